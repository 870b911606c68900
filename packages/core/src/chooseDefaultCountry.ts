import type { CountryOption } from './datasets/reportDatasets.ts';
import { isSelectableOption } from './isSelectableOption.ts';

export interface DefaultCountrySources {
  /** Country code from the report URL. */
  query?: string | null;
  /** The user's last choice (persisted settings key `country`), a country code. */
  persisted?: string | null;
}

/**
 * spec reports-data §4 Default filter choice, Country: the query parameter, the persisted country,
 * then the first available one that is not restricted. Codes match case-insensitively; a source
 * naming a country that cannot be chosen is skipped.
 */
export function chooseDefaultCountry(
  countries: readonly CountryOption[],
  { query, persisted }: DefaultCountrySources = {},
): CountryOption | undefined {
  const selectable = countries.filter(isSelectableOption);
  const byCode = (code: string | null | undefined) =>
    code ? selectable.find((country) => country.code.toLowerCase() === code.toLowerCase()) : undefined;
  return byCode(query) ?? byCode(persisted) ?? selectable[0];
}
