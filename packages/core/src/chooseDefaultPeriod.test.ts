import { describe, expect, it } from 'vitest';
import { chooseDefaultPeriod } from './chooseDefaultPeriod.ts';
import type { PeriodOption } from './datasets/reportDatasets.ts';

function period(id: string, type: PeriodOption['type'], start: string, end: string, flags: Partial<PeriodOption> = {}) {
  return {
    id,
    code: id,
    type,
    title: id,
    start,
    end,
    supportedIntervals: [],
    defaultInterval: { code: 'DAILY' },
    disabled: false,
    restricted: false,
    ...flags,
  } satisfies PeriodOption;
}

const predefined = [
  period('LAST_7_DAYS', 'PREDEFINED', '2026-10-25', '2026-10-31'),
  period('LAST_30_DAYS', 'PREDEFINED', '2026-10-02', '2026-10-31'),
  period('LAST_3_MONTHS', 'PREDEFINED', '2026-08-01', '2026-10-31'),
  period('LAST_12_MONTHS', 'PREDEFINED', '2025-11-01', '2026-10-31'),
];
const months = [
  period('20260801-20260831', 'MONTHLY', '2026-08-01', '2026-08-31'),
  period('20260901-20260930', 'MONTHLY', '2026-09-01', '2026-09-30'),
  period('20261001-20261031', 'MONTHLY', '2026-10-01', '2026-10-31'),
];
const periods = [...predefined, ...months];

describe('default period', () => {
  it('takes the query parameter first, then the persisted period', () => {
    expect(chooseDefaultPeriod(periods, { query: 'LAST_7_DAYS', persisted: 'LAST_3_MONTHS' })?.id).toBe('LAST_7_DAYS');
    expect(chooseDefaultPeriod(periods, { query: 'NOPE', persisted: 'LAST_3_MONTHS' })?.id).toBe('LAST_3_MONTHS');
  });

  it('rebuilds a custom period from the URL when monthly periods bound it', () => {
    expect(chooseDefaultPeriod(periods, { query: '20260901-20261031' })).toMatchObject({
      id: '20260901-20261031',
      type: 'RANGE',
    });
  });

  it('honours a day range from the URL, not only whole months', () => {
    expect(chooseDefaultPeriod(periods, { query: '20261020-20261030', persisted: 'LAST_3_MONTHS' })).toMatchObject({
      id: '20261020-20261030',
      start: '2026-10-20',
      end: '2026-10-30',
    });
    // A saved day range is kept too.
    expect(chooseDefaultPeriod(periods, { persisted: '20260905-20260912' })?.id).toBe('20260905-20260912');
  });

  it('falls back to the whole range of monthly periods', () => {
    expect(chooseDefaultPeriod(periods)?.id).toBe('20260801-20261031');
  });

  it('then to LAST_30_DAYS, LAST_7_DAYS and the first available', () => {
    expect(chooseDefaultPeriod(predefined)?.id).toBe('LAST_30_DAYS');
    expect(chooseDefaultPeriod(predefined.filter((p) => p.id !== 'LAST_30_DAYS'))?.id).toBe('LAST_7_DAYS');
    expect(chooseDefaultPeriod(predefined.slice(2))?.id).toBe('LAST_3_MONTHS');
  });

  it('skips restricted and disabled periods', () => {
    const locked = periods.map((p) => (p.id === 'LAST_7_DAYS' ? { ...p, restricted: true } : p));
    expect(chooseDefaultPeriod(locked, { query: 'LAST_7_DAYS' })?.id).toBe('20260801-20261031');
    const lockedMonth = periods.map((p) => (p.type === 'MONTHLY' ? { ...p, disabled: true } : p));
    expect(chooseDefaultPeriod(lockedMonth)?.id).toBe('LAST_30_DAYS');
  });

  it('chooses the longest fitting period when the default is longer than the plan allows', () => {
    expect(chooseDefaultPeriod(periods, { query: 'LAST_12_MONTHS', maxMonths: 3 })?.id).toBe('LAST_3_MONTHS');
    expect(chooseDefaultPeriod(periods, { maxMonths: 1 })?.id).toBe('20260801-20260831');
    expect(chooseDefaultPeriod(periods, { query: 'LAST_12_MONTHS', maxMonths: 12 })?.id).toBe('LAST_12_MONTHS');
  });

  it('gives undefined when no period can be chosen', () => {
    expect(chooseDefaultPeriod([])).toBeUndefined();
    expect(chooseDefaultPeriod(predefined.map((p) => ({ ...p, disabled: true })))).toBeUndefined();
  });
});
