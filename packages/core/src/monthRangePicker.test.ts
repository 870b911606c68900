import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MONTH_SELECTION,
  monthPickerItems,
  monthPickerYears,
  monthRangeResult,
  selectMonth,
  selectionFromPeriod,
  yearNavigation,
  type MonthPickerConstraints,
} from './monthRangePicker.ts';

const constraints: MonthPickerConstraints = { minDate: '2024-11-01', maxDate: '2026-10-31' };
const pick = (...months: string[]) => months.reduce(selectMonth, EMPTY_MONTH_SELECTION);
const flagged = (items: ReturnType<typeof monthPickerItems>, flag: 'selected' | 'disabled' | 'partiallySelected') =>
  items.filter((item) => item[flag]).map((item) => item.monthYear);

describe('month picker clicks', () => {
  it('sets the start, then the end', () => {
    expect(pick('2026-03')).toEqual({ from: '2026-03', to: null, covered: null });
    expect(pick('2026-03', '2026-05')).toEqual({ from: '2026-03', to: '2026-05', covered: null });
  });

  it('swaps a reversed range', () => {
    expect(pick('2026-05', '2025-12')).toEqual({ from: '2025-12', to: '2026-05', covered: null });
  });

  it('begins a new selection on the third click', () => {
    expect(pick('2026-03', '2026-05', '2026-01')).toEqual({ from: '2026-01', to: null, covered: null });
  });

  it('accepts the same month twice as a one-month range', () => {
    expect(pick('2026-03', '2026-03')).toEqual({ from: '2026-03', to: '2026-03', covered: null });
  });

  it('always yields an ordered complete range after two clicks', () => {
    const month = fc
      .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, month: m }) => `${year}-${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(month, month, (a, b) => {
        const { from, to } = pick(a, b);
        expect([from, to]).toEqual([a, b].sort());
      }),
    );
  });
});

describe('month picker items', () => {
  it('describes each month of a year panel', () => {
    const items = monthPickerItems(2026, pick('2026-02', '2026-04'), constraints);
    expect(items).toHaveLength(12);
    expect(items[1]).toEqual({
      index: 1,
      monthName: 'Feb',
      monthYear: '2026-02',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      partialData: false,
      selected: true,
      partiallySelected: false,
      selectionStart: true,
      selectionMiddle: false,
      selectionEnd: false,
      disabled: false,
    });
    expect(items[2]).toMatchObject({ selectionMiddle: true, selectionStart: false, selectionEnd: false });
    expect(items[3]).toMatchObject({ selectionEnd: true, selectionMiddle: false });
    expect(flagged(items, 'selected')).toEqual(['2026-02', '2026-03', '2026-04']);
  });

  it('marks a lone start as both start and end of a one-month selection', () => {
    const items = monthPickerItems(2026, pick('2026-02'), constraints);
    expect(items[1]).toMatchObject({ selected: true, selectionStart: true, selectionEnd: true });
  });

  it('selects across the year boundary', () => {
    const selection = pick('2025-11', '2026-02');
    expect(flagged(monthPickerItems(2025, selection, constraints), 'selected')).toEqual(['2025-11', '2025-12']);
    expect(flagged(monthPickerItems(2026, selection, constraints), 'selected')).toEqual(['2026-01', '2026-02']);
  });

  it('marks months an applied period covers only in part', () => {
    const selection = selectionFromPeriod({ start: '2026-10-02', end: '2026-10-31' });
    expect(flagged(monthPickerItems(2026, selection, constraints), 'partiallySelected')).toEqual(['2026-10']);
    const last3 = selectionFromPeriod({ start: '2026-08-01', end: '2026-10-31' });
    expect(flagged(monthPickerItems(2026, last3, constraints), 'partiallySelected')).toEqual([]);
  });

  it('disables months without a day of data and months not allowed', () => {
    expect(flagged(monthPickerItems(2026, EMPTY_MONTH_SELECTION, constraints), 'disabled')).toEqual([
      '2026-11',
      '2026-12',
    ]);
    expect(flagged(monthPickerItems(2024, EMPTY_MONTH_SELECTION, constraints), 'disabled')).toHaveLength(10);
    const allowed = { ...constraints, allowedMonths: ['2026-01', '2026-02'] };
    expect(flagged(monthPickerItems(2026, EMPTY_MONTH_SELECTION, allowed), 'disabled')).toHaveLength(10);
  });

  it('clips the first and last months to the min and max dates', () => {
    const clipped = { minDate: '2026-01-15', maxDate: '2026-10-20' };
    const items = monthPickerItems(2026, EMPTY_MONTH_SELECTION, clipped);
    expect(items[0]).toMatchObject({ startDate: '2026-01-15', endDate: '2026-01-31', partialData: true });
    expect(items[9]).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-20', partialData: true });
    expect(items[5]).toMatchObject({ partialData: false, disabled: false });
  });

  it('keeps the month the data is still filling selectable for the days it has', () => {
    // Data to 6 Dec 2026, read on 7 Dec: December has six days of data and can be picked.
    const december = { minDate: '2025-01-01', maxDate: '2026-12-06' };
    const items = monthPickerItems(2026, EMPTY_MONTH_SELECTION, december);
    expect(items[11]).toMatchObject({
      monthYear: '2026-12',
      startDate: '2026-12-01',
      endDate: '2026-12-06',
      partialData: true,
      disabled: false,
    });
    expect(monthRangeResult(pick('2026-11', '2026-12'), december)?.periodId).toBe('20261101-20261206');
  });

  it('disables months beyond the maximum count while only the start is chosen', () => {
    const limited = { ...constraints, maxMonths: 3 };
    const enabled = monthPickerItems(2026, pick('2026-05'), limited)
      .filter((item) => !item.disabled)
      .map((item) => item.monthYear);
    expect(enabled).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07']);
    expect(flagged(monthPickerItems(2026, pick('2026-05', '2026-06'), limited), 'disabled')).toEqual([
      '2026-11',
      '2026-12',
    ]);
  });
});

describe('year panels', () => {
  it('gives a single listed year its previous year', () => {
    expect(monthPickerYears([2026])).toEqual([2025, 2026]);
    expect(monthPickerYears([2026, 2024, 2025, 2026])).toEqual([2024, 2025, 2026]);
  });

  it('bounds navigation by the listed years', () => {
    const years = [2024, 2025, 2026];
    expect(yearNavigation(years, 2024)).toEqual({ canGoBack: false, canGoForward: true });
    expect(yearNavigation(years, 2025)).toEqual({ canGoBack: true, canGoForward: false });
    expect(yearNavigation([2025, 2026], 2025)).toEqual({ canGoBack: false, canGoForward: false });
  });
});

describe('month range output', () => {
  it('gives fromMonthYear, toMonthYear and the composed custom period id', () => {
    expect(monthRangeResult(pick('2026-02', '2026-04'))).toEqual({
      fromMonthYear: '2026-02',
      toMonthYear: '2026-04',
      range: { start: '2026-02-01', end: '2026-04-30' },
      periodId: '20260201-20260430',
    });
  });

  it('clips the range to the data', () => {
    expect(
      monthRangeResult(pick('2024-02', '2024-02'), { minDate: '2024-02-10', maxDate: '2024-02-20' })?.periodId,
    ).toBe('20240210-20240220');
  });

  it('is undefined until both ends are chosen', () => {
    expect(monthRangeResult(EMPTY_MONTH_SELECTION)).toBeUndefined();
    expect(monthRangeResult(pick('2026-02'))).toBeUndefined();
  });
});
