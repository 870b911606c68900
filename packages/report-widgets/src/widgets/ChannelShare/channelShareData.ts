import { type ChannelShareResponse, DATA_CHANNELS, type DataChannel } from '@adlens/core';
import { shareOf, unionCodes } from '../../charts/distributionData.ts';
import { inReportOrder } from '../../contract/inReportOrder.ts';
import type { MissingItem, WidgetItemData } from '../../contract/widgetDefinition.ts';

export interface ChannelShareStacks {
  /** One stacked column per report item, in report order, compared items without data included. */
  items: { title: string; missing: boolean }[];
  /**
   * One series per channel any item has, in DATA_CHANNELS order: each item's share of it, `null`
   * for an item without data (its column stays, empty, rather than reading 0 %).
   */
  series: { channel: DataChannel; shares: (number | null)[] }[];
}

/** Stacked columns of share of voice: x = the report items, stacks = the channels (0–100 each). */
export function channelShareStacks(
  items: readonly WidgetItemData<ChannelShareResponse>[],
  missing: readonly MissingItem[] = [],
): ChannelShareStacks {
  const channels = unionCodes(
    items.map(({ data }) => data),
    DATA_CHANNELS,
  );
  const places = inReportOrder(items, missing);
  return {
    items: places.map(({ entry, missing: gap }) => ({ title: (entry ?? gap).item.title, missing: !entry })),
    series: channels.map((channel) => ({
      channel,
      shares: places.map(({ entry }) => (entry ? shareOf(entry.data, channel) : null)),
    })),
  };
}
