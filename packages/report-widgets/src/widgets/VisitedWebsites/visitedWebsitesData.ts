import type { VisitedWebsitesResponse } from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

export interface VisitedWebsitesExportRow {
  item: string;
  website: string;
  share: number;
  affinity: number;
}

/** One row per item and website, named by the publisher's title. */
export function visitedWebsitesExportRows(
  items: readonly WidgetItemData<VisitedWebsitesResponse>[],
): VisitedWebsitesExportRow[] {
  return items.flatMap(({ item, data }) =>
    data.elements.map(({ entity, share, affinity }) => ({ item: item.title, website: entity.title, share, affinity })),
  );
}
