import {
  type ChannelExpenditure,
  type DataChannel,
  type EntityExpenditure,
  type EstimatedExpenditureResponse,
  combineEntityExpenditure,
  formatCurrencyShort,
  formatPercent,
} from '@adlens/core';
import type { WidgetItem } from '../../contract/widgetDefinition.ts';

/** Not enough data: no entity came back, or none of them has any spend. */
export function isEstimatedExpenditureEmpty(data: EstimatedExpenditureResponse): boolean {
  return data.elements.length === 0 || data.elements.every((element) => !element.expenses);
}

/**
 * One item's figures. The dataset answers per id, so a group's members are summed (core
 * combineEntityExpenditure, which the exports use too) and named after the item. (A master brand's
 * answer leaves out its sub-brands asked beside it, so the sum counts every campaign once.)
 */
export function itemExpenditure(item: WidgetItem, data: EstimatedExpenditureResponse): EntityExpenditure {
  const combined = combineEntityExpenditure(data.elements);
  if (!combined) throw new Error(`No figures for ${item.title}`);
  if (data.elements.length === 1) return combined;
  return { ...combined, entity: { ...combined.entity, id: -1, title: item.title, icon: item.icon } };
}

/**
 * The text of the chart's accessible description: every channel with its spend and share,
 * e.g. 'Display $1.2M (45%), Video $800K (30%)'.
 */
export function describeChannelBreakdown(
  byChannel: readonly ChannelExpenditure[],
  currency: string,
  channelName: (channel: DataChannel) => string,
): string {
  const total = byChannel.reduce((sum, { expenses }) => sum + expenses, 0);
  return byChannel
    .filter(({ expenses }) => expenses > 0)
    .map(
      ({ channel, expenses }) =>
        `${channelName(channel)} ${formatCurrencyShort(expenses, currency)} (${formatPercent((expenses / total) * 100)})`,
    )
    .join(', ');
}
