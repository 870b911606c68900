import { type EntityType, entityDisplayName } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { resolveEntities } from '../../reportKit/resolveEntities.ts';

export type PublisherSliceState =
  /** The report reads every publisher. */
  | { status: 'none' }
  /** The publisher's name is still being read: the widgets wait, so none asks for every publisher. */
  | { status: 'loading' }
  | { status: 'ready'; publisher: { id: number; title: string } };

/**
 * A campaign opened from a publisher's report (`publisherId` in its URL) reads that publisher's slice
 * (docs/product/campaign-on-a-publisher.md). Its name is what the page and every card state; a failed
 * lookup names the publisher by its id rather than leaving the report blank.
 */
export function usePublisherSlice(entityType: EntityType, publisherId: number | undefined): PublisherSliceState {
  const { client } = useAdlensRuntime();
  const sliced = entityType === 'campaign' && publisherId !== undefined;
  const publisher = useQuery({
    queryKey: ['adlens', 'entities', 'publisher', String(publisherId)],
    queryFn: ({ signal }) => resolveEntities(client, 'publisher', [publisherId!], signal),
    enabled: sliced,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!sliced) return { status: 'none' };
  if (publisher.isPending) return { status: 'loading' };
  // Named with its kind, as everywhere a publisher is named alone ('Crimson News 2 (YT channel)').
  const found = publisher.data?.[0];
  const title = found ? entityDisplayName(found) : `Publisher #${publisherId}`;
  return { status: 'ready', publisher: { id: publisherId, title } };
}

/**
 * The report's filters with the publisher slice in them, so every reader of the filters — widgets,
 * the view token's prefetch, exports — asks for the same publisher's figures; loading while the
 * publisher's name is read.
 */
export function useSlicedFilters(state: ReportFiltersState, slice: PublisherSliceState): ReportFiltersState {
  const publisher = slice.status === 'ready' ? slice.publisher : undefined;
  return useMemo(() => {
    if (slice.status === 'loading' && state.status === 'ready') return { status: 'loading' };
    if (!publisher || state.status !== 'ready') return state;
    return { ...state, filters: { ...state.filters, publisher } };
  }, [state, slice.status, publisher?.id, publisher?.title]);
}
