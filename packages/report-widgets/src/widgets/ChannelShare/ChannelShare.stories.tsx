import { type ChannelShareResponse, en, formatPercent } from '@adlens/core';
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
  storyItem,
  withViewToken,
} from '../../storybook/widgetStories.tsx';
import { brandHeaderFixtures } from '../../fixtures/reportFixtures.ts';
import { channelShareFixtures } from '../../fixtures/reportFixtures.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { channelShareWidget } from './channelShareWidget.ts';

const TITLE = 'Channel Share of Voice';
const DATASET = 'datasets/channel-share';
const SKELETON = 'channel-share-skeleton';
const { single, comparison, category, empty } = channelShareFixtures;
const categoryEntity = brandHeaderFixtures.brand.brand.category!;
/** The category report's item: a category benchmark is this widget's first use (spec §3 category channel share). */
const CATEGORY_ITEM = storyItem(categoryEntity, 'category');

function ChannelShareStory(props: ChartWidgetStoryProps) {
  return <DatasetWidget definition={channelShareWidget} {...props} />;
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

const channelName = (code: ChannelShareResponse['items'][number]['code']) => en.channel[code];

/** What a user reads: the items on the axis, the channels in the legend, and for screen readers every share. */
async function expectColumns(canvasElement: HTMLElement, entries: readonly [string, ChannelShareResponse][]) {
  const chart = await findChart(canvasElement, /^Share of impressions by channel\. /);
  const label = chart.getAttribute('aria-label')!;
  const svg = chart.querySelector('svg')!;
  for (const [title, data] of entries) {
    await expect(label).toContain(`${title}: `);
    for (const entry of data.items) {
      await expect(label).toContain(`${channelName(entry.code)} ${formatPercent(entry.share)}`);
    }
    // The x axis names the items; the legend names the channels of the stacks.
    await expect(svg.textContent).toContain(title);
    for (const entry of data.items) await expect(svg.textContent).toContain(channelName(entry.code));
  }
}

const meta = {
  title: 'Widgets/ChannelShare',
  component: ChannelShareStory,
  args: { items: [CATEGORY_ITEM], filters: STORY_FILTERS },
  decorators: [withViewToken],
  parameters: { adlens: fixtures({ body: category }) },
} satisfies Meta<typeof ChannelShareStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleCategory: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Category · All channels · All devices')).toBeVisible();
    await expectColumns(canvasElement, [[CATEGORY_ITEM.title, category]]);
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
  args: { items: [FIRST_ITEM] },
  parameters: { adlens: fixtures({ body: single }) },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Domain · All channels · All devices')).toBeVisible();
    await expectColumns(canvasElement, [[FIRST_ITEM.title, single]]);
  },
};
