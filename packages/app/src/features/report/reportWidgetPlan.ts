import type { EntityType } from '@adlens/core';
import type { RegisteredWidgetDefinition, WidgetItem } from '@adlens/report-widgets';
import { REPORT_LAYOUTS, layoutWidgets } from '../../reportKit/reportLayouts.ts';

export interface ReportWidgetPlan {
  definitions: readonly RegisteredWidgetDefinition[];
  /** The widget type shown full screen, when it is one of the report's. */
  fullscreen: string | undefined;
  /** The items the widgets draw: a full-screen widget of one compared entity draws only it (`entityId`). */
  items: readonly WidgetItem[];
}

/**
 * The widgets a report page shows and the items they draw (the URL's `widget`, `entityId`).
 * Widgets that need the view token are left out when it cannot be had for a reason other than a limit.
 */
export function reportWidgetPlan(
  entityType: EntityType,
  reportItems: readonly WidgetItem[],
  search: { widget?: string; entityId?: number },
  tokenFailed: boolean,
): ReportWidgetPlan {
  const definitions = layoutWidgets(REPORT_LAYOUTS[entityType], entityType).filter(
    (definition) => !(tokenFailed && definition.needsViewToken),
  );
  const fullscreen =
    search.widget && definitions.some((definition) => definition.type === search.widget) ? search.widget : undefined;
  const items =
    fullscreen && search.entityId !== undefined
      ? reportItems.filter((item) => item.entities.some((entities) => entities.ids.includes(search.entityId!)))
      : reportItems;
  return { definitions, fullscreen, items };
}
