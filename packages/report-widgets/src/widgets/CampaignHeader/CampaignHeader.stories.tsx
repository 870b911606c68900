import { type CampaignHeaderResponse, displayDateSpan, en, formatCurrencyShort, formatImpressions } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { campaignHeaderCampaign, topCampaignsSingle } from '../../fixtures/listFixtures.ts';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { subheaderPattern } from '../../storybook/widgetStories.tsx';
import {
  STORY_UPGRADE_MESSAGE,
  expectRestrictedList,
  storyEntityHref,
  storyItem,
  withReportContext,
} from '../Rankings/listStoryHelpers.tsx';
import { CampaignHeaderWidget } from './CampaignHeaderWidget.tsx';
import { campaignHeaderWidget } from './campaignHeaderWidget.ts';

const TITLE = 'Campaign';
const DATASET = `datasets/${campaignHeaderWidget.dataset}`;
const captured = campaignHeaderCampaign;
/** A second campaign for comparisons: a captured top-campaigns row, without keywords. */
const other: CampaignHeaderResponse = {
  ...captured,
  campaign: { ...topCampaignsSingle.elements.find((row) => row.id !== captured.campaign.id)!, keywords: [] },
};
/** A campaign that never showed an ad. */
const never: CampaignHeaderResponse = {
  ...captured,
  campaign: { ...captured.campaign, impressions: 0, expenses: 0, creativesCount: 0, channels: [] },
};
const FIRST = storyItem('campaign', captured.campaign.id, captured.campaign.title);
const SECOND = storyItem('campaign', other.campaign.id, other.campaign.title);

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

function fact(column: HTMLElement, label: string): HTMLElement {
  const value = within(column).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

/** What a user reads about a campaign, checked against the fixture. */
async function expectHeader(canvasElement: HTMLElement, data: CampaignHeaderResponse) {
  const { campaign } = data;
  const column = await within(canvasElement).findByRole('article', { name: campaign.title });
  await expect(within(column).getByRole('heading', { name: campaign.title })).toBeVisible();
  await expect(
    within(fact(column, 'Advertiser')).getByRole('link', { name: campaign.advertiser.title }),
  ).toHaveAttribute('href', storyEntityHref(campaign.advertiser));
  await expect(within(fact(column, 'Landing page')).getByRole('link')).toHaveAttribute('href', campaign.homePageUrl);
  await expect(fact(column, 'Flight dates')).toHaveTextContent(displayDateSpan(campaign.firstSeen, campaign.lastSeen));
  await expect(fact(column, 'Duration')).toHaveTextContent(`${campaign.duration} day`);
  await expect(fact(column, 'Channels')).toHaveTextContent(
    campaign.channels.length > 0 ? campaign.channels.map((channel) => en.channel[channel]).join(', ') : 'N/A',
  );
  await expect(fact(column, 'Impressions')).toHaveTextContent(formatImpressions(campaign.impressions));
  await expect(fact(column, 'Spend')).toHaveTextContent(formatCurrencyShort(campaign.expenses, data.currency));
  const keywords = fact(column, 'Keywords');
  if (campaign.keywords.length === 0) await expect(keywords).toHaveTextContent('None');
  else {
    const listed = within(keywords)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(listed).toEqual(campaign.keywords);
  }
}

const meta = {
  title: 'Widgets/CampaignHeader',
  component: CampaignHeaderWidget,
  decorators: [withReportContext],
  args: { items: [FIRST], filters: { period: captured.period.id } },
  parameters: { adlens: fixtures({ body: captured }) },
} satisfies Meta<typeof CampaignHeaderWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('campaign-header-skeleton')).toBeInTheDocument();
  },
};

export const SingleCampaign: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Campaign'))).toBeVisible();
    await expectHeader(canvasElement, captured);
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [FIRST, SECOND] },
  parameters: {
    adlens: fixtures((url) => ({
      body: url.searchParams.get('campaign') === String(other.campaign.id) ? other : captured,
    })),
  },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expectHeader(canvasElement, captured);
    await expectHeader(canvasElement, other);
  },
};

export const Empty: Story = {
  parameters: { adlens: fixtures({ body: never }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The widget doesn't have enough data.")).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

const failing = createFixtureFetch({ [DATASET]: SERVER_ERROR });

export const ErrorState: Story = {
  name: 'Error',
  parameters: { adlens: { fixtures: failing } },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, userEvent }) => {
    const message = `${TITLE} could not be loaded. Please try again later.`;
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failing.calls(DATASET)).toBe(2));
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvasElement }) => {
    const { campaign } = captured;
    const column = await within(canvasElement).findByRole('article', { name: campaign.title });
    await expect(within(fact(column, 'Domain')).getByRole('link', { name: campaign.advertiser.title })).toBeVisible();
  },
};

const restricted = createFixtureFetch({ [DATASET]: { body: {} } });
const onUpgrade = fn();

export const Restricted: Story = {
  args: { restriction: { message: STORY_UPGRADE_MESSAGE, actionLabel: 'Upgrade', onAction: onUpgrade } },
  parameters: { adlens: { fixtures: restricted } },
  beforeEach: () => {
    restricted.reset();
    onUpgrade.mockClear();
  },
  play: async ({ canvas }) =>
    expectRestrictedList(canvas, {
      title: 'Campaign',
      skeletonTestId: 'campaign-header-skeleton',
      requests: () => restricted.calls(DATASET),
      onAction: onUpgrade,
    }),
};
