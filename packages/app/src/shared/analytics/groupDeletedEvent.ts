import type { AnalyticsEvent, SavedGroup } from '@adlens/core';

/** GROUP_DELETED for a deleted bookmark (a saved group). */
export function groupDeletedEvent(group: SavedGroup): AnalyticsEvent {
  return {
    event: 'GROUP_DELETED',
    properties: {
      'Group Id': group.id,
      'Group Name': group.name,
      'Group Type': group.details.type,
      'Entity Type': group.details.entityType,
    },
  };
}
