import type { AdlensClient, ApiError } from '@adlens/api-client';
import { datasetQueryOptions } from '@adlens/api-client/query';
import {
  type ChannelOption,
  type CountryOption,
  type DatasetRequest,
  type ElementsResponse,
  FILTER_DATASETS,
} from '@adlens/core';
import type { UseQueryOptions } from '@tanstack/react-query';
import { buildItemRequest } from './buildItemRequest.ts';
import type { WidgetItem, WidgetFilters } from './widgetDefinition.ts';

/** Where an item has data is stable for minutes: every card and the filter bar share one answer. */
const STALE_MS = 5 * 60_000;

/** One item's request for a filter dataset, without the filters that dataset lists (and the currency). */
function itemFilterRequest(item: WidgetItem, filters: WidgetFilters, listed: 'country' | 'channel'): DatasetRequest {
  const {
    [listed]: _listed,
    currency: _currency,
    ...request
  } = buildItemRequest({
    entities: item.entities,
    filters,
    options: undefined,
    fullscreen: false,
  });
  return request;
}

/**
 * The countries where a report item has data for its channel and period (the `countries`
 * dataset, every country asked at once): the way out a card or the filter bar offers when the
 * chosen country has none of the item's data.
 */
export function itemCountriesQueryOptions(
  client: AdlensClient,
  item: WidgetItem,
  filters: WidgetFilters,
): UseQueryOptions<ElementsResponse<CountryOption>, ApiError> {
  return {
    ...datasetQueryOptions<ElementsResponse<CountryOption>>(
      client,
      FILTER_DATASETS.countries,
      itemFilterRequest(item, filters, 'country'),
    ),
    staleTime: STALE_MS,
  };
}

/**
 * The channels of a report item in its country and period, with its impressions in each (the
 * `channels` dataset, every channel listed): the way out the filter bar offers when a channel
 * remembered from another report holds none of this item's data.
 */
export function itemChannelsQueryOptions(
  client: AdlensClient,
  item: WidgetItem,
  filters: WidgetFilters,
): UseQueryOptions<{ channels: ElementsResponse<ChannelOption> }, ApiError> {
  return {
    ...datasetQueryOptions<{ channels: ElementsResponse<ChannelOption> }>(
      client,
      FILTER_DATASETS.channels,
      itemFilterRequest(item, filters, 'channel'),
    ),
    staleTime: STALE_MS,
  };
}
