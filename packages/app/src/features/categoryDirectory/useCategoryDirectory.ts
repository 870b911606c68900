import { datasetQueryOptions } from '@adlens/api-client/query';
import { CATEGORY_DIRECTORY_DATASET, type CategoryDirectoryResponse, type DatasetRequest } from '@adlens/core';
import type { WidgetFilters } from '@adlens/report-widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';

/**
 * The category tree with impressions for the chosen filters (`datasets/category-directory`). Waits
 * for the filters; while new filters load, the last answer stays on screen (marked busy) rather than
 * flashing the skeleton.
 */
export function useCategoryDirectory(filters: WidgetFilters | null) {
  const { client } = useAdlensRuntime();
  const request: DatasetRequest = {
    ...(filters?.channel ? { channel: filters.channel } : {}),
    ...(filters?.country ? { country: filters.country } : {}),
    ...(filters?.period ? { period: filters.period } : {}),
  };
  return useQuery({
    ...datasetQueryOptions<CategoryDirectoryResponse>(client, CATEGORY_DIRECTORY_DATASET, request),
    enabled: filters !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
