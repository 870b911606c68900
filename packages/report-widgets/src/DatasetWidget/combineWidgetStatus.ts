import type { WidgetStatus } from '../WidgetCard/widgetStatus.ts';
import { type QueryState, widgetStatusFromQuery } from './widgetStatusFromQuery.ts';

/**
 * The card state of a widget that asks once per report item: loading while any item loads, the
 * error when any failed (a comparison missing a column would mislead), empty when every item is,
 * else success.
 */
export function combineWidgetStatus<TData>(
  queries: readonly QueryState<TData>[],
  isEmpty: (data: TData) => boolean,
): WidgetStatus {
  const statuses = queries.map((query) => widgetStatusFromQuery(query, isEmpty));
  if (statuses.length === 0 || statuses.includes('loading')) return 'loading';
  if (statuses.includes('error')) return 'error';
  return statuses.every((status) => status === 'empty') ? 'empty' : 'success';
}
