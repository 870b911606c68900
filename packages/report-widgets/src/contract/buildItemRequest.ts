import type { DatasetRequest } from '@adlens/core';
import type { WidgetQueryInput } from './widgetDefinition.ts';

/**
 * The request every widget starts from: one item's entities and the filter
 * state. Widgets add their own paging, sort and parameters to it.
 */
export function buildItemRequest({ entities, filters }: WidgetQueryInput<unknown>): DatasetRequest {
  const request: DatasetRequest = { entities: entities.map(({ entityType, ids }) => ({ entityType, ids: [...ids] })) };
  if (filters.channel) request.channel = filters.channel;
  if (filters.country) request.country = filters.country;
  if (filters.period) request.period = filters.period;
  if (filters.currency) request.currency = filters.currency;
  return request;
}
