import {
  DATASET_EXPORT_TABLES,
  EXPORT_NO_DATA,
  type ExportTable,
  en,
  exportColumnTitle,
  exportTableOf,
  noDataRow,
} from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { adTypesFixtures } from '../fixtures/reportFixtures.ts';
import { toTsv } from './toTsv.ts';
import { WIDGETS } from '../catalogue/widgets.ts';

const item = { key: '5', title: 'nike.com', icon: null, entities: [] };

describe('Copy data and the server’s files share one definition', () => {
  it.each(Object.values(WIDGETS).map((definition) => [definition.type, definition] as const))(
    '%s copies the columns of its dataset’s core export table, the one the API writes',
    (_type, definition) => {
      const server = exportTableOf(definition.dataset);
      expect(server, `no export table for ${definition.dataset}`).toBeDefined();
      // The very same object the registry of core keys by dataset…
      expect(definition.exportTable).toBe(
        DATASET_EXPORT_TABLES[definition.dataset as keyof typeof DATASET_EXPORT_TABLES],
      );
      // …so the card's header line is the workbook's header row, title for title.
      const header = toTsv(definition.exportTable as ExportTable<unknown, unknown>, [], { currency: 'EUR' });
      expect(header.split('\t')).toEqual(
        server!.columns.map((column) => exportColumnTitle(column, { currency: 'EUR' })),
      );
    },
  );
});

describe('toTsv (the widget card’s Copy data)', () => {
  it('writes human titles with units, then one line per row with names, not codes', () => {
    const text = toTsv(WIDGETS['ad-types-distribution'].exportTable, [{ item, data: adTypesFixtures.single }], {
      currency: 'USD',
    });
    const [header, first] = text.split('\n');
    expect(header).toBe('Report item\tAd type\tShare of impressions (%)\tImpressions\tSpend (USD)');
    const { code, share, impressions, expenses } = adTypesFixtures.single.items[0]!;
    expect(first!.split('\t')).toEqual([
      'nike.com',
      en.widgets.adTypes[code],
      String(share),
      String(impressions),
      expenses.toFixed(2),
    ]);
    expect(first).not.toMatch(/[A-Z]{2,}_[A-Z]/);
  });

  it('says Domain for Advertiser in en-winmo and keeps tabs and line breaks inside their cell', () => {
    const table = WIDGETS['top-campaigns'].exportTable;
    expect(toTsv(table, [], { currency: 'USD', language: 'en-winmo' }).split('\t')).toContain('Domain');
    const data = { ...adTypesFixtures.single, items: [{ ...adTypesFixtures.single.items[0]! }] };
    const text = toTsv(WIDGETS['ad-types-distribution'].exportTable, [{ item: { ...item, title: 'a\tb\nc' }, data }], {
      currency: 'USD',
    });
    expect(text.split('\n')[1]!.startsWith('a b c\t')).toBe(true);
  });

  it('keeps a compared item without data as a row that says so, as the server’s files do', () => {
    const text = toTsv(
      WIDGETS['ad-types-distribution'].exportTable,
      [{ item, data: adTypesFixtures.single }],
      { currency: 'USD' },
      ['adidas.com'],
    );
    const last = text.split('\n').at(-1)!.split('\t');
    expect(last[0]).toBe('adidas.com');
    expect(last).toContain(EXPORT_NO_DATA);
    // The same row the API writes into its Excel and TSV.
    const server = exportTableOf('ad-types-distribution')!;
    expect(last).toEqual(noDataRow(server.columns, 'adidas.com')!.map((cell) => cell ?? ''));
  });
});
