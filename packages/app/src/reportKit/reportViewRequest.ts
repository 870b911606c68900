import {
  type EntityType,
  type ReportItem,
  type ReportViewRequest,
  type UnsavedGroup,
  nextVirtualGroupNumber,
  reportItemEntityIds,
  virtualGroupTitle,
} from '@adlens/core';
import type { ReportVariant } from '../model/location/reportLocation.ts';
import { REPORT_FILTER_KEYS } from '../model/location/searchParams.ts';
import type { ReportFilterValues } from '../shared/gating/chooseReportFilters.ts';

export interface ReportViewContext {
  entityType: EntityType;
  variant: ReportVariant;
  items: readonly ReportItem[];
  /** The applied filters, written as the report URL writes them. */
  params: Record<string, string>;
  /** The benchmark category of a comparison. */
  categoryId?: number;
  /** Entity ids that `name:` items resolved to. */
  namedIds?: readonly number[];
}

/**
 * The POST security/tokens/report payload of a report: single entities are
 * `instances`, saved groups `favoriteIds`, virtual groups `unsavedGroups` (an untitled one gets the
 * next free 'Group N' name), the filters `params`; a comparison is COMPARISON.
 */
export function reportViewRequest(context: ReportViewContext): ReportViewRequest {
  const instances: number[] = [];
  const favoriteIds: string[] = [];
  const unsavedGroups: UnsavedGroup[] = [];
  const titles = context.items.flatMap((item) => (item.kind === 'group' ? [item.title] : []));
  const usedTitles = new Set(titles.filter((title): title is string => title !== null));
  for (const item of context.items) {
    if (item.kind === 'single') instances.push(item.id);
    else if (item.kind === 'savedGroup') favoriteIds.push(item.id);
    else if (item.kind === 'group') {
      let name = item.title;
      if (name === null) {
        name = virtualGroupTitle(nextVirtualGroupNumber(usedTitles));
        usedTitles.add(name);
      }
      unsavedGroups.push({ name, instances: reportItemEntityIds(item) });
    }
  }
  for (const id of context.namedIds ?? []) if (!instances.includes(id)) instances.push(id);
  const request: ReportViewRequest = {
    type: context.variant === 'compare' ? 'COMPARISON' : 'REGULAR',
    moduleType: 'AD_INTELLIGENCE',
    entityType: context.entityType,
    instances,
    favoriteIds,
    unsavedGroups,
    params: context.params,
  };
  if (context.categoryId !== undefined) request.categoryId = context.categoryId;
  return request;
}

/** The applied filters as the view's `params`: the report URL's filter parameters that are set. */
export function filterParams(values: ReportFilterValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of REPORT_FILTER_KEYS) if (values[key]) params[key] = values[key];
  return params;
}
