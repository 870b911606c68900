import { AGE_GROUPS, type AgeGroup, GENDERS, type Gender, isValidPeriodId } from '@adlens/core';

/**
 * The audience pages' query: the market
 * (`country`, ISO code; none is the package's markets), the `period`, and the demographic selection
 * (`gender`, `age`; none is everybody). Lenient like the report query: what does not parse is dropped.
 */
export interface AudienceSearch {
  country?: string;
  period?: string;
  gender?: Gender;
  age?: AgeGroup;
}

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export function validateAudienceSearch(search: Record<string, unknown>): AudienceSearch {
  const out: AudienceSearch = {};
  if (typeof search.country === 'string' && COUNTRY_CODE.test(search.country)) {
    out.country = search.country.toUpperCase();
  }
  const period = typeof search.period === 'number' ? String(search.period) : search.period;
  if (typeof period === 'string' && isValidPeriodId(period)) out.period = period;
  if (GENDERS.includes(search.gender as Gender)) out.gender = search.gender as Gender;
  if (AGE_GROUPS.includes(search.age as AgeGroup)) out.age = search.age as AgeGroup;
  return out;
}
