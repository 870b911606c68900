import { describe, expect, it } from 'vitest';
import { validateReportSearch, validateRootSearch } from './searchParams.ts';

describe('validateRootSearch', () => {
  it('accepts force as the boolean or the string the URL carries', () => {
    expect(validateRootSearch({ force: true })).toEqual({ force: true });
    expect(validateRootSearch({ force: 'true' })).toEqual({ force: true });
    expect(validateRootSearch({ force: 'false' })).toEqual({});
    expect(validateRootSearch({ force: 1 })).toEqual({});
  });

  it('keeps jwt and refreshUrl strings only', () => {
    expect(validateRootSearch({ jwt: 'a.b.c', refreshUrl: '/x', other: 'y' })).toEqual({
      jwt: 'a.b.c',
      refreshUrl: '/x',
    });
    expect(validateRootSearch({ jwt: 5, refreshUrl: '' })).toEqual({});
  });
});

describe('validateReportSearch (channel TYPE-DEVICE, period codes)', () => {
  it('keeps valid filters', () => {
    expect(validateReportSearch({ channel: 'VIDEO-MOBILE', period: 'LAST_30_DAYS' })).toEqual({
      channel: 'VIDEO-MOBILE',
      period: 'LAST_30_DAYS',
    });
  });

  it('drops values that do not parse', () => {
    expect(validateReportSearch({ channel: 'CONNECTED_TV-DESKTOP', period: 'LAST_2_DAYS' })).toEqual({});
    expect(validateReportSearch({ channel: 42 })).toEqual({});
  });
});

describe('validateReportSearch: the report parameters', () => {
  it('keeps country, custom periods, currency and the report controls, as the router parses them', () => {
    expect(
      validateReportSearch({
        country: 'us',
        period: 20260101,
        currency: 'eur',
        category: 12,
        entityId: '7',
        refresh: 1732200000,
        widget: 'top-ads',
        reload: true,
        publisherId: 5,
      }),
    ).toEqual({
      country: 'US',
      currency: 'EUR',
      category: 12,
      entityId: 7,
      refresh: '1732200000',
      widget: 'top-ads',
      reload: true,
      publisherId: 5,
    });
    expect(validateReportSearch({ period: '20260101-20260331' })).toEqual({ period: '20260101-20260331' });
  });

  it('drops malformed controls', () => {
    expect(
      validateReportSearch({ category: -1, entityId: 'x', widget: '<script>', reload: 'no', country: 'USA' }),
    ).toEqual({});
  });
});
