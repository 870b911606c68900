import { type EntityExpenditure, formatCurrencyShort, formatImpressions, formatTrend } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  BENCHMARK_ITEM,
  STORY_FILTERS,
  expectBenchmarkNote,
  UPGRADE_MESSAGE,
  expectEmpty,
  expectErrorAndRetry,
  expectLoading,
  expectRestricted,
  findChart,
  storyItem,
  subheaderPattern,
} from '../../storybook/widgetStories.tsx';
import {
  estimatedExpenditureBrand,
  estimatedExpenditureComparison,
  estimatedExpenditureEmpty,
  estimatedExpenditureSingle,
} from '../../fixtures/fixtures.ts';
import { DatasetWidget } from '../../DatasetWidget/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch, repliesPerEntity } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { EstimatedExpenditureWidget } from './EstimatedExpenditureWidget.tsx';
import { estimatedExpenditureWidget } from './estimatedExpenditureWidget.ts';

const TITLE = 'Estimated Expenditure';
const DATASET = 'datasets/estimated-expenditure';
const single = estimatedExpenditureSingle;
const comparison = estimatedExpenditureComparison;

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

/** The figure under a label (`dt`) in an entity's column. */
function figure(column: HTMLElement, label: string): HTMLElement {
  const term = within(column).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

/** What a user reads in one entity's column, checked against the fixture the API served. */
async function expectEntityFigures(canvasElement: HTMLElement, element: EntityExpenditure, currency: string) {
  const column = await within(canvasElement).findByRole('article', { name: element.entity.title });
  await expect(within(column).getByRole('heading', { name: element.entity.title })).toBeVisible();
  const spend = figure(column, 'Estimated spend');
  await expect(spend).toHaveTextContent(formatCurrencyShort(element.expenses, currency));
  await expect(spend).toHaveTextContent(`${formatTrend(element.change.expenses)}vs previous period`);
  await expect(figure(column, 'Impressions')).toHaveTextContent(formatImpressions(element.impressions));
  await expect(figure(column, 'CPM')).toHaveTextContent(
    element.cpm === null ? 'N/A' : formatCurrencyShort(element.cpm, currency),
  );
  // The donut is an image described by `chartDescription`, set by ECharts' aria component.
  const chart = await findChart(column, /^Estimated spend of .+ by channel: /);
  await expect(chart.getAttribute('aria-label')).toContain(element.entity.title);
  return column;
}

const meta = {
  title: 'Widgets/EstimatedExpenditure',
  component: EstimatedExpenditureWidget,
  args: {
    advertiserIds: single.elements.map((e) => e.entity.id),
    filters: { period: single.period.id },
  },
  parameters: { adlens: fixtures({ body: single }) },
} satisfies Meta<typeof EstimatedExpenditureWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, 'estimated-expenditure-skeleton'),
};

export const SingleAdvertiser: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Advertiser'))).toBeVisible();
    const element = single.elements[0]!;
    const column = await expectEntityFigures(canvasElement, element, single.currency);
    // A rising spend reads as an up trend: arrow and sign, not colour alone.
    const trend = within(figure(column, 'Estimated spend')).getByText(
      formatTrend(element.change.expenses),
    ).parentElement!;
    await expect(trend).toHaveAttribute('data-trend', element.change.expenses! > 0 ? 'up' : 'down');
  },
};

export const ComparisonOfThree: Story = {
  args: { advertiserIds: comparison.elements.map((e) => e.entity.id) },
  parameters: { adlens: fixtures(repliesPerEntity(comparison)) },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(comparison.elements.length);
    for (const element of comparison.elements) await expectEntityFigures(canvasElement, element, comparison.currency);
  },
};

const brand = estimatedExpenditureBrand.elements[0]!;

/** A brand report's, and the sales tool's brand preview's, widget. */
export const SingleBrand: Story = {
  parameters: { adlens: fixtures({ body: estimatedExpenditureBrand }) },
  render: () => (
    <DatasetWidget
      definition={estimatedExpenditureWidget}
      items={[storyItem(brand.entity, 'brand')]}
      filters={STORY_FILTERS}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Brand'))).toBeVisible();
    await expectEntityFigures(canvasElement, brand, estimatedExpenditureBrand.currency);
  },
};

const benchmarked = createFixtureFetch({ [DATASET]: repliesPerEntity(comparison) });
const [first, second] = comparison.elements;

/**
 * A comparison with an industry benchmark: each advertiser keeps its column, and one line in the card
 * says where the '(Avg)' figures are instead of dropping the benchmark without a word.
 */
export const WithIndustryBenchmark: Story = {
  parameters: { adlens: { fixtures: benchmarked } },
  beforeEach: () => benchmarked.reset(),
  render: () => (
    <DatasetWidget
      definition={estimatedExpenditureWidget}
      items={[BENCHMARK_ITEM, storyItem(first!.entity), storyItem(second!.entity)]}
      filters={STORY_FILTERS}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    for (const element of [first!, second!]) await expectEntityFigures(canvasElement, element, comparison.currency);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expectBenchmarkNote(
      canvas,
      TITLE,
      'The industry benchmark is not in this card: its average spend is in the trend and month-over-month cards.',
      benchmarked.urls(DATASET),
    );
  },
};

export const Empty: Story = {
  args: { advertiserIds: estimatedExpenditureEmpty.elements.map((e) => e.entity.id) },
  parameters: { adlens: fixtures({ body: estimatedExpenditureEmpty }) },
  play: async ({ canvas }) => expectEmpty(canvas),
};

const failing = createFixtureFetch({ [DATASET]: SERVER_ERROR });

export const ErrorState: Story = {
  name: 'Error',
  parameters: { adlens: { fixtures: failing } },
  beforeEach: () => failing.reset(),
  // The retry asks the API again and, failing again, shows the message again.
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
    expectRestricted(
      canvas,
      (element) => userEvent.click(element),
      restricted,
      DATASET,
      TITLE,
      'estimated-expenditure-skeleton',
      onUpgrade,
    ),
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Domain'))).toBeVisible();
    await expectEntityFigures(canvasElement, single.elements[0]!, single.currency);
    await expect(canvas.getByRole('button', { name: `About ${TITLE}` })).toHaveAccessibleDescription(
      /^Estimated ad spend of the domain/,
    );
  },
};
