import { type ReportViewRequest, type UnsavedGroup, serializeChannel } from '@adlens/core';
import type { WidgetItem, WidgetFilters } from './widgetDefinition.ts';

/** An unsaved group's name is 1–64 characters (the API's schema). */
const GROUP_NAME_MAX = 64;

/**
 * The report view token request of a widget drawn outside a report page: its own items as
 * the report's — a single entity as an instance, a group of ids as an unsaved group, a category
 * benchmark as `categoryId` — and its filters as the report URL writes them, so the token covers every id the widget asks its datasets about.
 */
export function widgetViewRequest(items: readonly WidgetItem[], filters: WidgetFilters): ReportViewRequest {
  const compared = items.filter((item) => !item.benchmark);
  const entityType = compared[0]?.entities[0]?.entityType ?? items[0]?.entities[0]?.entityType ?? 'advertiser';
  const instances: number[] = [];
  const unsavedGroups: UnsavedGroup[] = [];
  compared.forEach((item, index) => {
    const ids = item.entities.filter((entry) => entry.entityType === entityType).flatMap((entry) => entry.ids);
    if (ids.length === 1) {
      if (!instances.includes(ids[0]!)) instances.push(ids[0]!);
    } else if (ids.length > 1) {
      const name = item.title.trim().slice(0, GROUP_NAME_MAX) || `Group ${index + 1}`;
      unsavedGroups.push({ name, instances: ids });
    }
  });
  const request: ReportViewRequest = {
    type: compared.length > 1 ? 'COMPARISON' : 'REGULAR',
    moduleType: 'AD_INTELLIGENCE',
    entityType,
    instances,
    favoriteIds: [],
    unsavedGroups,
    params: filterParams(filters),
  };
  const benchmark = items.find((item) => item.benchmark)?.entities.find((entry) => entry.entityType === 'category');
  if (benchmark?.ids.length === 1) request.categoryId = benchmark.ids[0]!;
  return request;
}

/** The filters a report view names (channel `TYPE-DEVICE`, country, period, currency), as set. */
function filterParams(filters: WidgetFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.channel) params.channel = serializeChannel(filters.channel);
  if (filters.country) params.country = filters.country;
  if (filters.period) params.period = filters.period;
  if (filters.currency) params.currency = filters.currency;
  return params;
}
