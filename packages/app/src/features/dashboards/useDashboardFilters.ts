import type { Dashboard, DashboardWidget } from '@adlens/core';
import type { ReportFilterKey } from '../../model/location/searchParams.ts';
import { type ReportFiltersState, chooseReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { useReportFilterOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';

/** The filters of a dashboard (or of one of its widgets) once chosen. */
export type ReadyDashboardFilters = Extract<ReportFiltersState, { status: 'ready' }>;

/** The filters a widget may keep from its report, as the dashboard's note names them. */
const OWN_FILTER_KEYS: ReportFilterKey[] = ['period', 'country', 'channel'];

/**
 * The dashboard's filters, chosen from the ones it saved against the package's options; the filters
 * each widget shows with; and the filters some widgets keep from their report while the dashboard
 * sets none of them (`perWidget`, which the filter bar and the page's note name).
 */
export function useDashboardFilters(dashboard: Dashboard | null) {
  const runtime = useAdlensRuntime();
  const optionsState = useReportFilterOptions();
  const defaults = runtime.config.whiteLabel.defaultFilters;
  const filters = chooseReportFiltersState(optionsState, dashboard?.filters ?? {}, defaults);
  const ready: ReadyDashboardFilters | null = filters.status === 'ready' ? filters : null;

  // A widget added from a report keeps that report's filters (it shows the figures the user
  // saw there); a filter the dashboard sets itself applies to every widget.
  const filtersOf = (widget: DashboardWidget): ReadyDashboardFilters | null => {
    if (!ready || !dashboard || !widget.filters || Object.keys(widget.filters).length === 0) return ready;
    const own = chooseReportFiltersState(optionsState, { ...widget.filters, ...dashboard.filters }, defaults);
    return own.status === 'ready' ? own : ready;
  };

  const perWidget = dashboard
    ? OWN_FILTER_KEYS.filter(
        (key) =>
          dashboard.filters[key] === undefined &&
          dashboard.widgets.some((widget) => widget.filters?.[key] !== undefined),
      )
    : [];

  return { filters, ready, filtersOf, perWidget };
}
