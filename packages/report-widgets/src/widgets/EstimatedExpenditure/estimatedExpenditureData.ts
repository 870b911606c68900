import {
  type ChannelExpenditure,
  DATA_CHANNELS,
  type DataChannel,
  type EntityExpenditure,
  type EstimatedExpenditureResponse,
  formatCurrencyShort,
  formatPercent,
} from '@adlens/core';
import type { ReportItem, WidgetItemData } from '../../registry/widgetDefinition.ts';

/** Not enough data: no entity came back, or none of them has any spend. */
export function isEstimatedExpenditureEmpty(data: EstimatedExpenditureResponse): boolean {
  return data.elements.length === 0 || data.elements.every((element) => !element.expenses);
}

function change(current: number, previous: number): number | null {
  return previous === 0 ? null : ((current - previous) / previous) * 100;
}

/**
 * One item's figures. The dataset answers per id, so a group's members are summed here: spend,
 * impressions and channels add up; CPM and change are recomputed from the sums. (A master brand's
 * answer leaves out its sub-brands asked beside it, so the sum counts every campaign once.)
 */
export function itemExpenditure(item: ReportItem, data: EstimatedExpenditureResponse): EntityExpenditure {
  const [first, ...rest] = data.elements;
  if (!first) throw new Error(`No figures for ${item.title}`);
  if (rest.length === 0) return first;
  const sum = (pick: (e: EntityExpenditure) => number) => data.elements.reduce((total, e) => total + pick(e), 0);
  const expenses = sum((e) => e.expenses);
  const impressions = sum((e) => e.impressions);
  const previous = { expenses: sum((e) => e.previous.expenses), impressions: sum((e) => e.previous.impressions) };
  const byChannel = new Map<DataChannel, ChannelExpenditure>();
  for (const { channel, expenses: spend, impressions: shown } of data.elements.flatMap((e) => e.byChannel)) {
    const entry = byChannel.get(channel) ?? { channel, expenses: 0, impressions: 0 };
    byChannel.set(channel, { channel, expenses: entry.expenses + spend, impressions: entry.impressions + shown });
  }
  return {
    entity: { ...first.entity, id: -1, title: item.title, icon: item.icon },
    expenses,
    impressions,
    cpm: impressions === 0 ? null : (expenses / impressions) * 1000,
    previous,
    change: { expenses: change(expenses, previous.expenses), impressions: change(impressions, previous.impressions) },
    byChannel: [...byChannel.values()].sort((a, b) => b.expenses - a.expenses),
  };
}

export interface EstimatedExpenditureExportRow {
  entity: string;
  channel: DataChannel;
  expenses: number;
  impressions: number;
}

/** One export row per item and channel. */
export function estimatedExpenditureExportRows(
  items: readonly WidgetItemData<EstimatedExpenditureResponse>[],
): EstimatedExpenditureExportRow[] {
  return items.flatMap(({ item, data }) =>
    itemExpenditure(item, data).byChannel.map(({ channel, expenses, impressions }) => ({
      entity: item.title,
      channel,
      expenses,
      impressions,
    })),
  );
}

/** The colour of a channel: fixed by its place in DATA_CHANNELS, so comparisons colour alike. */
export function channelColor(channel: DataChannel, colors: readonly string[]): string {
  if (colors.length === 0) throw new Error('The theme has no data colours');
  return colors[DATA_CHANNELS.indexOf(channel) % colors.length]!;
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
