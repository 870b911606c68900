import type { RegisteredWidgetDefinition, WidgetReportContextValue } from '@adlens/report-widgets';
import { type RefObject, useMemo } from 'react';
import type { AudienceLocation } from '../../model/location/audienceLocation.ts';
import type { widgetItems } from '../../reportKit/reportCards.ts';
import { useReportExport } from '../exports/useReportExport.ts';
import { type ExportScopeContext, exportScopeContext, useWidgetExportHost } from '../exports/useWidgetExportHost.ts';
import type { AudienceWidgetFilters } from './useAudienceSelection.ts';

export interface AudienceExportsInput {
  location: AudienceLocation;
  /** The report's title: its advertisers' names. */
  title: string;
  definitions: readonly RegisteredWidgetDefinition[];
  items: ReturnType<typeof widgetItems>;
  /** The filters the widgets show with; null until chosen. */
  widgetFilters: AudienceWidgetFilters | null;
  /** The page the PDF prints. */
  pdfRoot: RefObject<HTMLDivElement | null>;
}

/**
 * The audience report's exports: its Excel (AUDIENCE_GLOBAL_EXCEL_REPORT) and PDF for the export
 * menu (`reportExport`), and each widget's own exports, given to the widgets through their report
 * context (`widgetContext`).
 */
export function useAudienceExports({
  location,
  title,
  definitions,
  items,
  widgetFilters,
  pdfRoot,
}: AudienceExportsInput) {
  const { kind, advertiserId } = location;
  const exportContext = useMemo<ExportScopeContext | null>(
    () =>
      widgetFilters && advertiserId !== null
        ? exportScopeContext(widgetFilters, { reportType: kind === 'demographics' ? 'DEMOGRAPHICS' : 'INTERESTS' })
        : null,
    [widgetFilters, advertiserId, kind],
  );
  const exportHost = useWidgetExportHost(exportContext);
  const widgetContext = useMemo<WidgetReportContextValue>(() => ({ exports: exportHost }), [exportHost]);
  const reportExport = useReportExport({
    title: `${title} ${kind === 'demographics' ? 'demographics' : 'interests'}`,
    widgets: definitions.map((definition) => ({ definition, items, options: definition.defaultOptions })),
    filters: widgetFilters ?? {},
    context: exportContext,
    type: 'AUDIENCE_GLOBAL_EXCEL_REPORT',
    pdfRoot,
  });
  return { widgetContext, reportExport };
}
