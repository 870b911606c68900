import { type RecentDatapoint, type ReportItem, entityDisplayName } from '@adlens/core';
import { reportPath, reportQuery } from '../../model/location/reportLocation.ts';
import { REPORT_FILTER_KEYS, type ReportSearch } from '../../model/location/searchParams.ts';

/**
 * The report URL of a recent view: its single entities,
 * saved groups and virtual groups as URL items, its filters as query parameters, and the benchmark
 * category; null when nothing in it can be opened.
 */
export function recentHref({ details }: Pick<RecentDatapoint, 'details'>): string | null {
  const items: ReportItem[] = [
    ...details.instances.map((id): ReportItem => ({ kind: 'single', id })),
    ...details.favoriteIds.map((id): ReportItem => ({ kind: 'savedGroup', id })),
    ...details.unsavedGroups.map((group): ReportItem => ({
      kind: 'group',
      title: group.name,
      items: group.instances.map((id): ReportItem => ({ kind: 'single', id })),
    })),
  ];
  if (items.length === 0) return null;
  const search: ReportSearch = {};
  for (const key of REPORT_FILTER_KEYS) {
    const value = details.params[key];
    if (typeof value === 'string' && value) search[key] = value;
  }
  const benchmark = details.categoryId ?? undefined;
  const compare = details.type === 'comparison' && (items.length > 1 || benchmark !== undefined);
  if (compare && benchmark !== undefined) search.category = benchmark;
  return `${reportPath(details.entityType, items, compare)}${reportQuery(search)}`;
}

/** What a recent view is called: its entities' titles and group names ('vs' between compared ones). */
export function recentTitle({ details, favorites }: Pick<RecentDatapoint, 'details' | 'favorites'>): string {
  const names = [
    ...details.instances.map((id) => {
      const entity = details.entities.find((candidate) => candidate.id === id);
      return entity ? entityDisplayName(entity) : `#${id}`;
    }),
    ...details.favoriteIds.map((id) => favorites.find((favorite) => favorite.id === id)?.name ?? 'Saved group'),
    ...details.unsavedGroups.map((group) => group.name),
  ];
  return names.join(details.type === 'comparison' ? ' vs ' : ', ');
}
