import {
  type ChannelExpenditure,
  DATA_CHANNELS,
  type DataChannel,
  type DatasetRequest,
  type EstimatedExpenditureResponse,
  formatCurrencyShort,
  formatPercent,
} from '@adlens/core';
import type { WidgetQueryInput } from '../../registry/widgetDefinition.ts';

/** The dataset request of the widget: the chosen entities and the filter state (spec reports-data §7). */
export function buildEstimatedExpenditureRequest({ entities, filters }: WidgetQueryInput): DatasetRequest {
  const request: DatasetRequest = { entities: entities.map(({ entityType, ids }) => ({ entityType, ids: [...ids] })) };
  if (filters.channel) request.channel = filters.channel;
  if (filters.country) request.country = filters.country;
  if (filters.period) request.period = filters.period;
  return request;
}

/** Not enough data: no entity came back, or none of them has any spend. */
export function isEstimatedExpenditureEmpty(data: EstimatedExpenditureResponse): boolean {
  return data.elements.length === 0 || data.elements.every((element) => !element.expenses);
}

export interface EstimatedExpenditureExportRow {
  entity: string;
  channel: DataChannel;
  expenses: number;
  impressions: number;
}

/** One export row per entity and channel. */
export function estimatedExpenditureExportRows(data: EstimatedExpenditureResponse): EstimatedExpenditureExportRow[] {
  return data.elements.flatMap((element) =>
    element.byChannel.map(({ channel, expenses, impressions }) => ({
      entity: element.entity.title,
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
