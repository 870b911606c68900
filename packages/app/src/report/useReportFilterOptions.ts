import { datasetQueryOptions } from '@adlens/api-client/query';
import { type CurrencyOption, type ElementsResponse, FILTER_DATASETS, type PackageResponse } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { type ReportFilterOptions, reportFilterOptions } from './chooseReportFilters.ts';

export type ReportFilterOptionsState =
  | { status: 'loading' }
  /** The package could not be read: the report falls back to the URL's or the default filters. */
  | { status: 'failed' }
  | { status: 'ready'; options: ReportFilterOptions; features: PackageResponse['features'] };

/** The package's filter options (spec §7 `package` and `currencies` datasets), cached for the session. */
export function packageQueryOptions(client: ReturnType<typeof useAdlensRuntime>['client']) {
  return { ...datasetQueryOptions<PackageResponse>(client, FILTER_DATASETS.package, {}), staleTime: 5 * 60_000 };
}

export function currenciesQueryOptions(client: ReturnType<typeof useAdlensRuntime>['client']) {
  return {
    ...datasetQueryOptions<ElementsResponse<CurrencyOption>>(client, FILTER_DATASETS.currencies, {}),
    staleTime: 5 * 60_000,
  };
}

export function useReportFilterOptions(): ReportFilterOptionsState {
  const { client, config } = useAdlensRuntime();
  const pkg = useQuery(packageQueryOptions(client));
  const currencies = useQuery(currenciesQueryOptions(client));
  if (pkg.isError) return { status: 'failed' };
  // The currency list is optional: without it USD (or the URL's currency) stands (spec §4 Currency).
  if (!pkg.data || currencies.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    options: reportFilterOptions(pkg.data, currencies.data?.elements ?? [], config.integration !== 'none'),
    features: pkg.data.features,
  };
}
