import { DASHBOARD_EXPORT_EVENT, type Dashboard, type DashboardWidget, analyticsEvent } from '@adlens/core';
import type { RefObject } from 'react';
import { filterParams } from '../../reportKit/reportViewRequest.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useReportExport } from '../exports/useReportExport.ts';
import { exportScopeContext } from '../exports/useWidgetExportHost.ts';
import { dashboardWidgetItems } from './dashboardModel.ts';
import { dashboardWidgetOptions, dashboardWidgetViewRequest } from './dashboardWidgetView.ts';
import type { ReadyDashboardFilters } from './useDashboardFilters.ts';
import { widgetDefinitionOf } from './widgetDefinitionOf.ts';

export interface DashboardExportInput {
  id: string;
  dashboard: Dashboard | null;
  /** The dashboard's filters once chosen; the exports wait for them. */
  ready: ReadyDashboardFilters | null;
  titleOf: (widget: DashboardWidget) => string;
  /** The page the PDF prints. */
  pdfRoot: RefObject<HTMLDivElement | null>;
}

/** The dashboard's Excel (every widget's data) and PDF, with their analytics event. */
export function useDashboardExport({ id, dashboard, ready, titleOf, pdfRoot }: DashboardExportInput) {
  const { client, analytics } = useAdlensRuntime();
  const exportParams = ready ? filterParams(ready.values) : {};
  return useReportExport({
    title: dashboard?.name ?? 'Dashboard',
    widgets: (dashboard?.widgets ?? []).flatMap((widget) => {
      const definition = widgetDefinitionOf(widget.type);
      if (!definition) return [];
      return [
        {
          definition,
          title: titleOf(widget),
          items: dashboardWidgetItems(widget),
          options: dashboardWidgetOptions(widget) ?? definition.defaultOptions,
          ...(definition.needsViewToken
            ? { viewToken: () => client.createReportViewToken(dashboardWidgetViewRequest(widget, exportParams, id)) }
            : {}),
        },
      ];
    }),
    filters: ready?.filters ?? {},
    context: ready ? exportScopeContext(ready.filters) : null,
    type: 'DASHBOARD_GLOBAL_EXCEL_REPORT',
    pdfRoot,
    onExport: (format) =>
      void analytics.track(
        analyticsEvent(DASHBOARD_EXPORT_EVENT, {
          'Dashboard Id': id,
          Format: format === 'XLSX' ? 'Excel' : 'PDF',
          'Report Name': dashboard?.name ?? null,
          'Module Type': 'AD_INTELLIGENCE',
          Channel: ready?.values.channel ?? null,
          Country: ready?.values.country ?? null,
          Period: ready?.values.period ?? null,
        }),
      ),
  });
}
