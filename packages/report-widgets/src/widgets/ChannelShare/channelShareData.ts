import { type ChannelShareResponse, DATA_CHANNELS, type DataChannel } from '@adlens/core';
import { shareOf, unionCodes } from '../../charts/distributionData.ts';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

export interface ChannelShareStacks {
  /** One stacked column per report item, in report order. */
  items: string[];
  /** One series per channel any item has, in DATA_CHANNELS order: each item's share of it. */
  series: { channel: DataChannel; shares: number[] }[];
}

/** Stacked columns of share of voice: x = the report items, stacks = the channels (0–100 each). */
export function channelShareStacks(items: readonly WidgetItemData<ChannelShareResponse>[]): ChannelShareStacks {
  const channels = unionCodes(
    items.map(({ data }) => data),
    DATA_CHANNELS,
  );
  return {
    items: items.map(({ item }) => item.title),
    series: channels.map((channel) => ({ channel, shares: items.map(({ data }) => shareOf(data, channel)) })),
  };
}
