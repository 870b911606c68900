import type { DatasetRequest } from '@adlens/core';
import type { WidgetQueryInput } from '../contract/widgetDefinition.ts';

/**
 * The request of every audience widget (core audienceDatasets.ts): the advertiser, the period, the
 * country and the demographic selection. Audience panels have no channel, device or currency, so
 * those filters are not sent.
 */
export function buildAudienceRequest({ entities, filters }: WidgetQueryInput<unknown>): DatasetRequest {
  const request: DatasetRequest = { entities: entities.map(({ entityType, ids }) => ({ entityType, ids: [...ids] })) };
  if (filters.period) request.period = filters.period;
  if (filters.country) request.country = filters.country;
  if (filters.gender) request.gender = filters.gender;
  if (filters.age) request.age = filters.age;
  return request;
}

/** The impression map shows every country, so the country filter does not narrow it (core ImpressionMapResponse). */
export function buildWorldAudienceRequest(input: WidgetQueryInput<unknown>): DatasetRequest {
  const request = buildAudienceRequest(input);
  delete request.country;
  return request;
}
