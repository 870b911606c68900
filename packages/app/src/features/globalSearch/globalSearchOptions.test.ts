import { DICTIONARIES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { filtersLabel } from './globalSearchOptions.ts';

const en = DICTIONARIES.en;

describe('the filters a global search figure is for', () => {
  it('names a period as the report does, with its country and any channel but all of them', () => {
    expect(filtersLabel(en, { period: 'LAST_30_DAYS', country: 'US' }, undefined)).toBe('Last 30 days · US');
    expect(filtersLabel(en, { period: 'LAST_3_MONTHS', channel: 'DISPLAY-ALL' }, undefined)).toBe(
      'Last 3 months · All countries · Display',
    );
  });

  it("writes a custom range as the report's header does, not as the API's ISO dates", () => {
    const period = { id: '20260101-20260331', start: '2026-01-01', end: '2026-03-31' };
    expect(filtersLabel(en, { period: period.id }, period)).toBe('1 Jan – 31 Mar 2026 · All countries');
  });
});
