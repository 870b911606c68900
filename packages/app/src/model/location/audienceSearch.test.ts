import { describe, expect, it } from 'vitest';
import { validateAudienceSearch } from './audienceSearch.ts';

describe('validateAudienceSearch', () => {
  it('keeps the market, period and demographic selection', () => {
    expect(
      validateAudienceSearch({ country: 'us', period: 'LAST_3_MONTHS', gender: 'FEMALE', age: 'AGE_25_34' }),
    ).toEqual({ country: 'US', period: 'LAST_3_MONTHS', gender: 'FEMALE', age: 'AGE_25_34' });
  });

  it('drops what does not parse, so a hand-edited URL still opens', () => {
    expect(validateAudienceSearch({ country: 'USA', period: 'LAST_99_YEARS', gender: 'OTHER', age: 18 })).toEqual({});
  });
});
