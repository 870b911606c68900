import { exportStatusQueryOptions } from '@adlens/api-client/query';
import {
  type ExportReportType,
  type ExportRequest,
  type ExportScope,
  type ExportStatus,
  type GatedControl,
  type GatingContext,
  type WidgetExportOption,
  decideControl,
} from '@adlens/core';
import type { ExportOptionState, WidgetExportHost, WidgetFilters } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { usePackageGating } from '../../shared/gating/usePackageGating.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useExportRunner } from './ExportRunnerContext.ts';
import { NO_EXPORT_RUNS } from './exportRunStore.ts';

/** What every export of a page covers: its filters, its link and its view token. */
export interface ExportScopeContext {
  period?: string;
  currency?: string;
  /** The page the export was made from (the workbook links back to it). */
  reportLink: string;
  viewToken?: string;
  reportType?: ExportReportType;
}

/** The export context of a page showing `filters`: their period and currency, and the page's link. */
export function exportScopeContext(
  filters: Pick<WidgetFilters, 'period' | 'currency'>,
  extra: Pick<ExportScopeContext, 'viewToken' | 'reportType'> = {},
): ExportScopeContext {
  return {
    ...(filters.period ? { period: filters.period } : {}),
    ...(filters.currency ? { currency: filters.currency } : {}),
    reportLink: globalThis.location.href,
    ...(extra.viewToken ? { viewToken: extra.viewToken } : {}),
    ...(extra.reportType ? { reportType: extra.reportType } : {}),
  };
}

/** "Without permission the tooltip invites contacting the provider" (our words). */
export const EXPORT_NOT_IN_PLAN_HINT = 'Not in your plan. Contact us to upgrade.';

const OPTION_CONTROLS: Record<WidgetExportOption, GatedControl> = {
  WIDGET_TSV: 'export.widgetTsv',
  WIDGET_EXCEL: 'export.widgetExcel',
  WIDGET_IMAGE: 'export.widgetImage',
};

/** How a gated export control shows (exports are disabled without permission, by default). */
export function exportOptionState(control: GatedControl, gating: GatingContext): ExportOptionState {
  const decision = decideControl(control, gating);
  if (decision.state === 'shown') return { state: 'shown' };
  if (decision.state === 'removed') return { state: 'removed' };
  return { state: 'disabled', hint: decision.state === 'restricted' ? decision.message : EXPORT_NOT_IN_PLAN_HINT };
}

const SCOPE_NOUNS: Record<ExportScope, string> = {
  GLOBAL: 'report exports',
  WIDGET: 'widget exports',
  CREATIVES: 'ad downloads',
};

/**
 * The label of what is left of a monthly cap, for plans that show (EXPORT_SHOW_LIMITS_ENABLED)
 * their export limits; nothing for a scope without a cap.
 */
export function exportLimitLabel(status: ExportStatus | undefined, scope: ExportScope): string | undefined {
  const limit = status?.limits[scope];
  if (!limit || limit.maxCountLimit === null || limit.remaining === null) return undefined;
  return `${limit.remaining} of ${limit.maxCountLimit} ${SCOPE_NOUNS[scope]} left this month`;
}

/** The export request for a page's context, with the app config's CSV settings. */
export function useExportRequest(context: ExportScopeContext | null) {
  const { config } = useAdlensRuntime();
  const { decimalDelimiter, dateFormat } = config.whiteLabel.exportOptions;
  return useMemo(() => {
    if (!context) return null;
    return (
      request: Pick<ExportRequest, 'type' | 'format' | 'name' | 'group' | 'widgetType'> & {
        sheets?: ExportRequest['criteria']['sheets'];
        creativeIds?: number[];
      },
    ): ExportRequest => ({
      type: request.type,
      format: request.format,
      name: request.name,
      group: request.group,
      ...(request.widgetType ? { widgetType: request.widgetType } : {}),
      ...(context.reportType ? { reportType: context.reportType } : {}),
      criteria: {
        reportLink: context.reportLink,
        ...(context.currency ? { currency: context.currency } : {}),
        ...(context.period ? { period: context.period } : {}),
        ...(request.sheets ? { sheets: request.sheets } : {}),
        ...(request.creativeIds ? { creativeIds: request.creativeIds } : {}),
      },
      settings: { decimalDelimiter, dateFormat },
      ...(context.viewToken ? { viewToken: context.viewToken } : {}),
    });
  }, [context, decimalDelimiter, dateFormat]);
}

/** Whether the plan shows its export limits. */
export function showsExportLimits(gating: GatingContext): boolean {
  return gating.grant.features.includes('SHOW_EXPORT_LIMITATION');
}

/**
 * The widgets' export host for a page: each option's state from the plan, the monthly
 * label, the running groups, and the calls that run exports through the shell's runner. Undefined
 * outside the shell or before the page knows its filters.
 */
export function useWidgetExportHost(context: ExportScopeContext | null): WidgetExportHost | undefined {
  const runner = useExportRunner();
  const { client } = useAdlensRuntime();
  const gating = usePackageGating();
  const { data: status } = useQuery({
    ...exportStatusQueryOptions(client),
    enabled: runner !== null,
    // The shell's provider reads it fresh on every page load; exports refresh it when they end.
    staleTime: 30_000,
  });
  const busyGroups = useStore(runner?.store ?? NO_EXPORT_RUNS, (state) => state.busyGroups);
  const makeRequest = useExportRequest(context);
  return useMemo(() => {
    if (!runner || !makeRequest) return undefined;
    const showLimits = showsExportLimits(gating);
    return {
      options: {
        WIDGET_TSV: exportOptionState(OPTION_CONTROLS.WIDGET_TSV, gating),
        WIDGET_EXCEL: exportOptionState(OPTION_CONTROLS.WIDGET_EXCEL, gating),
        WIDGET_IMAGE: exportOptionState(OPTION_CONTROLS.WIDGET_IMAGE, gating),
      },
      creatives: exportOptionState('export.creatives', gating),
      ...(showLimits ? { limitLabel: exportLimitLabel(status, 'WIDGET') } : {}),
      busyGroups,
      exportData: ({ group, format, name, widgetType, comparison, sheets }) =>
        runner.runRemote(group, () =>
          makeRequest({
            type: comparison ? 'COMPARISON_SINGLE_DATASET_WIDGET' : 'SINGLE_DATASET_WIDGET',
            format,
            name,
            group,
            widgetType,
            sheets,
          }),
        ),
      downloadCreatives: ({ group, type, creativeIds, name }) =>
        runner.runRemote(group, () => makeRequest({ type, format: 'ZIP', name, group, creativeIds })),
      runLocal: runner.runLocal,
    };
  }, [runner, makeRequest, gating, status, busyGroups]);
}
