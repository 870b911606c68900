import type { RefObject } from 'react';
import { useMemo } from 'react';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { reportExportKind } from '../exports/reportExportKind.ts';
import { useReportExport } from '../exports/useReportExport.ts';
import { type ExportScopeContext, exportScopeContext, useWidgetExportHost } from '../exports/useWidgetExportHost.ts';
import type { ReportSession } from './useReportSession.ts';

/**
 * What a report exports: every widget's own export (`exportHost`, handed to the widgets) and the
 * report's global Excel and PDF (`reportExport`, the heading's menu), each covering the report's
 * filters, link and view token. `title` names the report: its cards' titles, 'vs' between compared ones.
 */
export function useReportExports(session: ReportSession, pdfRoot: RefObject<HTMLElement | null>) {
  const { location, cards, benchmarkId, widgetFilters, viewToken, plan } = session;
  const { entityType, variant } = location;
  const exportKind = reportExportKind(entityType, {
    comparison: variant === 'compare',
    benchmark: benchmarkId !== undefined,
  });
  const context = useMemo<ExportScopeContext | null>(
    () =>
      widgetFilters && variant !== 'empty'
        ? exportScopeContext(widgetFilters, { viewToken, reportType: exportKind.reportType })
        : null,
    [widgetFilters, variant, viewToken, exportKind.reportType],
  );
  const exportHost = useWidgetExportHost(context);
  const trackAction = useTrackAction();
  const title = cards.map((card) => card.title).join(variant === 'compare' ? ' vs ' : ', ');
  const reportExport = useReportExport({
    title,
    widgets: plan.definitions.map((definition) => ({
      definition,
      items: plan.items,
      options: definition.defaultOptions,
    })),
    filters: widgetFilters ?? {},
    context,
    type: exportKind.type,
    pdfRoot,
    onExport: (format) => void trackAction('Report Export', format === 'XLSX' ? 'Excel' : 'PDF'),
  });
  return { exportHost, reportExport, title };
}

/** A report's exports (`useReportExports`). */
export type ReportExports = ReturnType<typeof useReportExports>;
