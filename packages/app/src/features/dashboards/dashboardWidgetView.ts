import type { DashboardWidget, ReportItem, ReportViewRequest } from '@adlens/core';
import { reportViewRequest } from '../../reportKit/reportViewRequest.ts';

/** A saved widget's items as the view token names them (one id → one entity). */
function viewItems(widget: DashboardWidget): ReportItem[] {
  return widget.items.map((item) =>
    item.ids.length === 1
      ? { kind: 'single', id: item.ids[0]! }
      : { kind: 'group', title: item.title, items: item.ids.map((id) => ({ kind: 'single', id }) as const) },
  );
}

/** The view token request of a dashboard widget: its own items and the dashboard's filters. */
export function dashboardWidgetViewRequest(
  widget: DashboardWidget,
  params: Record<string, string>,
  dashboardId: string,
): ReportViewRequest {
  return {
    ...reportViewRequest({
      entityType: widget.entityType,
      variant: widget.items.length > 1 ? 'compare' : 'common',
      items: viewItems(widget),
      params,
    }),
    dashboardId,
  };
}

/** The widget's own options without the dashboard's title. */
export function dashboardWidgetOptions(widget: DashboardWidget): unknown {
  if (!widget.options) return undefined;
  const { title: _title, ...options } = widget.options;
  return Object.keys(options).length > 0 ? options : undefined;
}
