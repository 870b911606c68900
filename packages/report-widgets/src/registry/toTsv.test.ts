import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/translationKey.ts';
import { toTsv } from './toTsv.ts';

const t: Translate = (key) => `T:${key}`;

describe('toTsv (the widget card’s Copy data)', () => {
  it('writes a header of translated titles, then one line per row', () => {
    const columns = [
      { id: 'name', titleKey: 'entityType.advertiser', value: (row: { name: string; n: number | null }) => row.name },
      { id: 'n', titleKey: 'exportColumns.channel', value: (row: { name: string; n: number | null }) => row.n },
    ] as const;
    expect(
      toTsv(
        [
          { name: 'nike.com', n: 12 },
          { name: 'adidas.com', n: null },
        ],
        columns,
        t,
      ),
    ).toBe('T:entityType.advertiser\tT:exportColumns.channel\nnike.com\t12\nadidas.com\t');
  });

  it('keeps a value with tabs or line breaks inside its own cell', () => {
    const columns = [{ id: 'x', titleKey: 'exportColumns.channel', value: (row: string) => row }] as const;
    expect(toTsv(['a\tb\nc'], columns, t)).toBe('T:exportColumns.channel\na b c');
  });
});
