import type { CountryOption } from './datasets/reportDatasets.ts';
import { isSelectableOption } from './isSelectableOption.ts';

export interface DefaultCountrySources {
  /** Country code from the report URL. */
  query?: string | null;
  /** The user's last choice (persisted settings key `country`), a country code. */
  persisted?: string | null;
  /**
   * A trial customer: the URL may name a country
   * outside the package — a premium search the server counts. Saved choices and fallbacks never do.
   */
  premium?: boolean;
}

/**
 * Default filter choice, Country: the query parameter, the persisted country,
 * then the first available one that is not restricted. Codes match case-insensitively; a source
 * naming a country that cannot be chosen is skipped.
 */
export function chooseDefaultCountry(
  countries: readonly CountryOption[],
  { query, persisted, premium = false }: DefaultCountrySources = {},
): CountryOption | undefined {
  const selectable = countries.filter(isSelectableOption);
  const byCode = (code: string | null | undefined, among: readonly CountryOption[] = selectable) =>
    code ? among.find((country) => country.code.toLowerCase() === code.toLowerCase()) : undefined;
  const queried = premium
    ? byCode(
        query,
        countries.filter((country) => !country.disabled),
      )
    : byCode(query);
  return queried ?? byCode(persisted) ?? selectable[0];
}
