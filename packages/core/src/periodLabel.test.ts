import { describe, expect, it } from 'vitest';
import { periodLabel, periodUnavailableReason } from './periodLabel.ts';

describe('periodLabel: a period is named with its days', () => {
  it.each([
    [
      { type: 'PREDEFINED', title: 'Last 7 days', start: '2026-11-30', end: '2026-12-06' },
      'Last 7 days (30 Nov – 6 Dec 2026)',
    ],
    [
      { type: 'PREDEFINED', title: 'Year to date', start: '2026-01-01', end: '2026-12-06' },
      'Year to date (1 Jan – 6 Dec 2026)',
    ],
    [{ type: 'QUARTERLY', title: 'Q4 2026', start: '2026-10-01', end: '2026-12-06' }, 'Q4 2026 (1 Oct – 6 Dec 2026)'],
    [{ type: 'ANNUAL', title: '2025', start: '2025-01-01', end: '2025-12-31' }, '2025 (1 Jan – 31 Dec 2025)'],
    [
      { type: 'MONTHLY', title: 'December 2026', start: '2026-12-01', end: '2026-12-06' },
      'December 2026 (1 – 6 Dec 2026)',
    ],
    [{ type: 'RANGE', title: '20 – 30 Nov 2026', start: '2026-11-20', end: '2026-11-30' }, '20 – 30 Nov 2026'],
  ] as const)('%o reads %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });
});

describe('periodUnavailableReason: the true reason a period cannot be chosen', () => {
  const period = { start: '2026-01-01', end: '2026-12-06', disabled: false, restricted: false };
  it('names the plan limit when the period is longer than the plan allows', () => {
    expect(periodUnavailableReason({ ...period, restricted: true }, 6)).toBe('tooLong');
  });
  it('says outside the plan when the plan excludes it for another reason', () => {
    expect(periodUnavailableReason({ ...period, restricted: true }, 12)).toBe('notInPlan');
    expect(periodUnavailableReason({ ...period, restricted: true }, null)).toBe('notInPlan');
  });
  it('says no data only for a period without data', () => {
    expect(periodUnavailableReason({ ...period, disabled: true }, null)).toBe('noData');
    expect(periodUnavailableReason(period, 12)).toBeUndefined();
  });
});
