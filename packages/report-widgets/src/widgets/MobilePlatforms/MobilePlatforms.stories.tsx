import { type MobilePlatformsResponse, formatCurrencyShort, formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  type ChartWidgetStoryProps,
  FIRST_ITEM,
  SECOND_ITEM,
  STORY_FILTERS,
  UPGRADE_MESSAGE,
  expectEmpty,
  expectErrorAndRetry,
  expectLoading,
  expectRestricted,
  findChart,
  replyPerItem,
} from '../../storybook/widgetStories.tsx';
import { isDistributionEmpty } from '../../charts/distributionData.ts';
import { mobilePlatformsFixtures } from '../../fixtures/reportFixtures.ts';
import { widgetTexts } from '../../i18n/widgetTexts.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { mobilePlatformsWidget } from './mobilePlatformsWidget.ts';

const TITLE = 'Mobile Platforms';
const DATASET = 'datasets/mobile-platforms';
const SKELETON = 'mobile-platforms-skeleton';
const { single, comparison, empty } = mobilePlatformsFixtures;

function MobilePlatformsStory(props: ChartWidgetStoryProps) {
  return <DatasetWidget definition={mobilePlatformsWidget} {...props} />;
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

/** What a user reads of one item: its heading, every platform's share and spend, and the chart's description. */
async function expectItem(canvasElement: HTMLElement, title: string, data: MobilePlatformsResponse) {
  const article = await within(canvasElement).findByRole('article', { name: title });
  for (const entry of data.items) {
    const row = within(article).getByText(typeName(entry.code)).closest('li')!;
    await expect(row).toHaveTextContent(
      `${formatPercent(entry.share)} · ${formatCurrencyShort(entry.expenses, data.currency)}`,
    );
  }
  const chart = await findChart(article, new RegExp(`^Mobile platforms of ${title} by share of impressions: `));
  const top = data.items[0]!;
  await expect(chart.getAttribute('aria-label')).toContain(`${typeName(top.code)} ${formatPercent(top.share)}`);
  return article;
}

function typeName(code: MobilePlatformsResponse['items'][number]['code']): string {
  return widgetTexts.widgets.mobilePlatforms[code];
}

const meta = {
  title: 'Widgets/MobilePlatforms',
  component: MobilePlatformsStory,
  args: { items: [FIRST_ITEM], filters: STORY_FILTERS },
  parameters: { adlens: fixtures({ body: single }) },
} satisfies Meta<typeof MobilePlatformsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleAdvertiser: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Advertiser · All channels · All devices')).toBeVisible();
    await expectItem(canvasElement, FIRST_ITEM.title, single);
  },
};

export const ComparisonOfTwo: Story = {
  args: { items: [FIRST_ITEM, SECOND_ITEM] },
  parameters: {
    adlens: fixtures(
      replyPerItem(
        new Map([
          [FIRST_ITEM.key, single],
          [SECOND_ITEM.key, comparison],
        ]),
      ),
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    // An item without data is left out of a comparison (DatasetWidget); the rest get a column each.
    const shown = (
      [
        [FIRST_ITEM.title, single],
        [SECOND_ITEM.title, comparison],
      ] as const
    ).filter(([, data]) => !isDistributionEmpty(data));
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(shown.length);
    for (const [title, data] of shown) await expectItem(canvasElement, title, data);
  },
};

export const Empty: Story = {
  parameters: { adlens: fixtures({ body: empty }) },
  play: async ({ canvas }) => expectEmpty(canvas),
};

const failing = createFixtureFetch({ [DATASET]: SERVER_ERROR });

export const ErrorState: Story = {
  name: 'Error',
  parameters: { adlens: { fixtures: failing } },
  beforeEach: () => failing.reset(),
  play: async ({ canvas, userEvent }) =>
    expectErrorAndRetry(canvas, (element) => userEvent.click(element), failing, DATASET, TITLE),
};

const restricted = createFixtureFetch({ [DATASET]: { body: single } });
const onUpgrade = fn();

export const Restricted: Story = {
  args: { restriction: { message: UPGRADE_MESSAGE, actionLabel: 'Upgrade', onAction: onUpgrade } },
  parameters: { adlens: { fixtures: restricted } },
  beforeEach: () => {
    restricted.reset();
    onUpgrade.mockClear();
  },
  play: async ({ canvas, userEvent }) =>
    expectRestricted(canvas, (element) => userEvent.click(element), restricted, DATASET, TITLE, SKELETON, onUpgrade),
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Domain · All channels · All devices')).toBeVisible();
    await expectItem(canvasElement, FIRST_ITEM.title, single);
  },
};
