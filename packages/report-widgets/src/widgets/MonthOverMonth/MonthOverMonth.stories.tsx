import {
  type MonthOverMonthResponse,
  formatCurrencyShort,
  formatImpressions,
  formatTrend,
  trendDirection,
} from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { datasetFixtures } from '../../storybook/datasetFixtures.ts';
import {
  BENCHMARK_ITEM,
  type ChartWidgetStoryProps,
  FIRST_ITEM,
  withViewToken,
} from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { monthOverMonthFixtures } from '../../fixtures/reportFixtures.ts';
import { monthFiguresTitle } from './monthOverMonthData.ts';
import { monthOverMonthWidget } from './monthOverMonthWidget.ts';

/** The figure under a label in a month's section. */
function figure(section: HTMLElement, label: string): HTMLElement {
  const value = within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

/** What a user reads of one item: both months' spend and impressions, and the change with its direction. */
async function expectMonths(canvasElement: HTMLElement, title: string, data: MonthOverMonthResponse) {
  const article = await within(canvasElement).findByRole('article', { name: title });
  const current = within(article).getByRole('region', { name: `Current month, ${title}` });
  const previous = within(article).getByRole('region', { name: `Previous month, ${title}` });
  await expect(within(current).getByRole('heading')).toHaveTextContent(monthFiguresTitle(data.current, data.basis));
  await expect(within(previous).getByRole('heading')).toHaveTextContent(monthFiguresTitle(data.previous, data.basis));
  const spend = figure(current, 'Estimated spend');
  await expect(spend).toHaveTextContent(formatCurrencyShort(data.current.expenses, data.currency));
  await expect(spend).toHaveTextContent(
    `${formatTrend(data.change.expenses)}vs ${monthFiguresTitle(data.previous, data.basis)}`,
  );
  await expect(spend.querySelector('[data-trend]')).toHaveAttribute('data-trend', trendDirection(data.change.expenses));
  await expect(figure(current, 'Impressions')).toHaveTextContent(formatImpressions(data.current.impressions));
  await expect(figure(current, 'Impressions')).toHaveTextContent(formatTrend(data.change.impressions));
  await expect(figure(previous, 'Estimated spend')).toHaveTextContent(
    formatCurrencyShort(data.previous.expenses, data.currency),
  );
  await expect(figure(previous, 'Impressions')).toHaveTextContent(formatImpressions(data.previous.impressions));
}

const states = widgetStateStories(monthOverMonthWidget, monthOverMonthFixtures, {
  title: 'Month-over-Month Change',
  skeletonTestId: 'month-over-month-skeleton',
});
const items = widgetItemStories(monthOverMonthWidget, monthOverMonthFixtures, { expectItem: expectMonths });

const meta = {
  title: 'Widgets/MonthOverMonth',
  ...states.meta,
  decorators: [withViewToken],
} satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;
export const ComparisonOfTwo: Story = items.ComparisonOfTwo;
export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
export const EnWinmo: Story = items.EnWinmo;

/**
 * The industry benchmark as the API answers it (`benchmark=advertiser`): the category's months
 * averaged per advertiser, over the advertiser's own days, with the change of those averages. The
 * card shows the change as served: $414.8K against $337.2K reads +23.01 %, never a change divided
 * by the advertisers (+1.28 %).
 */
const { single } = monthOverMonthFixtures;
const average: MonthOverMonthResponse = {
  ...single,
  advertisersCount: 18,
  averagedPerAdvertiser: true,
  current: { ...single.current, impressions: 41_480_000, expenses: 414_800 },
  previous: { ...single.previous, impressions: 33_720_000, expenses: 337_200 },
  change: { impressions: 23.01, expenses: 23.01 },
};
export const WithIndustryBenchmark: Story = {
  args: { items: [BENCHMARK_ITEM, FIRST_ITEM] },
  parameters: datasetFixtures(monthOverMonthWidget, (url) => ({
    body: url.searchParams.get('benchmark') === 'advertiser' ? average : single,
  })),
  play: async ({ canvasElement }) => {
    await expectMonths(canvasElement, BENCHMARK_ITEM.title, average);
    await expectMonths(canvasElement, FIRST_ITEM.title, single);
  },
};
