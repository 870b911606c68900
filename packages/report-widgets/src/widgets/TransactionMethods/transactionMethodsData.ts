import {
  type BuyingMethod,
  DATA_CHANNELS,
  type DataChannel,
  type Measures,
  type TransactionMethodsResponse,
} from '@adlens/core';

export interface TransactionDetails {
  /** Channels that have any impressions, in DATA_CHANNELS order: the table's columns. */
  channels: DataChannel[];
  /** One row per method in the response's order, its measures per channel (zero where none). */
  rows: { method: BuyingMethod; total: Measures; byChannel: Measures[] }[];
}

/** The details table of one item: transaction methods by channel (the response's `byChannel`). */
export function transactionDetails(data: TransactionMethodsResponse): TransactionDetails {
  const present = new Set(data.items.flatMap((entry) => (entry.byChannel ?? []).map((c) => c.channel)));
  const channels = DATA_CHANNELS.filter((channel) => present.has(channel));
  return {
    channels,
    rows: data.items.map((entry) => ({
      method: entry.code,
      total: { impressions: entry.impressions, expenses: entry.expenses },
      byChannel: channels.map((channel) => {
        const found = entry.byChannel?.find((c) => c.channel === channel);
        return { impressions: found?.impressions ?? 0, expenses: found?.expenses ?? 0 };
      }),
    })),
  };
}
