import { type TrendResponse, en, formatCurrencyShort, formatDayMonthYear } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type ChartWidgetStoryProps, FIRST_ITEM, findChart } from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { expenditureTrendFixtures } from '../../fixtures/reportFixtures.ts';
import { createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import { trendTotal } from './expenditureTrendData.ts';
import { expenditureTrendWidget } from './expenditureTrendWidget.ts';
import { darkSchemeStory } from '../../storybook/darkSchemeStory.ts';

const DATASET = `datasets/${expenditureTrendWidget.dataset}`;
const { single } = expenditureTrendFixtures;

/** What a user reads: each item's total spend, and for screen readers the series with their totals. */
async function expectTrend(canvasElement: HTMLElement, entries: readonly [string, TrendResponse][]) {
  const chart = await findChart(canvasElement, /^Estimated spend (daily|weekly|monthly|quarterly) from /);
  const label = chart.getAttribute('aria-label')!;
  const [, first] = entries[0]!;
  await expect(label).toContain(
    `from ${formatDayMonthYear(first.period.start)} to ${formatDayMonthYear(first.period.end)}`,
  );
  for (const [title, data] of entries) {
    const total = formatCurrencyShort(trendTotal(data), data.currency);
    const term = within(canvasElement).getByText(`Estimated spend: ${title}`, { selector: 'dt > span' }).closest('dt');
    await expect(term!.nextElementSibling).toHaveTextContent(total);
    await expect(label).toContain(`${title} ${total}`);
  }
  if (entries.length === 1) {
    // One item is broken down by channel: every channel with its spend over the period.
    for (const channel of new Set(first.points.flatMap((p) => p.byChannel.map((c) => c.channel)))) {
      const spend = first.points.reduce(
        (sum, p) => sum + (p.byChannel.find((c) => c.channel === channel)?.expenses ?? 0),
        0,
      );
      await expect(label).toContain(`${en.channel[channel]} ${formatCurrencyShort(spend, first.currency)}`);
    }
  }
  return chart;
}

const states = widgetStateStories(expenditureTrendWidget, expenditureTrendFixtures, {
  title: 'Expenditure Trend and Breakdown',
  skeletonTestId: 'expenditure-trend-skeleton',
});
const items = widgetItemStories(expenditureTrendWidget, expenditureTrendFixtures, {
  expectItem: (canvasElement, title, data) => expectTrend(canvasElement, [[title, data]]),
});

const meta = { title: 'Widgets/ExpenditureTrend', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;

const switching = createFixtureFetch({ [DATASET]: { body: single } });

export const SwitchChartAndInterval: Story = {
  parameters: { adlens: { fixtures: switching } },
  beforeEach: () => switching.reset(),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expectTrend(canvasElement, [[FIRST_ITEM.title, single]]);
    const types = canvas.getByRole('group', { name: 'Chart type' });
    await expect(within(types).getByRole('button', { name: 'Line' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(types).getByRole('button', { name: 'Column' }));
    await expect(within(types).getByRole('button', { name: 'Column' })).toHaveAttribute('aria-pressed', 'true');
    await expectTrend(canvasElement, [[FIRST_ITEM.title, single]]);
    // The chart type is drawn locally; the interval is asked of the API as the `interval` parameter.
    await expect(switching.calls(DATASET)).toBe(1);
    const interval = canvas.getByRole('combobox', { name: 'Interval' });
    await expect(interval).toHaveValue(single.interval);
    // Only the intervals the response says its data has are offered.
    await expect([...(interval as HTMLSelectElement).options].map((o) => o.value)).toEqual(single.supportedIntervals);
    const other = [...(interval as HTMLSelectElement).options].map((o) => o.value).find((v) => v !== single.interval)!;
    await userEvent.selectOptions(interval, other);
    await waitFor(() => expect(switching.urls(DATASET).at(-1)!.searchParams.get('interval')).toBe(other));
  },
};

/** One chart draws every item, so a comparison is checked as a whole rather than a column per item. */
export const ComparisonOfTwo: Story = {
  ...items.ComparisonOfTwo,
  play: async ({ canvasElement }) => {
    await expectTrend(canvasElement, items.compared);
  },
};

export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
export const EnWinmo: Story = items.EnWinmo;

/** The trend lines, legend and axis labels on a partner's dark page. */
export const DarkScheme: Story = darkSchemeStory(ComparisonOfTwo);
