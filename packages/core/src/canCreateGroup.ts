/** What a comparison or group being saved is made of. */
export interface GroupComposition {
  instances: readonly number[];
  favoriteIds: readonly string[];
  unsavedGroups: readonly unknown[];
}

/**
 * Group creation: an instance comparison needs more than one instance, a
 * (saved) group or an unsaved group — a single entity alone is a report, not a group.
 */
export function canCreateGroup({ instances, favoriteIds, unsavedGroups }: GroupComposition): boolean {
  return instances.length > 1 || favoriteIds.length > 0 || unsavedGroups.length > 0;
}
