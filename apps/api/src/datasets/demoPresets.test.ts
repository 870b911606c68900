import { describe, expect, it } from 'vitest';
import { fitFilters, presetPeriodId } from './demoPresets.ts';
import type { PackageAccess } from './packageAccess.ts';

const meta = { dataStart: '2025-01-01', dataEnd: '2025-06-30' };

const access = (overrides: Partial<PackageAccess>): PackageAccess => ({
  id: 1,
  code: 'BASIC',
  customerType: 'B2B',
  channels: ['DISPLAY', 'VIDEO', 'SOCIAL'],
  countries: ['US', 'GB', 'DE'],
  allMarkets: false,
  maxPeriodMonths: 6,
  reportViewLimits: { DAILY: 5, MONTHLY: 100 },
  resultsLimits: { CAMPAIGN: 50, CREATIVE: 100 },
  features: { category: false, brand: false, advertiserBenchmark: false, brandBenchmark: false },
  ...overrides,
});

describe('presetPeriodId (30, 90, 360 days or a date range)', () => {
  it('keeps period codes', () => {
    expect(presetPeriodId({ code: 'LAST_12_MONTHS' }, meta)).toBe('LAST_12_MONTHS');
  });

  it("counts whole months back from the data's last month", () => {
    expect(presetPeriodId({ fromMonthsAgo: 4, toMonthsAgo: 3 }, meta)).toBe('20250201-20250331');
    expect(presetPeriodId({ fromMonthsAgo: 1, toMonthsAgo: 0 }, { ...meta, dataEnd: '2025-06-17' })).toBe(
      '20250501-20250617',
    );
  });

  it('cuts a range to the data, and reads the last 3 months when none of it is inside', () => {
    expect(presetPeriodId({ fromMonthsAgo: 8, toMonthsAgo: 4 }, meta)).toBe('20250101-20250228');
    expect(presetPeriodId({ fromMonthsAgo: 9, toMonthsAgo: 8 }, meta)).toBe('LAST_3_MONTHS');
  });
});

describe("fitFilters (examples stay inside the user's package)", () => {
  const filters = { period: 'LAST_12_MONTHS', channel: 'INAPP-MOBILE', country: 'JP' };

  it('reads all channels, the largest market and the longest period that fit instead', () => {
    expect(fitFilters(filters, access({}), meta.dataEnd)).toEqual({
      period: 'LAST_3_MONTHS',
      channel: 'ALL-ALL',
      country: 'US',
    });
    expect(fitFilters(filters, access({ maxPeriodMonths: 1 }), meta.dataEnd).period).toBe('LAST_30_DAYS');
  });

  it('leaves what the package opens as it is', () => {
    const open = access({ channels: ['INAPP'], countries: ['JP'], maxPeriodMonths: null });
    expect(fitFilters(filters, open, meta.dataEnd)).toEqual(filters);
    expect(fitFilters(filters, access({ allMarkets: true, maxPeriodMonths: 12 }), meta.dataEnd)).toMatchObject({
      period: 'LAST_12_MONTHS',
      country: 'JP',
    });
  });
});
