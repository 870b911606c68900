import {
  type MonthOverMonthResponse,
  formatCurrencyShort,
  formatImpressions,
  formatTrend,
  trendDirection,
} from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
  replyPerItem,
  withViewToken,
} from '../../storybook/widgetStories.tsx';
import { monthOverMonthFixtures } from '../../fixtures/reportFixtures.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { formatMonth, isMonthOverMonthEmpty } from './monthOverMonthData.ts';
import { monthOverMonthWidget } from './monthOverMonthWidget.ts';

const TITLE = 'Month-over-Month Change';
const DATASET = 'datasets/month-over-month-change';
const SKELETON = 'month-over-month-skeleton';
const { single, comparison, empty } = monthOverMonthFixtures;

function MonthOverMonthStory(props: ChartWidgetStoryProps) {
  return <DatasetWidget definition={monthOverMonthWidget} {...props} />;
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

/** The figure under a label in a month's section. */
function figure(section: HTMLElement, label: string): HTMLElement {
  const value = within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${label}`);
  return value;
}

/** What a user reads of one item: both months' spend and impressions, and the change with its direction. */
async function expectMonths(canvasElement: HTMLElement, title: string, data: MonthOverMonthResponse) {
  const article = await within(canvasElement).findByRole('article', { name: title });
  const current = within(article).getByRole('region', { name: 'Current month' });
  const previous = within(article).getByRole('region', { name: 'Previous month' });
  await expect(within(current).getByRole('heading')).toHaveTextContent(formatMonth(data.current.month));
  await expect(within(previous).getByRole('heading')).toHaveTextContent(formatMonth(data.previous.month));
  const spend = figure(current, 'Estimated spend');
  await expect(spend).toHaveTextContent(formatCurrencyShort(data.current.expenses, data.currency));
  await expect(spend).toHaveTextContent(`${formatTrend(data.change.expenses)}vs ${formatMonth(data.previous.month)}`);
  await expect(spend.querySelector('[data-trend]')).toHaveAttribute('data-trend', trendDirection(data.change.expenses));
  await expect(figure(current, 'Impressions')).toHaveTextContent(formatImpressions(data.current.impressions));
  await expect(figure(current, 'Impressions')).toHaveTextContent(formatTrend(data.change.impressions));
  await expect(figure(previous, 'Estimated spend')).toHaveTextContent(
    formatCurrencyShort(data.previous.expenses, data.currency),
  );
  await expect(figure(previous, 'Impressions')).toHaveTextContent(formatImpressions(data.previous.impressions));
}

const meta = {
  title: 'Widgets/MonthOverMonth',
  component: MonthOverMonthStory,
  args: { items: [FIRST_ITEM], filters: STORY_FILTERS },
  decorators: [withViewToken],
  parameters: { adlens: fixtures({ body: single }) },
} satisfies Meta<typeof MonthOverMonthStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleAdvertiser: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Advertiser · All channels · All devices')).toBeVisible();
    await expectMonths(canvasElement, FIRST_ITEM.title, single);
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
  play: async ({ canvasElement, canvas }) => {
    const shown = (
      [
        [FIRST_ITEM.title, single],
        [SECOND_ITEM.title, comparison],
      ] as const
    ).filter(([, data]) => !isMonthOverMonthEmpty(data));
    await canvas.findAllByRole('article');
    await expect(canvas.getAllByRole('article')).toHaveLength(shown.length);
    for (const [title, data] of shown) await expectMonths(canvasElement, title, data);
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
    await expectMonths(canvasElement, FIRST_ITEM.title, single);
  },
};
