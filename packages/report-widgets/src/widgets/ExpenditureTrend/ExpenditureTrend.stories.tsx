import { type TrendResponse, en, formatCurrencyShort } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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
import { expenditureTrendFixtures } from '../../fixtures/reportFixtures.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { pointLabel, trendTotal } from './expenditureTrendData.ts';
import { expenditureTrendWidget } from './expenditureTrendWidget.ts';

const TITLE = 'Expenditure Trend and Breakdown';
const DATASET = 'datasets/expenditure-trend';
const SKELETON = 'expenditure-trend-skeleton';
const { single, comparison, empty } = expenditureTrendFixtures;

function ExpenditureTrendStory(props: ChartWidgetStoryProps) {
  return <DatasetWidget definition={expenditureTrendWidget} {...props} />;
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

/** What a user reads: each item's total spend, and for screen readers the series with their totals. */
async function expectTrend(canvasElement: HTMLElement, entries: readonly [string, TrendResponse][]) {
  const chart = await findChart(canvasElement, /^Estimated spend (daily|weekly|monthly|quarterly) from /);
  const label = chart.getAttribute('aria-label')!;
  const [, first] = entries[0]!;
  await expect(label).toContain(`from ${pointLabel(first.period.start)} to ${pointLabel(first.period.end)}`);
  for (const [title, data] of entries) {
    const total = formatCurrencyShort(trendTotal(data), data.currency);
    const term = within(canvasElement).getByText(`Estimated spend: ${title}`, { selector: 'dt' });
    await expect(term.nextElementSibling).toHaveTextContent(total);
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

const meta = {
  title: 'Widgets/ExpenditureTrend',
  component: ExpenditureTrendStory,
  args: { items: [FIRST_ITEM], filters: STORY_FILTERS },
  parameters: { adlens: fixtures({ body: single }) },
} satisfies Meta<typeof ExpenditureTrendStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleAdvertiser: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Advertiser · All channels · All devices')).toBeVisible();
    await expectTrend(canvasElement, [[FIRST_ITEM.title, single]]);
  },
};

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
    const other = [...(interval as HTMLSelectElement).options].map((o) => o.value).find((v) => v !== single.interval)!;
    await userEvent.selectOptions(interval, other);
    await waitFor(() => expect(switching.urls(DATASET).at(-1)!.searchParams.get('interval')).toBe(other));
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
  play: async ({ canvasElement }) => {
    await expectTrend(canvasElement, [
      [FIRST_ITEM.title, single],
      [SECOND_ITEM.title, comparison],
    ]);
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
    await expectTrend(canvasElement, [[FIRST_ITEM.title, single]]);
  },
};
