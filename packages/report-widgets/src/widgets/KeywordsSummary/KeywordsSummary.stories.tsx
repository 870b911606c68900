import { type KeywordsSummaryResponse, formatCurrencyShort, formatImpressions } from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ChartWidgetStoryProps, FIRST_ITEM, subheaderPattern } from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { keywordsSummaryFixtures } from '../../fixtures/reportFixtures.ts';
import { keywordsSummaryWidget } from './keywordsSummaryWidget.ts';

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

const states = widgetStateStories(keywordsSummaryWidget, keywordsSummaryFixtures, {
  title: 'Keywords Summary',
  skeletonTestId: 'keywords-summary-skeleton',
});
const items = widgetItemStories(keywordsSummaryWidget, keywordsSummaryFixtures, {
  expectItem: expectKeywords,
  itemRole: 'table',
});

const meta = { title: 'Widgets/KeywordsSummary', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;
export const ComparisonOfTwo: Story = items.ComparisonOfTwo;
export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;

export const EnWinmo: Story = {
  ...items.EnWinmo,
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText(subheaderPattern('Domain'))).toBeVisible();
    const table = await expectKeywords(canvasElement, FIRST_ITEM.title, keywordsSummaryFixtures.single);
    await expect(within(table).getByRole('columnheader', { name: 'Domains' })).toBeVisible();
  },
};
