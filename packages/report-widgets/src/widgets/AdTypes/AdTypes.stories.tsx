import { type AdTypesResponse, formatCurrencyShort, formatPercent, en } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ChartWidgetStoryProps, findChart } from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { adTypesFixtures } from '../../fixtures/reportFixtures.ts';
import { adTypesWidget } from './adTypesWidget.ts';

/** What a user reads of one item: its heading, every code's share of impressions, and the chart's description. */
async function expectItem(canvasElement: HTMLElement, title: string, data: AdTypesResponse) {
  const article = await within(canvasElement).findByRole('article', { name: title });
  await expect(within(article).getByRole('list', { name: 'Share of impressions' })).toBeVisible();
  for (const entry of data.items) {
    const row = within(article).getByText(typeName(entry.code)).closest('li')!;
    // The legend names its one metric, the share of impressions by default.
    await expect(row).toHaveTextContent(formatPercent(entry.share));
    await expect(row).not.toHaveTextContent(formatCurrencyShort(entry.expenses, data.currency));
  }
  const chart = await findChart(article, new RegExp(`^Ad types of ${title} by share of impressions: `));
  const top = data.items[0]!;
  await expect(chart.getAttribute('aria-label')).toContain(`${typeName(top.code)} ${formatPercent(top.share)}`);
  return article;
}

function typeName(code: AdTypesResponse['items'][number]['code']): string {
  return en.widgets.adTypes[code];
}

const states = widgetStateStories(adTypesWidget, adTypesFixtures, {
  title: 'Ad Types Distribution',
  skeletonTestId: 'ad-types-skeleton',
});
const items = widgetItemStories(adTypesWidget, adTypesFixtures, { expectItem });

const meta = { title: 'Widgets/AdTypes', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;
export const ComparisonOfTwo: Story = items.ComparisonOfTwo;
export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
export const EnWinmo: Story = items.EnWinmo;

/** The metric toggle: the legend and the donut switch to spend, named with its currency. */
export const SpendMetric: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const data = adTypesFixtures.single;
    const article = await canvas.findByRole('article');
    await userEvent.click(within(canvas.getByRole('group', { name: 'Metric' })).getByRole('button', { name: 'Spend' }));
    await expect(canvas.getByRole('button', { name: 'Spend' })).toHaveAttribute('aria-pressed', 'true');
    const legend = within(article).getByRole('list', { name: `Estimated spend (${data.currency}) and its share` });
    const spend = data.items.reduce((sum, entry) => sum + entry.expenses, 0);
    for (const entry of data.items) {
      const row = within(legend).getByText(typeName(entry.code)).closest('li')!;
      await expect(row).toHaveTextContent(
        `${formatCurrencyShort(entry.expenses, data.currency)} (${formatPercent((entry.expenses / spend) * 100)})`,
      );
    }
    await expect(within(canvasElement).queryByRole('list', { name: 'Share of impressions' })).toBeNull();
  },
};
