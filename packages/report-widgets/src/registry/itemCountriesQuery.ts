import type { AdlensClient, ApiError } from '@adlens/api-client';
import { datasetQueryOptions } from '@adlens/api-client/query';
import { type CountryOption, type ElementsResponse, FILTER_DATASETS } from '@adlens/core';
import type { UseQueryOptions } from '@tanstack/react-query';
import { buildItemRequest } from './buildItemRequest.ts';
import type { ReportItem, WidgetFilters } from './widgetDefinition.ts';

/**
 * The countries where a report item has data for its channel and period (spec reports-data §7
 * `countries`, every country asked at once): the way out a card or the filter bar offers when the
 * chosen country has none of the item's data (issue 20).
 */
export function itemCountriesQueryOptions(
  client: AdlensClient,
  item: ReportItem,
  filters: WidgetFilters,
): UseQueryOptions<ElementsResponse<CountryOption>, ApiError> {
  const {
    country: _country,
    currency: _currency,
    ...request
  } = buildItemRequest({
    entities: item.entities,
    filters,
    options: undefined,
    fullscreen: false,
  });
  return {
    ...datasetQueryOptions<ElementsResponse<CountryOption>>(client, FILTER_DATASETS.countries, request),
    staleTime: 5 * 60_000,
  };
}
