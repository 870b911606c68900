import {
  type EntityType,
  type FavoriteDetails,
  type ReportItem,
  type UnsavedGroup,
  reportItemEntityIds,
} from '@adlens/core';

/**
 * What a group of a report saves as a favourite: a regular GROUP of its entities, with its nested groups as named
 * virtual subgroups. It holds no filters and no benchmark: a saved group is a set of entities, opened with the
 * viewer's filters like any entity. `memberIds` are the ids the group's items resolved to (names and bookmarks inside
 * it need the API).
 */
export function groupFavoriteDetails(
  entityType: EntityType,
  group: Extract<ReportItem, { kind: 'group' }>,
  memberIds: readonly number[],
): FavoriteDetails {
  const unsavedGroups: UnsavedGroup[] = group.items.flatMap((item) =>
    item.kind === 'group' ? [{ name: item.title ?? 'Group', instances: reportItemEntityIds(item) }] : [],
  );
  const grouped = new Set(unsavedGroups.flatMap((subgroup) => subgroup.instances));
  return {
    type: 'GROUP',
    moduleType: 'AD_INTELLIGENCE',
    entityType,
    categoryId: null,
    instances: [...new Set(memberIds)].filter((id) => !grouped.has(id)),
    unsavedGroups,
    params: null,
  };
}
