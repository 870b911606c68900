import { type KeywordsSummaryResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
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
} from '../../storybook/widgetStories.tsx';
import { keywordsSummaryFixtures } from '../../fixtures/reportFixtures.ts';
import { DatasetWidget } from '../../registry/DatasetWidget.tsx';
import { SERVER_ERROR, createFixtureFetch } from '../../storybook/fixtureFetch.ts';
import type { AdlensStoryParameters } from '../../storybook/withAdlensProviders.tsx';
import { isKeywordsSummaryEmpty } from './keywordsSummaryData.ts';
import { keywordsSummaryWidget } from './keywordsSummaryWidget.ts';

const TITLE = 'Keywords Summary';
const DATASET = 'datasets/keywords-summary';
const SKELETON = 'keywords-summary-skeleton';
const { single, comparison, empty } = keywordsSummaryFixtures;

function KeywordsSummaryStory(props: ChartWidgetStoryProps) {
  return <DatasetWidget definition={keywordsSummaryWidget} {...props} />;
}

function fixtures(reply: Parameters<typeof createFixtureFetch>[0][string]): AdlensStoryParameters {
  return { fixtures: createFixtureFetch({ [DATASET]: reply }) };
}

/** What a user reads of one item: a table with every keyword's counts, impressions and spend. */
async function expectKeywords(canvasElement: HTMLElement, title: string, data: KeywordsSummaryResponse) {
  const table = await within(canvasElement).findByRole('table', { name: `Keywords of ${title}` });
  const rows = within(table).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(data.elements.length);
  for (const [index, keyword] of data.elements.entries()) {
    const cells = within(rows[index]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(within(rows[index]!).getByRole('rowheader')).toHaveTextContent(keyword.name);
    await expect(cells).toEqual([
      String(keyword.campaignsCount),
      String(keyword.advertisersCount),
      formatImpressions(keyword.impressions),
      formatCurrencyShort(keyword.expenses, data.currency),
    ]);
  }
  return table;
}

const meta = {
  title: 'Widgets/KeywordsSummary',
  component: KeywordsSummaryStory,
  args: { items: [FIRST_ITEM], filters: STORY_FILTERS },
  parameters: { adlens: fixtures({ body: single }) },
} satisfies Meta<typeof KeywordsSummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { adlens: fixtures('pending') },
  play: async ({ canvas }) => expectLoading(canvas, TITLE, SKELETON),
};

export const SingleAdvertiser: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Advertiser · All channels · All devices')).toBeVisible();
    await expectKeywords(canvasElement, FIRST_ITEM.title, single);
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
    ).filter(([, data]) => !isKeywordsSummaryEmpty(data));
    await canvas.findAllByRole('table');
    await expect(canvas.getAllByRole('table')).toHaveLength(shown.length);
    for (const [title, data] of shown) await expectKeywords(canvasElement, title, data);
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
    const table = await expectKeywords(canvasElement, FIRST_ITEM.title, single);
    await expect(within(table).getByRole('columnheader', { name: 'Domains' })).toBeVisible();
  },
};
