import { describe, expect, it } from 'vitest';
import { excelDateFormat, excelNumberFormat, excelValue, sheetNames, tsvCell } from './cellFormats.ts';

describe('sheet names (Excel: 31 characters, unique, none of []:*?/\\)', () => {
  it('cleans, cuts and numbers repeats, keeping reserved names free', () => {
    expect(
      sheetNames(
        ['Report', 'Estimated expenditure – a-very-long-advertiser.com', 'a/b:c*d?e[f]g\\h', 'Top ads', 'top ads'],
        ['Report'],
      ),
    ).toEqual(['Report (2)', 'Estimated expenditure – a-very-', 'a b c d e f g h', 'Top ads', 'top ads (2)']);
    expect(sheetNames(['x'.repeat(40), 'x'.repeat(40)])[1]).toBe(`${'x'.repeat(27)} (2)`);
  });
});

describe('formats', () => {
  it('turns the app date format into an Excel one and writes numbers by kind', () => {
    expect(excelDateFormat('DD.MM.YYYY')).toBe('dd.mm.yyyy');
    expect(excelNumberFormat('integer', 'YYYY-MM-DD', 'EUR')).toBe('#,##0');
    expect(excelNumberFormat('money', 'YYYY-MM-DD', 'EUR')).toBe('#,##0.00 "EUR"');
    expect(excelNumberFormat('percent', 'YYYY-MM-DD', undefined)).toBe('0.00%');
    expect(excelNumberFormat('date', 'MM/DD/YYYY', undefined)).toBe('mm/dd/yyyy');
    expect(excelNumberFormat('text', 'YYYY-MM-DD', undefined)).toBeUndefined();
  });

  it('writes percentages as Excel percentages and dates as dates', () => {
    expect(excelValue(40.25, 'percent')).toBe(0.4025);
    expect(excelValue('2025-06-30', 'date')).toEqual(new Date('2025-06-30T00:00:00Z'));
    expect(excelValue('2025-06-30', 'text')).toBe('2025-06-30');
  });

  it('writes TSV cells with the decimal delimiter and date format, without tabs or line breaks', () => {
    const settings = { decimalDelimiter: ',', dateFormat: 'DD.MM.YYYY' } as const;
    // Money with its two decimals: $10.90, never $10.9.
    expect(tsvCell(1234.5, 'money', settings)).toBe('1234,50');
    expect(tsvCell(12.5, 'percent', settings)).toBe('12,5');
    expect(tsvCell(1234, 'integer', settings)).toBe('1234');
    expect(tsvCell('2025-06-30', 'date', settings)).toBe('30.06.2025');
    expect(tsvCell('a\tb\nc', 'text', settings)).toBe('a b c');
    expect(tsvCell(null, 'text', settings)).toBe('');
  });
});
