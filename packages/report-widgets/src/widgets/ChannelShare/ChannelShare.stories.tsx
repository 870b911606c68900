import { type ChannelShareResponse, en, formatPercent } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  type ChartWidgetStoryProps,
  FIRST_ITEM,
  STORY_FILTERS,
  findChart,
  storyItem,
  withViewToken,
  subheaderPattern,
} from '../../storybook/widgetStories.tsx';
import { datasetFixtures } from '../../storybook/datasetFixtures.ts';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { brandHeaderFixtures } from '../../fixtures/reportFixtures.ts';
import { channelShareFixtures } from '../../fixtures/reportFixtures.ts';
import { channelShareWidget } from './channelShareWidget.ts';

const { single, category } = channelShareFixtures;
const categoryEntity = brandHeaderFixtures.brand.brand.category!;
/** The category report's item: a category benchmark is this widget's first use. */
const CATEGORY_ITEM = storyItem(categoryEntity, 'category');

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

const states = widgetStateStories(channelShareWidget, channelShareFixtures, {
  title: 'Channel Share of Voice',
  skeletonTestId: 'channel-share-skeleton',
});
const items = widgetItemStories(channelShareWidget, channelShareFixtures, {
  expectItem: (canvasElement, title, data) => expectColumns(canvasElement, [[title, data]]),
});

const meta = {
  title: 'Widgets/ChannelShare',
  ...states.meta,
  args: { items: [CATEGORY_ITEM], filters: STORY_FILTERS },
  decorators: [withViewToken],
  parameters: datasetFixtures(channelShareWidget, { body: category }),
} satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;

export const SingleCategory: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Category'))).toBeVisible();
    await expectColumns(canvasElement, [[CATEGORY_ITEM.title, category]]);
  },
};

/** One chart draws every item, so a comparison is checked as a whole rather than a column per item. */
export const ComparisonOfTwo: Story = {
  ...items.ComparisonOfTwo,
  play: async ({ canvasElement }) => expectColumns(canvasElement, items.compared),
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;

export const EnWinmo: Story = {
  ...items.EnWinmo,
  args: { items: [FIRST_ITEM] },
  parameters: datasetFixtures(channelShareWidget, { body: single }),
};
