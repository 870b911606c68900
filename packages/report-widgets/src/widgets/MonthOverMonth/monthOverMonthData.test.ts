import { describe, expect, it } from 'vitest';
import { monthOverMonthFixtures } from '../../fixtures/reportFixtures.ts';
import { exportCells } from '../../DatasetWidget/toTsv.ts';
import { isMonthOverMonthEmpty, monthFiguresTitle, monthOverMonthBasisNote } from './monthOverMonthData.ts';
import { monthOverMonthWidget } from './monthOverMonthWidget.ts';

const { single, empty } = monthOverMonthFixtures;

describe('monthOverMonth data', () => {
  it('is empty when neither month has impressions', () => {
    expect(isMonthOverMonthEmpty(empty)).toBe(true);
    expect(isMonthOverMonthEmpty(single)).toBe(false);
  });

  it('names each side by its month, or by its days when a month to date is compared', () => {
    const june = { month: '2025-06', start: '2025-06-01', end: '2025-06-30', impressions: 1, expenses: 1 };
    expect(monthFiguresTitle(june, 'WHOLE_MONTHS')).toBe('Jun 2025');
    expect(monthFiguresTitle({ ...june, end: '2025-06-15' }, 'MONTH_TO_DATE')).toBe('1 – 15 Jun 2025');
  });

  it('says why the months compared are not simply the last two', () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;
    expect(monthOverMonthBasisNote({ ...single, basis: 'WHOLE_MONTHS' }, t)).toBeUndefined();
    const toDate = {
      ...single,
      basis: 'MONTH_TO_DATE' as const,
      previous: { ...single.previous, start: '2025-05-01' },
    };
    expect(monthOverMonthBasisNote(toDate, t)).toBe('widgets.monthOverMonth.monthToDate {"previous":"May 2025"}');
    const whole = {
      ...single,
      basis: 'LAST_WHOLE_MONTHS' as const,
      current: { ...single.current, start: '2025-05-01' },
    };
    expect(monthOverMonthBasisNote(whole, t)).toBe('widgets.monthOverMonth.lastWholeMonths {"month":"Jun 2025"}');
  });

  it('exports the previous month, then the current one with the change', () => {
    const item = { key: '5', title: 'nike.com', icon: null, entities: [] };
    const rows = exportCells(monthOverMonthWidget.exportTable, [{ item, data: single }]);
    // Months by name ('Jun 2025'), not '2025-06', with the days each counts.
    expect(rows.map((r) => r[1])).toEqual([
      monthFiguresTitle(single.previous, 'WHOLE_MONTHS'),
      monthFiguresTitle(single.current, 'WHOLE_MONTHS'),
    ]);
    expect(rows[1]!.slice(2, 4)).toEqual([single.current.start, single.current.end]);
    expect(rows[1]!.slice(4, 7)).toEqual([single.current.expenses, single.current.impressions, single.change.expenses]);
    expect(rows[0]![6]).toBeNull();
  });

  it('declares a view-token dataset (useViewToken)', () => {
    expect(monthOverMonthWidget.dataset).toBe('month-over-month-change');
    expect(monthOverMonthWidget.needsViewToken).toBe(true);
  });
});
