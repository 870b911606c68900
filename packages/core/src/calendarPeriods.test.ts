import { describe, expect, it } from 'vitest';
import { calendarPeriodOptions } from './calendarPeriods.ts';
import type { PeriodOption } from './datasets/reportDatasets.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The API's MONTHLY periods for data from `first` (a month) to `dataEnd`, the last cut to it. */
function months(first: string, dataEnd: string, flags: (month: string) => Partial<PeriodOption> = () => ({})) {
  const list: PeriodOption[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  for (;;) {
    const start = `${year}-${pad(month)}-01`;
    if (start > dataEnd) break;
    const last = `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
    const end = last > dataEnd ? dataEnd : last;
    list.push({
      id: `${start.replaceAll('-', '')}-${end.replaceAll('-', '')}`,
      code: start.slice(0, 7),
      type: 'MONTHLY',
      title: start.slice(0, 7),
      start,
      end,
      supportedIntervals: [],
      defaultInterval: { code: 'DAILY' },
      disabled: false,
      restricted: false,
      ...flags(start.slice(0, 7)),
    });
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return list;
}

describe('calendarPeriodOptions: years and quarters cut to the data', () => {
  const data = months('2025-01', '2026-12-06');

  it('offers each year the data touches, the last one to the last day of data', () => {
    const { years } = calendarPeriodOptions(data);
    expect(years.map(({ title, id, start, end, type }) => ({ title, id, start, end, type }))).toEqual([
      { title: '2025', id: '20250101-20251231', start: '2025-01-01', end: '2025-12-31', type: 'ANNUAL' },
      { title: '2026', id: '20260101-20261206', start: '2026-01-01', end: '2026-12-06', type: 'ANNUAL' },
    ]);
    expect(years.every((year) => !year.disabled && !year.restricted)).toBe(true);
  });

  it('offers the four quarters of each year, Q4 2026 to 6 Dec', () => {
    const { quarters } = calendarPeriodOptions(data);
    expect(quarters.map((quarter) => quarter.title)).toEqual([
      'Q1 2025',
      'Q2 2025',
      'Q3 2025',
      'Q4 2025',
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
      'Q4 2026',
    ]);
    expect(quarters[6]).toMatchObject({ id: '20260701-20260930', start: '2026-07-01', end: '2026-09-30' });
    expect(quarters[7]).toMatchObject({ id: '20261001-20261206', start: '2026-10-01', end: '2026-12-06' });
  });

  it('disables a quarter without a day of data, and only that', () => {
    const { quarters, years } = calendarPeriodOptions(months('2025-05', '2026-12-06'));
    expect(quarters.filter((quarter) => quarter.disabled).map((quarter) => quarter.title)).toEqual(['Q1 2025']);
    expect(quarters[1]).toMatchObject({ start: '2025-05-01', end: '2025-06-30', disabled: false });
    expect(years[0]).toMatchObject({ start: '2025-05-01', end: '2025-12-31', disabled: false });
  });

  it('restricts what is longer than the plan allows, or holds a month outside the plan', () => {
    const { years, quarters } = calendarPeriodOptions(data, 6);
    expect(years.every((year) => year.restricted)).toBe(true);
    expect(quarters.some((quarter) => quarter.restricted)).toBe(false);
    const locked = calendarPeriodOptions(
      months('2025-01', '2026-12-06', (month) => ({ restricted: month < '2025-03' })),
      null,
    );
    expect(locked.quarters.filter((quarter) => quarter.restricted).map((quarter) => quarter.title)).toEqual([
      'Q1 2025',
    ]);
  });

  it('is empty without monthly periods', () => {
    expect(calendarPeriodOptions([])).toEqual({ years: [], quarters: [] });
  });
});
