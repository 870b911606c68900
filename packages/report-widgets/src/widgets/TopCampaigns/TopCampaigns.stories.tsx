import {
  type CampaignsResponse,
  displayDate,
  displayDateSpan,
  en,
  formatCurrencyShort,
  formatImpressions,
} from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { topCampaignsComparison, topCampaignsEmpty, topCampaignsSingle } from '../../fixtures/listFixtures.ts';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import {
  STORY_UPGRADE_MESSAGE,
  expectRestrictedList,
  storyEntityHref,
  storyItem,
  withReportContext,
} from '../Rankings/listStoryHelpers.tsx';
import { BENCHMARK_ITEM, expectBenchmarkNote } from '../../storybook/widgetStories.tsx';
import { topCampaignsWidget } from './topCampaignsWidget.ts';
import { TopCampaignsWidget } from './TopCampaignsWidget.tsx';

const TITLE = 'Top Campaigns';
const DATASET = `datasets/${topCampaignsWidget.dataset}`;
const NIKE = storyItem('advertiser', 5, 'nike.com');
const ADIDAS = storyItem('advertiser', 17, 'adidas.com');
const RUNNING_SHOES = storyItem('keyword', 3, 'running shoes');

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

/**
 * What a user reads in each campaign row, checked against the fixture, column by column as the
 * table heads them: the Advertiser column only where it says something (not on the advertiser's own
 * report), and in a narrow canvas one 'Seen' column for the dates and the duration.
 */
async function expectRows(table: HTMLElement, data: CampaignsResponse, { advertiser }: { advertiser: string | null }) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  await expect(headers.includes(advertiser ?? 'Advertiser')).toBe(advertiser !== null);
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(data.elements.length);
  for (const [index, campaign] of data.elements.entries()) {
    const row = rows[index]!;
    const cell = (name: string) => within(row).getAllByRole('cell')[headers.indexOf(name) - 1];
    await expect(within(row).getByRole('link', { name: campaign.title })).toHaveAttribute(
      'href',
      storyEntityHref({ entityType: 'campaign', id: campaign.id }),
    );
    if (advertiser !== null) {
      await expect(within(cell(advertiser)!).getByRole('link', { name: campaign.advertiser.title })).toHaveAttribute(
        'href',
        storyEntityHref(campaign.advertiser),
      );
    }
    const dates = [displayDate(campaign.firstSeen), displayDate(campaign.lastSeen), `${campaign.duration} day`];
    if (headers.includes('Seen')) {
      await expect(cell('Seen')).toHaveTextContent(displayDateSpan(campaign.firstSeen, campaign.lastSeen));
      await expect(cell('Seen')).toHaveTextContent(dates[2]!);
    } else {
      await expect(cell('First seen')).toHaveTextContent(dates[0]!);
      await expect(cell('Last seen')).toHaveTextContent(dates[1]!);
      await expect(cell('Duration')).toHaveTextContent(dates[2]!);
    }
    await expect(cell('Channels')).toHaveTextContent(
      campaign.channels.map((channel) => en.channel[channel]).join(', '),
    );
    await expect(cell('Impressions')).toHaveTextContent(formatImpressions(campaign.impressions));
    await expect(cell('Spend')).toHaveTextContent(formatCurrencyShort(campaign.expenses, data.currency));
  }
}

const meta = {
  title: 'Widgets/TopCampaigns',
  component: TopCampaignsWidget,
  decorators: [withReportContext],
  args: { items: [NIKE], filters: { period: topCampaignsSingle.period.id } },
  parameters: { adlens: fixtures({ body: topCampaignsSingle }) },
} satisfies Meta<typeof TopCampaignsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: TITLE })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('top-campaigns-skeleton')).toBeInTheDocument();
  },
};

const benchmarked = createFixtureFetch({ [DATASET]: { body: topCampaignsSingle } });

/** A benchmarked comparison: nike.com's campaigns, and one line says why the '(Avg)' has none. */
export const WithIndustryBenchmark: Story = {
  args: { items: [BENCHMARK_ITEM, NIKE] },
  parameters: { adlens: { fixtures: benchmarked } },
  beforeEach: () => benchmarked.reset(),
  play: async ({ canvas }) => {
    await expectRows(await canvas.findByRole('table', { name: `${TITLE}: ${NIKE.title}` }), topCampaignsSingle, {
      advertiser: null,
    });
    await expectBenchmarkNote(
      canvas,
      TITLE,
      'The industry benchmark has no campaigns: each campaign belongs to one advertiser.',
      benchmarked.urls(DATASET),
    );
  },
};

/** The fixture as one page of a longer list, so paging can be tried whatever the capture's length. */
const longer: CampaignsResponse = {
  ...topCampaignsSingle,
  count: { total: Math.max(topCampaignsSingle.count.total, topCampaignsSingle.elements.length * 3) },
};
const single = createFixtureFetch({ [DATASET]: { body: longer } });

export const SingleAdvertiser: Story = {
  parameters: { adlens: { fixtures: single } },
  beforeEach: () => single.reset(),
  play: async ({ canvas, userEvent }) => {
    // nike.com's own campaigns: no Advertiser column that would name nike.com on every row.
    await expectRows(await canvas.findByRole('table', { name: `${TITLE}: ${NIKE.title}` }), topCampaignsSingle, {
      advertiser: null,
    });
    await expect(Object.fromEntries(single.urls(DATASET)[0]!.searchParams)).toMatchObject({ page: '0', size: '5' });
    const pages = Math.ceil(longer.count.total / 5);
    await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible();
    // Paging by keyboard: Tab to Next, Enter.
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(single.urls(DATASET).at(-1)!.searchParams.get('page')).toBe('1'));
    await expect(await canvas.findByText(`Page 2 of ${pages}`)).toBeVisible();
  },
};

const full = createFixtureFetch({ [DATASET]: { body: topCampaignsSingle } });

export const FullScreen: Story = {
  args: { fullscreen: true },
  parameters: { adlens: { fixtures: full } },
  beforeEach: () => full.reset(),
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    // 20 rows in full screen.
    await expect(full.urls(DATASET)[0]!.searchParams.get('size')).toBe('20');
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [NIKE, ADIDAS] },
  parameters: {
    adlens: fixtures((url) => ({
      body: url.searchParams.get('advertiser') === '17' ? topCampaignsComparison : topCampaignsSingle,
    })),
  },
  play: async ({ canvas }) => {
    await expectRows(await canvas.findByRole('table', { name: NIKE.title }), topCampaignsSingle, { advertiser: null });
    await expectRows(canvas.getByRole('table', { name: ADIDAS.title }), topCampaignsComparison, { advertiser: null });
  },
};

export const Empty: Story = {
  parameters: { adlens: fixtures({ body: topCampaignsEmpty }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The widget doesn't have enough data.")).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
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

/** A keyword's campaigns come from many advertisers: the column names each, as 'Domain' in the sales tool. */
export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  args: { items: [RUNNING_SHOES] },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: `${TITLE}: ${RUNNING_SHOES.title}` });
    await expect(within(table).getByRole('columnheader', { name: 'Domain' })).toBeVisible();
    await expectRows(table, topCampaignsSingle, { advertiser: 'Domain' });
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
      title: 'Top Campaigns',
      skeletonTestId: 'top-campaigns-skeleton',
      requests: () => restricted.calls(DATASET),
      onAction: onUpgrade,
    }),
};
