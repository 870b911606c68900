import { type MobilePlatformsResponse, formatCurrencyShort, formatPercent, en } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ChartWidgetStoryProps, findChart } from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { mobilePlatformsFixtures } from '../../fixtures/reportFixtures.ts';
import { mobilePlatformsWidget } from './mobilePlatformsWidget.ts';

/** What a user reads of one item: its heading, every platform's share and spend, and the chart's description. */
async function expectItem(canvasElement: HTMLElement, title: string, data: MobilePlatformsResponse) {
  const article = await within(canvasElement).findByRole('article', { name: title });
  for (const entry of data.items) {
    const row = within(article).getByText(typeName(entry.code)).closest('li')!;
    // The legend names its one metric, the share of impressions by default.
    await expect(row).toHaveTextContent(formatPercent(entry.share));
    await expect(row).not.toHaveTextContent(formatCurrencyShort(entry.expenses, data.currency));
  }
  const chart = await findChart(article, new RegExp(`^Mobile platforms of ${title} by share of impressions: `));
  const top = data.items[0]!;
  await expect(chart.getAttribute('aria-label')).toContain(`${typeName(top.code)} ${formatPercent(top.share)}`);
  return article;
}

function typeName(code: MobilePlatformsResponse['items'][number]['code']): string {
  return en.widgets.mobilePlatforms[code];
}

const states = widgetStateStories(mobilePlatformsWidget, mobilePlatformsFixtures, {
  title: 'Mobile Platforms',
  skeletonTestId: 'mobile-platforms-skeleton',
});
const items = widgetItemStories(mobilePlatformsWidget, mobilePlatformsFixtures, { expectItem });

const meta = { title: 'Widgets/MobilePlatforms', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;
export const ComparisonOfTwo: Story = items.ComparisonOfTwo;
export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
export const EnWinmo: Story = items.EnWinmo;
