import { type AdPlacementsResponse, formatPercent, en } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ChartWidgetStoryProps, findChart } from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { adPlacementsFixtures } from '../../fixtures/reportFixtures.ts';
import { adPlacementsWidget } from './adPlacementsWidget.ts';

const placementName = (code: AdPlacementsResponse['items'][number]['code']) => en.widgets.adPlacements[code];

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

const states = widgetStateStories(adPlacementsWidget, adPlacementsFixtures, {
  title: 'Ad Placement',
  skeletonTestId: 'ad-placements-skeleton',
});
const items = widgetItemStories(adPlacementsWidget, adPlacementsFixtures, {
  expectItem: (canvasElement, title, data) => expectColumns(canvasElement, [[title, data]]),
});

const meta = { title: 'Widgets/AdPlacements', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;

/** One chart draws every item, so a comparison is checked as a whole rather than a column per item. */
export const ComparisonOfTwo: Story = {
  ...items.ComparisonOfTwo,
  play: async ({ canvasElement }) => expectColumns(canvasElement, items.compared),
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
export const EnWinmo: Story = items.EnWinmo;
