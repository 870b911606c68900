import fc from 'fast-check';
import type { SchemaArbitraryOptions } from './schemaArbitrary.ts';

const idHints = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom('(1,2)', '(5,6,7)', '5', '2147483648', '99999999999999999999', '(1,9007199254740993)'),
);

/** Values that reach past validation into the data: real codes and ids, by parameter or field name. */
export function fuzzHints(uuids: fc.Arbitrary<string>): SchemaArbitraryOptions['hints'] {
  return {
    advertiser: idHints,
    publisher: idHints,
    campaign: idHints,
    keyword: idHints,
    category: idHints,
    brand: idHints,
    channel: fc.constantFrom(
      'ALL-ALL',
      'DISPLAY-ALL',
      'DISPLAY-DESKTOP',
      'VIDEO-MOBILE',
      'CONNECTED_TV-SMART_TV',
      'NOPE-ALL',
    ),
    period: fc.constantFrom(
      'LAST_7_DAYS',
      'LAST_30_DAYS',
      'LAST_3_MONTHS',
      'LAST_12_MONTHS',
      'YEAR_TO_DATE',
      '20250101-20250331',
      '20250230-20250301',
      '20250601-20250101',
      '19700101-20991231',
    ),
    country: fc.constantFrom('US', 'GB', 'DE', 'FR', 'JP', 'XX'),
    countryId: fc.constantFrom('US', 'GB', 'DE', 'XX'),
    currency: fc.constantFrom('USD', 'EUR', 'GBP', 'XXX'),
    sort: fc.constantFrom('spend-desc', 'impressions-asc', 'name-asc', 'share-desc', 'nothing-desc'),
    size: fc.constantFrom('1', '5', '100', '101', '0', '9999', '99999999999999999999'),
    page: fc.constantFrom('0', '1', '1000', '2147483648', '99999999999999999999'),
    q: fc.constantFrom('nike', 'a', '%', '_', '.com'),
    search: fc.constantFrom('nike', 'a', '%', '_'),
    names: fc.constantFrom('nike.com,adidas.com', 'nike.com', ',', ''),
    instances: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 }),
    dataset: fc.constantFrom('top-publishers', 'advertisers', 'creatives', 'expenditure-trend', 'channels'),
    query: fc.constantFrom('advertiser=5&period=LAST_30_DAYS&size=5', 'publisher=3', 'advertiser=(1,2)', ''),
    'f.type': fc.constantFrom('in(DISPLAY,VIDEO)', 'contains(x)', 'between(1,2)', 'le(3)'),
    'f.publisher': fc.constantFrom('in(1,2)', 'contains(news)', 'ge(3)'),
    types: fc.constantFrom('GROUP', 'GROUP,COMPARISON', 'SINGLE,GROUP'),
    entityTypes: fc.constantFrom('advertiser', 'advertiser,publisher'),
    moduleTypes: fc.constantFrom('AD_INTELLIGENCE', 'AD_INTELLIGENCE,AUDIENCE'),
    gender: fc.constantFrom('MALE', 'FEMALE'),
    age: fc.constantFrom('AGE_18_24', 'AGE_65_PLUS'),
    brandPeriod: fc.constantFrom('LAST_3_MONTHS', 'LAST_12_MONTHS'),
    brandCountry: fc.constantFrom('US', 'GB'),
    dashboardId: uuids,
    favoriteId: uuids,
  };
}
