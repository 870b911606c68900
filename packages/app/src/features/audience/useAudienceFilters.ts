import { datasetQueryOptions } from '@adlens/api-client/query';
import {
  AUDIENCE_DATASETS,
  type AudienceGendersResponse,
  type CountryOption,
  type ElementsResponse,
  type PeriodOption,
  chooseDefaultCountry,
  chooseDefaultPeriod,
} from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { readPersistedFilter } from '../../shared/runtime/persistedFilters.ts';
import { packageQueryOptions } from '../../shared/gating/useReportFilterOptions.ts';
import type { AudienceSearch } from '../../model/location/audienceSearch.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';

export type AudienceFiltersState =
  | { status: 'loading' }
  /** The advertiser has no audience the package can show: no period (or no market) to choose. */
  | { status: 'unavailable'; periodAvailable: boolean }
  | {
      status: 'ready';
      countries: CountryOption[];
      periods: PeriodOption[];
      maxMonths: number | null;
      /** The chosen market and period: the URL's, the saved ones, then the default choice's fallbacks. */
      country: string;
      period: string;
      /** The demographic selector's lists for the chosen market and period; null while they load. */
      lists: AudienceGendersResponse | null;
    };

const FIVE_MINUTES = 5 * 60_000;

/**
 * The audience page's filters: the
 * advertiser's markets (`audience/countries`, only with an id) and periods (`audience/periods`), the
 * chosen ones, and the gender and age lists (`audience/genders`) for them.
 */
export function useAudienceFilters(
  advertiserId: number,
  search: AudienceSearch,
  enabled: boolean,
): AudienceFiltersState {
  const { client } = useAdlensRuntime();
  const entities = [{ entityType: 'advertiser' as const, ids: [advertiserId] }];
  const pkg = useQuery(packageQueryOptions(client));
  const countries = useQuery({
    ...datasetQueryOptions<ElementsResponse<CountryOption>>(client, AUDIENCE_DATASETS.countries, { entities }),
    enabled,
    staleTime: FIVE_MINUTES,
  });
  const periods = useQuery({
    ...datasetQueryOptions<ElementsResponse<PeriodOption>>(client, AUDIENCE_DATASETS.periods, { entities }),
    enabled,
    staleTime: FIVE_MINUTES,
  });
  const maxMonths = pkg.data?.maxPeriodMonths ?? null;
  const period =
    periods.data &&
    chooseDefaultPeriod(periods.data.elements, {
      query: search.period,
      persisted: readPersistedFilter('period'),
      maxMonths,
    });
  const country =
    countries.data &&
    chooseDefaultCountry(countries.data.elements, { query: search.country, persisted: readPersistedFilter('country') });
  const lists = useQuery({
    ...datasetQueryOptions<AudienceGendersResponse>(client, AUDIENCE_DATASETS.genders, {
      entities,
      ...(country ? { country: country.code } : {}),
      ...(period ? { period: period.id } : {}),
    }),
    enabled: enabled && Boolean(country && period),
    staleTime: FIVE_MINUTES,
  });

  if (!countries.data || !periods.data) {
    // A failed list is an audience the page cannot show, not a page that loads forever.
    if (countries.isError || periods.isError) return { status: 'unavailable', periodAvailable: !periods.isError };
    return { status: 'loading' };
  }
  if (!country || !period) return { status: 'unavailable', periodAvailable: Boolean(period) };
  return {
    status: 'ready',
    countries: countries.data.elements,
    periods: periods.data.elements,
    maxMonths,
    country: country.code,
    period: period.id,
    lists: lists.data ?? null,
  };
}
