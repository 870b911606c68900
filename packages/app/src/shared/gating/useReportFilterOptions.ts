import { datasetQueryOptions, sessionClaimsQueryOptions } from '@adlens/api-client/query';
import { type CurrencyOption, type ElementsResponse, FILTER_DATASETS, type PackageResponse } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { type ReportFilterOptions, reportFilterOptions } from './chooseReportFilters.ts';

export type ReportFilterOptionsState =
  | { status: 'loading' }
  /** The package could not be read: the report falls back to the URL's or the default filters. */
  | { status: 'failed' }
  | { status: 'ready'; options: ReportFilterOptions; features: PackageResponse['features'] };

/** The package's filter options, cached for the session. */
export function packageQueryOptions(client: ReturnType<typeof useAdlensRuntime>['client']) {
  return { ...datasetQueryOptions<PackageResponse>(client, FILTER_DATASETS.package, {}), staleTime: 5 * 60_000 };
}

export function currenciesQueryOptions(client: ReturnType<typeof useAdlensRuntime>['client']) {
  return {
    ...datasetQueryOptions<ElementsResponse<CurrencyOption>>(client, FILTER_DATASETS.currencies, {}),
    staleTime: 5 * 60_000,
  };
}

/**
 * The filter options of what has arrived: `pkg` undefined while the package loads (or when it
 * failed), `currencies` undefined while they load — a failed list counts as empty.
 */
export function reportFilterOptionsState(
  pkg: PackageResponse | undefined,
  pkgFailed: boolean,
  currencies: readonly CurrencyOption[] | undefined,
  integration: boolean,
  partnerCountry?: string,
): ReportFilterOptionsState {
  if (pkgFailed) return { status: 'failed' };
  // The currency list is optional: without it USD (or the URL's currency) stands.
  if (!pkg || currencies === undefined) return { status: 'loading' };
  return {
    status: 'ready',
    options: reportFilterOptions(pkg, currencies, integration, partnerCountry),
    features: pkg.features,
  };
}

export function useReportFilterOptions(): ReportFilterOptionsState {
  const { client, config } = useAdlensRuntime();
  const pkg = useQuery(packageQueryOptions(client));
  const currencies = useQuery(currenciesQueryOptions(client));
  const currencyList = currencies.isPending ? undefined : (currencies.data?.elements ?? []);
  const integration = config.integration !== 'none';
  // The sales tool's token names the user's country; the filters wait for it so it is not chosen late.
  const salesTool = config.integration === 'sales-tool';
  const claims = useQuery({ ...sessionClaimsQueryOptions(client), enabled: salesTool });
  const partnerCountry = claims.data?.salesTool?.country;
  const claimsPending = salesTool && claims.isPending;
  // The same object while nothing changed: the page chooses its filters again only when it does
  // (currencyList is derived from the currencies query's data and state).
  return useMemo(
    () =>
      claimsPending
        ? { status: 'loading' }
        : reportFilterOptionsState(pkg.data, pkg.isError, currencyList, integration, partnerCountry),
    [pkg.data, pkg.isError, currencies.data, currencies.isPending, integration, claimsPending, partnerCountry],
  );
}
