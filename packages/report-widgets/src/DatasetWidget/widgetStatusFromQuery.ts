import type { WidgetStatus } from '../WidgetCard/widgetStatus.ts';

export interface QueryState<TData> {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: TData | undefined;
}

/**
 * The card state of a query. A retry after an error shows the skeleton again, so pressing
 * 'Try again' visibly does something; an empty response is the empty state.
 */
export function widgetStatusFromQuery<TData>(
  query: QueryState<TData>,
  isEmpty: (data: TData) => boolean,
): WidgetStatus {
  if (query.status === 'pending') return 'loading';
  if (query.status === 'error') return query.fetchStatus === 'fetching' ? 'loading' : 'error';
  if (query.data === undefined) return 'loading';
  return isEmpty(query.data) ? 'empty' : 'success';
}
