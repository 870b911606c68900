import { DATA_CHANNELS, en } from '@adlens/core';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { describe, expect, it } from 'vitest';
import { transactionMethodsFixtures } from '../../fixtures/reportFixtures.ts';
import { transactionDetails } from './transactionMethodsData.ts';
import { transactionMethodsWidget } from './transactionMethodsWidget.ts';

const { single, empty } = transactionMethodsFixtures;

describe('transactionDetails (the details by channel)', () => {
  it('has a column per channel with data in channel order and a row per method', () => {
    const details = transactionDetails(single);
    expect(details.channels).toEqual(DATA_CHANNELS.filter((c) => details.channels.includes(c)));
    expect(details.rows.map((r) => r.method)).toEqual(single.items.map((e) => e.code));
    for (const [index, row] of details.rows.entries()) {
      const entry = single.items[index]!;
      expect(row.byChannel.reduce((sum, c) => sum + c.impressions, 0)).toBe(entry.impressions);
      for (const [c, channel] of details.channels.entries()) {
        expect(row.byChannel[c]!.impressions).toBe(
          entry.byChannel?.find((b) => b.channel === channel)?.impressions ?? 0,
        );
      }
    }
  });

  it('is empty for an empty response', () => {
    expect(transactionDetails(empty)).toEqual({ channels: [], rows: [] });
  });
});

describe('transactionMethodsWidget', () => {
  it('reads transaction-methods and exports a row per item and method', () => {
    expect(transactionMethodsWidget.dataset).toBe('transaction-methods');
    expect(transactionMethodsWidget.isEmpty(empty)).toBe(true);
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    // Each method for all channels, then its details by channel.
    const rows = exportCells(transactionMethodsWidget.exportTable, [{ item, data: single }]);
    expect(rows).toHaveLength(single.items.reduce((n, method) => n + 1 + (method.byChannel?.length ?? 0), 0));
    expect(rows[0]!.slice(1, 3)).toEqual([en.widgets.transactionMethods[single.items[0]!.code], 'All channels']);
  });
});
