import {
  type TransactionMethodsResponse,
  formatCurrencyShort,
  formatImpressions,
  formatPercent,
  en,
} from '@adlens/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type ChartWidgetStoryProps, findChart } from '../../storybook/widgetStories.tsx';
import { widgetItemStories } from '../../storybook/widgetItemStories.ts';
import { widgetStateStories } from '../../storybook/widgetStateStories.tsx';
import { transactionMethodsFixtures } from '../../fixtures/reportFixtures.ts';
import { transactionMethodsWidget } from './transactionMethodsWidget.ts';

/** What a user reads of one item: its heading, every code's share of impressions, and the chart's description. */
async function expectItem(canvasElement: HTMLElement, title: string, data: TransactionMethodsResponse) {
  const article = await within(canvasElement).findByRole('article', { name: title });
  const legend = within(article).getByRole('list', { name: 'Share of impressions' });
  const table = within(article).getByRole('table', { name: `Transaction methods of ${title} by channel, impressions` });
  for (const entry of data.items) {
    const row = within(legend).getByText(typeName(entry.code)).closest('li')!;
    const tableRow = within(table)
      .getByRole('rowheader', { name: typeName(entry.code) })
      .closest('tr')!;
    await expect(tableRow.lastElementChild).toHaveTextContent(formatImpressions(entry.impressions));
    for (const channel of entry.byChannel ?? []) {
      await expect(tableRow).toHaveTextContent(formatImpressions(channel.impressions));
    }
    // The legend names its one metric, the share of impressions by default.
    await expect(row).toHaveTextContent(formatPercent(entry.share));
    await expect(row).not.toHaveTextContent(formatCurrencyShort(entry.expenses, data.currency));
  }
  const chart = await findChart(article, new RegExp(`^Transaction methods of ${title} by share of impressions: `));
  const top = data.items[0]!;
  await expect(chart.getAttribute('aria-label')).toContain(`${typeName(top.code)} ${formatPercent(top.share)}`);
  return article;
}

function typeName(code: TransactionMethodsResponse['items'][number]['code']): string {
  return en.widgets.transactionMethods[code];
}

const states = widgetStateStories(transactionMethodsWidget, transactionMethodsFixtures, {
  title: 'Transaction Methods',
  skeletonTestId: 'transaction-methods-skeleton',
});
const items = widgetItemStories(transactionMethodsWidget, transactionMethodsFixtures, { expectItem });

const meta = { title: 'Widgets/TransactionMethods', ...states.meta } satisfies Meta<ChartWidgetStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = states.Loading;
export const SingleAdvertiser: Story = items.SingleAdvertiser;
export const ComparisonOfTwo: Story = items.ComparisonOfTwo;
export const Empty: Story = states.Empty;
export const ErrorState: Story = { ...states.ErrorState, name: 'Error' };
export const Restricted: Story = states.Restricted;
export const EnWinmo: Story = items.EnWinmo;
