import { describe, expect, it } from 'vitest';
import type { PeriodOption } from './datasets/reportDatasets.ts';
import { periodForRange, rangePeriodOption, rebuildCustomPeriod, wholeRangePeriod } from './rangePeriod.ts';

function month(monthYear: string, end: string, flags: Partial<PeriodOption> = {}): PeriodOption {
  return {
    id: `${monthYear.replace('-', '')}01-${end.replaceAll('-', '')}`,
    code: monthYear,
    type: 'MONTHLY',
    title: monthYear,
    start: `${monthYear}-01`,
    end,
    supportedIntervals: [],
    defaultInterval: { code: 'DAILY' },
    disabled: false,
    restricted: false,
    ...flags,
  };
}

const last3: PeriodOption = {
  ...month('2026-08', '2026-10-31'),
  id: 'LAST_3_MONTHS',
  code: 'LAST_3_MONTHS',
  type: 'PREDEFINED',
  title: 'Last 3 months',
};

const options = [
  month('2026-06', '2026-06-30', { restricted: true }),
  month('2026-07', '2026-07-31'),
  month('2026-08', '2026-08-31'),
  month('2026-09', '2026-09-30', { disabled: true }),
  month('2026-10', '2026-10-31'),
  last3,
];

describe('rangePeriodOption', () => {
  it('composes a custom period with its id, title and intervals', () => {
    const option = rangePeriodOption({ start: '2026-07-01', end: '2026-08-31' }, options);
    expect(option).toMatchObject({
      id: '20260701-20260831',
      code: '20260701-20260831',
      type: 'RANGE',
      title: '1 Jul – 31 Aug 2026',
      defaultInterval: { code: 'WEEKLY' },
      disabled: false,
      restricted: false,
    });
  });

  it('is restricted when a month it touches is, even by one day', () => {
    expect(rangePeriodOption({ start: '2026-06-01', end: '2026-07-31' }, options).restricted).toBe(true);
    expect(rangePeriodOption({ start: '2026-06-30', end: '2026-07-31' }, options).restricted).toBe(true);
    expect(rangePeriodOption({ start: '2026-07-01', end: '2026-07-31' }, options).restricted).toBe(false);
  });

  it('is disabled only when none of the months it touches has data', () => {
    expect(rangePeriodOption({ start: '2026-08-01', end: '2026-10-31' }, options).disabled).toBe(false);
    expect(rangePeriodOption({ start: '2026-09-02', end: '2026-09-20' }, options).disabled).toBe(true);
    expect(rangePeriodOption({ start: '2025-01-01', end: '2025-01-31' }, options).disabled).toBe(true);
  });
});

describe('wholeRangePeriod', () => {
  it('runs from the earliest to the latest enabled, unrestricted monthly period', () => {
    expect(wholeRangePeriod(options)).toMatchObject({
      id: '20260701-20261031',
      start: '2026-07-01',
      end: '2026-10-31',
    });
  });

  it('does not exist without such a month', () => {
    expect(wholeRangePeriod([last3, options[0]!])).toBeUndefined();
  });
});

describe('rebuildCustomPeriod: a day range in a link is honoured', () => {
  it.each([
    ['20260701-20261031', '2026-07-01', '2026-10-31'],
    ['20260702-20261030', '2026-07-02', '2026-10-30'],
    ['20261020-20261031', '2026-10-20', '2026-10-31'],
    ['20260815-20260815', '2026-08-15', '2026-08-15'],
  ])('rebuilds %s as its own days', (id, start, end) => {
    expect(rebuildCustomPeriod(id, options)).toMatchObject({ id, type: 'RANGE', start, end });
  });

  it('cuts a range that runs past the data to the days with data', () => {
    expect(rebuildCustomPeriod('20261020-20261231', options)).toMatchObject({
      id: '20261020-20261031',
      start: '2026-10-20',
      end: '2026-10-31',
      title: '20 – 31 Oct 2026',
    });
    expect(rebuildCustomPeriod('20260101-20260610', options)).toMatchObject({ id: '20260601-20260610' });
  });

  it.each([
    ['20250101-20250131', 'outside the data'],
    ['20261031-20260701', 'reversed'],
    ['20260231-20260301', 'not a date'],
    ['LAST_3_MONTHS', 'not custom'],
  ])('gives undefined for %s (%s)', (id) => {
    expect(rebuildCustomPeriod(id, options)).toBeUndefined();
  });

  it('needs monthly periods to know the data', () => {
    expect(rebuildCustomPeriod('20260801-20261031', [last3])).toBeUndefined();
  });
});

describe('periodForRange', () => {
  it('uses an existing period with the same start and end', () => {
    expect(periodForRange({ start: '2026-07-01', end: '2026-07-31' }, options).code).toBe('2026-07');
    expect(periodForRange({ start: '2026-08-01', end: '2026-10-31' }, [last3]).id).toBe('LAST_3_MONTHS');
  });

  it('composes one otherwise', () => {
    expect(periodForRange({ start: '2026-07-01', end: '2026-08-31' }, options).id).toBe('20260701-20260831');
  });
});
