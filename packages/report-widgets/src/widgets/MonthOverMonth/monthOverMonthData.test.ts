import { describe, expect, it } from 'vitest';
import { monthOverMonthFixtures } from '../../fixtures/reportFixtures.ts';
import { exportCells } from '../../registry/toTsv.ts';
import { formatMonth, isMonthOverMonthEmpty } from './monthOverMonthData.ts';
import { monthOverMonthWidget } from './monthOverMonthWidget.ts';

const { single, empty } = monthOverMonthFixtures;

describe('monthOverMonth data', () => {
  it('is empty when neither month has impressions', () => {
    expect(isMonthOverMonthEmpty(empty)).toBe(true);
    expect(isMonthOverMonthEmpty(single)).toBe(false);
  });

  it('names months as short month and year', () => {
    expect(formatMonth('2025-06')).toBe('Jun 2025');
    expect(formatMonth('2024-12')).toBe('Dec 2024');
    // Not a month: shown as the API wrote it.
    expect(formatMonth('2024-13')).toBe('2024-13');
    expect(formatMonth('June')).toBe('June');
    expect(formatMonth('later')).toBe('later');
  });

  it('exports the previous month, then the current one with the change', () => {
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    const rows = exportCells(monthOverMonthWidget.exportTable, [{ item, data: single }]);
    // issue 20: months by name ('Jun 2025'), not '2025-06'.
    expect(rows.map((r) => r[1])).toEqual([formatMonth(single.previous.month), formatMonth(single.current.month)]);
    expect(rows[1]!.slice(2, 5)).toEqual([single.current.expenses, single.current.impressions, single.change.expenses]);
    expect(rows[0]![4]).toBeNull();
  });

  it('declares a view-token dataset (spec §7 month-over-month-change: useViewToken)', () => {
    expect(monthOverMonthWidget.dataset).toBe('month-over-month-change');
    expect(monthOverMonthWidget.needsViewToken).toBe(true);
  });
});
