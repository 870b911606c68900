/** Recently viewed reports. */
import type { RecentDatapoint } from './datasets/reportViews.ts';
import type { EntitySummary, EntityType } from './entityType.ts';

/** Recent datapoint: recent types SINGLE, GROUP, COMPARISON. */
export const RECENT_TYPES = ['SINGLE', 'GROUP', 'COMPARISON'] as const;
export type RecentType = (typeof RECENT_TYPES)[number];

/**
 * A comparison is COMPARISON; a regular report of exactly one entity is SINGLE; a regular report of
 * a saved or unsaved group (or of several entities) is GROUP.
 */
export function recentType({ details }: Pick<RecentDatapoint, 'details'>): RecentType {
  if (details.type === 'comparison') return 'COMPARISON';
  const single =
    details.instances.length === 1 && details.favoriteIds.length === 0 && details.unsavedGroups.length === 0;
  return single ? 'SINGLE' : 'GROUP';
}

/**
 * Recent datapoint: a recent item counts as bookmarked when it has exactly one
 * favourite, no instances, and that favourite has params (it was saved with its filters).
 */
export function isBookmarkedRecent({ favorites, details }: Pick<RecentDatapoint, 'favorites' | 'details'>): boolean {
  return favorites.length === 1 && details.instances.length === 0 && favorites[0]!.details.params != null;
}

/**
 * Recents: a comparison item with fewer than 2 entities and no group is
 * dropped (it can no longer be opened as a comparison), and category items are dropped when the
 * category report is not enabled for the user.
 */
export function visibleRecents<T extends Pick<RecentDatapoint, 'details'>>(
  recents: readonly T[],
  { categoryReportEnabled }: { categoryReportEnabled: boolean },
): T[] {
  return recents.filter(({ details }) => {
    const hasGroup = details.favoriteIds.length > 0 || details.unsavedGroups.length > 0;
    if (details.type === 'comparison' && details.instances.length < 2 && !hasGroup) return false;
    return categoryReportEnabled || details.entityType !== 'category';
  });
}

/**
 * The entities of recent single-entity reports, newest first and each once, for the entity search's
 * empty state ("Recently viewed", : each entity type has a recent dataset).
 * Only `type` entities when one is given; at most `limit`.
 */
export function recentEntities(
  recents: readonly Pick<RecentDatapoint, 'details'>[],
  { entityType, limit = 5 }: { entityType?: EntityType; limit?: number } = {},
): EntitySummary[] {
  const out: EntitySummary[] = [];
  for (const recent of recents) {
    if (out.length >= limit) break;
    const { details } = recent;
    if (recentType(recent) !== 'SINGLE' || (entityType && details.entityType !== entityType)) continue;
    const id = details.instances[0]!;
    if (out.some((entity) => entity.id === id && entity.entityType === details.entityType)) continue;
    const known = details.entities.find((entity) => entity.id === id);
    out.push({
      id,
      entityType: details.entityType,
      title: known?.title ?? `#${id}`,
      icon: known?.icon ?? null,
      ...(known?.publisherKind && { publisherKind: known.publisherKind }),
      ...(known?.campaign && { campaign: known.campaign }),
    });
  }
  return out;
}
