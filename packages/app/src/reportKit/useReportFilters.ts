import { ADLENS_WHITE_LABEL, type WhiteLabelDefaultFilters, type WidgetFilters } from '@adlens/report-widgets';
import { DEFAULT_USER_PREFERENCES, parseChannel } from '@adlens/core';
import { userPreferencesQueryOptions } from '@adlens/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSavedSettings } from './useSavedSettings.ts';
import {
  DEFAULT_REPORT_FILTERS,
  REPORT_FILTER_KEYS,
  type ReportFilterKey,
  type ReportSearch,
} from '../model/location/searchParams.ts';
import {
  type ReportFilterOptions,
  type ReportFilterValues,
  chooseReportFilters,
} from '../shared/gating/chooseReportFilters.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { useSearchLimitAnalytics } from '../shared/analytics/useSearchLimitAnalytics.ts';
import { persistedKeyOf, readReportFilter, writePersistedFilter } from '../shared/runtime/persistedFilters.ts';
import { type ReportFilterOptionsState, useReportFilterOptions } from '../shared/gating/useReportFilterOptions.ts';

export type ReportFiltersState =
  | { status: 'loading' }
  | { status: 'unavailable'; channelAvailable: boolean; periodAvailable: boolean; lockedChannels: number }
  | {
      status: 'ready';
      values: ReportFilterValues;
      filters: WidgetFilters;
      /** Null when the package could not be read (the bar then offers only what the URL holds). */
      options: ReportFilterOptions | null;
    };

export interface UseReportFiltersInput {
  search: ReportSearch;
  /** A brand report: its period and country are the user's brand period and country. */
  brand?: boolean;
}

function toWidgetFilters(values: ReportFilterValues, subBrands = true): WidgetFilters {
  return {
    channel: values.channel ? parseChannel(values.channel) : undefined,
    country: values.country,
    period: values.period,
    currency: values.currency,
    // With brandHierarchyEnabled off, a brand report without its sub-brands says so.
    ...(subBrands ? {} : { subBrands: false }),
  };
}

/**
 * The report's filters from the package's options and the URL's values (the default choice,
 * docs/product/filters.md), as the page shows them; the report's early requests choose with it too.
 */
export function chooseReportFiltersState(
  optionsState: ReportFilterOptionsState,
  query: ReportFilterValues,
  defaults: WhiteLabelDefaultFilters = ADLENS_WHITE_LABEL.defaultFilters,
  { brand = false, subBrands = true }: { brand?: boolean; subBrands?: boolean } = {},
): ReportFiltersState {
  const withHierarchy = brand ? subBrands : true;
  if (optionsState.status === 'loading') return { status: 'loading' };
  // A brand report starts from the brand period and
  // country, until the user chose some, from the ones every report shares.
  const saved = Object.fromEntries(
    REPORT_FILTER_KEYS.map((key) => [key, readReportFilter(key, brand) ?? undefined]),
  ) as ReportFilterValues;
  if (optionsState.status === 'failed') {
    const values: ReportFilterValues = {
      channel: query.channel ?? DEFAULT_REPORT_FILTERS.channel,
      period: query.period ?? defaults.period,
      country: query.country ?? defaults.country ?? undefined,
      currency: query.currency,
    };
    return { status: 'ready', values, filters: toWidgetFilters(values, withHierarchy), options: null };
  }
  // The white-label's default country (none by default) comes after the
  // user's saved one and a sales-tool token's.
  const country = saved.country ?? optionsState.options.partnerCountry ?? defaults.country ?? undefined;
  const persisted: ReportFilterValues = { ...saved, ...(country ? { country } : {}) };
  const choice = chooseReportFilters(optionsState.options, {
    query,
    persisted,
    appDefaultChannel: DEFAULT_REPORT_FILTERS.channel,
    integration: false, // options are already filtered for the integration
  });
  if (choice.kind === 'unavailable') return { status: 'unavailable', ...choice };
  return {
    status: 'ready',
    values: choice.values,
    filters: toWidgetFilters(choice.values, withHierarchy),
    options: optionsState.options,
  };
}

/**
 * A report's filters: chosen from the URL, then the saved choice, then core's fallbacks against the
 * package's options (docs/product/filters.md). The URL holds only what someone chose — the user, or
 * the link they followed — and is written once per user action: a user's change goes into the URL
 * as a new history entry and is saved. The defaults are not written back after load; every link,
 * bookmark and export the report makes carries the chosen values instead.
 */
export function useReportFilters({ search, brand = false }: UseReportFiltersInput) {
  const navigate = useNavigate();
  const optionsState = useReportFilterOptions();
  // A brand report counts sub-brands as the user chose (brandHierarchyEnabled).
  const { client } = useAdlensRuntime();
  const preferences = useQuery({ ...userPreferencesQueryOptions(client), enabled: brand });
  const subBrands = preferences.data?.brandHierarchyEnabled ?? DEFAULT_USER_PREFERENCES.brandHierarchyEnabled;
  const waiting = brand && preferences.isPending;
  const { defaultFilters } = useAdlensRuntime().config.whiteLabel;
  const query: ReportFilterValues = {
    channel: search.channel,
    country: search.country,
    period: search.period,
    currency: search.currency,
  };
  const queryKey = REPORT_FILTER_KEYS.map((key) => query[key] ?? '').join('|');

  const chosen: ReportFiltersState = useMemo(
    () =>
      waiting
        ? { status: 'loading' }
        : chooseReportFiltersState(optionsState, query, defaultFilters, { brand, subBrands }),
    // queryKey stands for the query values
    [optionsState, queryKey, defaultFilters, brand, subBrands, waiting],
  );
  const chosenKey =
    chosen.status === 'ready' ? REPORT_FILTER_KEYS.map((key) => chosen.values[key] ?? '').join('|') : '';
  // The same state while the choice is the same: a user's choice of the value the report already
  // shows changes the URL but not the report, and every widget would render again for a new filters
  // object.
  const state = useMemo(() => chosen, [optionsState, chosen.status, chosenKey, subBrands]);

  // A choice is kept on the server too, for every browser.
  const { save } = useSavedSettings();
  const trackSearchLimit = useSearchLimitAnalytics();
  const change = (key: ReportFilterKey, value: string) => {
    if (state.status === 'ready') trackSearchLimit(state.values, key, value);
    const persistedKey = persistedKeyOf(key, brand);
    writePersistedFilter(persistedKey, value);
    // The device is a key of its own too, the channel's `-DEVICE` suffix.
    const device = key === 'channel' ? parseChannel(value)?.device : undefined;
    void save({ [persistedKey]: value, ...(device ? { device } : {}) });
    // A user's choice is a new history entry in the page's own URL.
    void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, [key]: value }) });
  };
  return { state, change };
}
