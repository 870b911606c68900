import { exportStatusQueryOptions } from '@adlens/api-client/query';
import { type ChannelSetNames, type DownloadType, exportFileName, toIsoDate } from '@adlens/core';
import { ChannelSetContext, type WidgetFilters, downloadBlob, useAdlensTranslation } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useContext } from 'react';
import { useStore } from 'zustand';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { usePackageGating } from '../../shared/gating/usePackageGating.ts';
import { useExportRunner } from './ExportRunnerContext.ts';
import { type ExportedWidget, reportExportSheets } from './reportExportSheets.ts';
import type { ReportExportMenuProps } from './ReportExportMenu.tsx';
import {
  type ExportScopeContext,
  exportLimitLabel,
  exportOptionState,
  showsExportLimits,
  useExportRequest,
} from './useWidgetExportHost.ts';
import { NO_EXPORT_RUNS } from './exportRunStore.ts';
import type { PdfCoverInput } from './pdfCover.ts';

/**
 * What the PDF's cover says the report is of: every item its widgets draw (once, in order) and the
 * page's filters; an audience report has no channel or device.
 */
function pdfCover(
  widgets: readonly ExportedWidget[],
  filters: WidgetFilters,
  type: DownloadType,
  channelSet: ChannelSetNames | undefined,
): PdfCoverInput {
  const items = [
    ...new Map(
      widgets
        .flatMap((widget) => widget.items)
        .filter((item) => !item.benchmark)
        .map((item) => [item.title, item]),
    ).values(),
  ];
  return {
    items: items.map((item) => item.title),
    request: { ...filters, entities: [...(items[0]?.entities ?? [])] },
    ...(type === 'AUDIENCE_GLOBAL_EXCEL_REPORT' && { channelFree: true }),
    ...(channelSet && { channelSet }),
    ...(filters.publisher && { publisher: filters.publisher.title }),
  };
}

/** A page's global exports share one in-progress state. */
const REPORT_EXPORT_GROUP = 'report';

export interface ReportExportInput {
  /** The report's or dashboard's title: the file's name and the PDF's title. */
  title: string;
  widgets: readonly ExportedWidget[];
  filters: WidgetFilters;
  context: ExportScopeContext | null;
  /** GLOBAL_EXCEL_REPORT, or its comparison, category, dashboard or audience variant. */
  type: DownloadType;
  /** The page to print as PDF; no PDF option without it. */
  pdfRoot?: RefObject<HTMLElement | null>;
  /** Told when an export starts (a dashboard sends its analytics event). */
  onExport?: (format: 'XLSX' | 'PDF') => void;
}

/**
 * The global export menu of a report, audience page or dashboard: the Excel of every widget
 * through the download service, and the PDF of the page made in the browser, each gated by the plan
 * (REPORT_EXCEL_EXPORT, REPORT_PDF_EXPORT).
 */
export function useReportExport({
  title,
  widgets,
  filters,
  context,
  type,
  pdfRoot,
  onExport,
}: ReportExportInput): ReportExportMenuProps | null {
  const runner = useExportRunner();
  const { client, config } = useAdlensRuntime();
  const { t } = useAdlensTranslation();
  const gating = usePackageGating();
  const channelSet = useContext(ChannelSetContext);
  const { data: status } = useQuery({
    ...exportStatusQueryOptions(client),
    enabled: runner !== null,
    // The shell's provider reads it fresh on every page load; exports refresh it when they end.
    staleTime: 30_000,
  });
  const busy = useStore(runner?.store ?? NO_EXPORT_RUNS, (state) => state.busyGroups.has(REPORT_EXPORT_GROUP));
  const makeRequest = useExportRequest(context);
  if (!runner || !makeRequest) return null;
  const fileName = (extension: string) => `${exportFileName(title, toIsoDate(new Date()))}.${extension}`;
  return {
    title,
    busy,
    ...(showsExportLimits(gating) ? { limitLabel: exportLimitLabel(status, 'GLOBAL') } : {}),
    excel: {
      state: exportOptionState('export.reportExcel', gating),
      run: () => {
        onExport?.('XLSX');
        void runner.runRemote(REPORT_EXPORT_GROUP, async () =>
          makeRequest({
            type,
            format: 'XLSX',
            name: title,
            group: REPORT_EXPORT_GROUP,
            sheets: await reportExportSheets(widgets, filters, t),
          }),
        );
      },
    },
    ...(pdfRoot
      ? {
          pdf: {
            state: exportOptionState('export.reportPdf', gating),
            run: () => {
              onExport?.('PDF');
              void runner.runLocal(REPORT_EXPORT_GROUP, async () => {
                const root = pdfRoot.current;
                if (!root) return;
                const name = fileName('pdf');
                // The PDF maker (jsPDF) loads when it is first asked for, not with every report page.
                const { exportReportPdf } = await import('./exportReportPdf.ts');
                const { brandName } = config.whiteLabel;
                // Every page carries the brand's copyright line, like an exported widget picture.
                const footer =
                  config.whiteLabel.footer?.copyright.replaceAll('{year}', String(new Date().getFullYear())) ??
                  `© ${new Date().getFullYear()} ${brandName}`;
                const cover = pdfCover(widgets, filters, type, channelSet);
                downloadBlob(await exportReportPdf({ root, title, fileName: name, cover, brandName, footer }), name);
              });
            },
          },
        }
      : {}),
  };
}
