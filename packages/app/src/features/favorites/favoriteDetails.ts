import type { FavoriteDetails, FavoriteType, ReportItem, ReportViewRequest, SavedGroup } from '@adlens/core';

/**
 * What a bookmark of the open report holds: its entities and
 * groups — the contents of any bookmark it opened, so the new one stands alone — its type and the
 * filters applied now.
 */
export function favoriteDetailsOf(view: ReportViewRequest, opened: readonly SavedGroup[]): FavoriteDetails {
  const members = opened.filter((favorite) => view.favoriteIds.includes(favorite.id));
  return {
    type: view.type === 'COMPARISON' ? 'COMPARISON' : 'GROUP',
    moduleType: view.moduleType,
    entityType: view.entityType,
    categoryId: view.categoryId ?? null,
    instances: [...new Set([...view.instances, ...members.flatMap((favorite) => favorite.details.instances)])],
    unsavedGroups: [...view.unsavedGroups, ...members.flatMap((favorite) => favorite.details.unsavedGroups)],
    params: view.params,
  };
}

/**
 * The report items a bookmark stands for: its entities and its groups. Next to other items a plain
 * group stays one group under its name (the way it was saved); alone it opens as it was saved.
 */
export function savedGroupItems(favorite: SavedGroup, alone: boolean): ReportItem[] {
  const items: ReportItem[] = [
    ...favorite.details.instances.map((id): ReportItem => ({ kind: 'single', id })),
    ...favorite.details.unsavedGroups.map((group): ReportItem => ({
      kind: 'group',
      title: group.name,
      items: group.instances.map((id): ReportItem => ({ kind: 'single', id })),
    })),
  ];
  if (alone || favorite.details.type === 'COMPARISON' || items.length === 1) return items;
  return [{ kind: 'group', title: favorite.name, items }];
}

/** The type label of a bookmark: the entity type, and 'comparison' or 'group' for several. */
export function favoriteKind(favorite: SavedGroup): FavoriteType | 'SINGLE' {
  const { instances, unsavedGroups, type } = favorite.details;
  if (type === 'GROUP' && instances.length === 1 && unsavedGroups.length === 0) return 'SINGLE';
  return type;
}
