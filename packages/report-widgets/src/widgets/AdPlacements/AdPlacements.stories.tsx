import { type AdPlacementsResponse, formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
import { adPlacementsFixtures } from '../../fixtures/reportFixtures.ts';
import { widgetTexts } from '../../i18n/widgetTexts.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { adPlacementsWidget } from './adPlacementsWidget.ts';

const TITLE = 'Ad Placement';
const DATASET = 'datasets/ad-placements';
const SKELETON = 'ad-placements-skeleton';
const { single, comparison, empty } = adPlacementsFixtures;

function AdPlacementsStory(props: ChartWidgetStoryProps) {
  return <DatasetWidget definition={adPlacementsWidget} {...props} />;
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

const placementName = (code: AdPlacementsResponse['items'][number]['code']) => widgetTexts.widgets.adPlacements[code];

/** What a user reads: the placements on the axis, and for screen readers every item's shares. */
async function expectColumns(canvasElement: HTMLElement, entries: readonly [string, AdPlacementsResponse][]) {
  const chart = await findChart(canvasElement, /^Ad placements by share of impressions\. /);
  const label = chart.getAttribute('aria-label')!;
  const svg = chart.querySelector('svg')!;
  for (const [title, data] of entries) {
    await expect(label).toContain(`${title}: `);
    for (const entry of data.items) {
      await expect(label).toContain(`${placementName(entry.code)} ${formatPercent(entry.share)}`);
    }
    await expect(svg.textContent).toContain(placementName(data.items[0]!.code));
  }
  if (entries.length > 1) for (const [title] of entries) await expect(svg.textContent).toContain(title);
}

const meta = {
  title: 'Widgets/AdPlacements',
  component: AdPlacementsStory,
  args: { items: [FIRST_ITEM], filters: STORY_FILTERS },
  parameters: { adlens: fixtures({ body: single }) },
} satisfies Meta<typeof AdPlacementsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleAdvertiser: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Advertiser · All channels · All devices')).toBeVisible();
    await expectColumns(canvasElement, [[FIRST_ITEM.title, single]]);
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
  play: async ({ canvasElement }) =>
    expectColumns(canvasElement, [
      [FIRST_ITEM.title, single],
      [SECOND_ITEM.title, comparison],
    ]),
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
    await expectColumns(canvasElement, [[FIRST_ITEM.title, single]]);
  },
};
