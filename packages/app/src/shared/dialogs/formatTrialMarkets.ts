/** A market (country) as the trial message lists it. */
export interface TrialMarket {
  /** Country code, e.g. 'PL'. */
  code: string;
  /** Country name, e.g. 'Poland'. */
  title: string;
}

/** More markets than this are listed by code. */
const TRIAL_MARKETS_TITLE_LIMIT = 10;

/**
 * The markets of the 'Trial Search Limit Reached' message: codes when there are more than
 * 10, otherwise titles, joined with commas.
 */
export function formatTrialMarkets(countries: readonly TrialMarket[]): string {
  const byCode = countries.length > TRIAL_MARKETS_TITLE_LIMIT;
  return countries.map((country) => (byCode ? country.code : country.title)).join(', ');
}
