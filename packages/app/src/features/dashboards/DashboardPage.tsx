import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { DashboardSearch } from '../../model/location/dashboardSearch.ts';
import type { ReportFilterKey } from '../../model/location/searchParams.ts';
import { ReportFilterBar } from '../../reportKit/ReportFilterBar.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { ReportExportMenu } from '../exports/ReportExportMenu.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardProblemAlert } from './DashboardProblemAlert.tsx';
import { DashboardWidgets } from './DashboardWidgets.tsx';
import { DeleteDashboardDialog } from './DeleteDashboardDialog.tsx';
import { EditWidgetDialog } from './EditWidgetDialog.tsx';
import { useDashboardActions } from './useDashboardActions.ts';
import { useDashboardData } from './useDashboardData.ts';
import { useDashboardExport } from './useDashboardExport.ts';
import { useDashboardFilters } from './useDashboardFilters.ts';
import { useDashboardPageReady } from './useDashboardPageReady.ts';
import { useWidgetActions } from './useWidgetActions.ts';
import { useWidgetTitle } from './useWidgetTitle.ts';
import { widgetDefinitionOf } from './widgetDefinitionOf.ts';

export interface DashboardPageProps {
  id: string;
  search: DashboardSearch;
}

const FILTER_LIST = new Intl.ListFormat('en', { type: 'conjunction' });

const FiltersNote = styled.p`
  margin: 8px 0 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

/**
 * A dashboard: its name
 * (renamed inline), the user's other dashboards, New, Duplicate and Delete; the dashboard's filters,
 * applied to every widget; the widgets on a 12-column grid, each drawn through the registry, dragged,
 * resized and edited from its menu; `widget=` shows one full screen. Every change is saved with the
 * version it was made from; the four dashboard limits are said where they happen.
 */
export function DashboardPage({ id, search }: DashboardPageProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [renaming, setRenaming] = useState(false);
  const { list, draft, dashboard, problem, setNotice, dismissProblem } = useDashboardData(id, search);
  const titleOf = useWidgetTitle();
  const { filters, ready, filtersOf, perWidget } = useDashboardFilters(dashboard);
  const dashboardExport = useDashboardExport({ id, dashboard, ready, titleOf, pdfRoot: rootRef });
  const fullscreenId =
    search.widget && dashboard?.widgets.some((widget) => widget.id === search.widget) ? search.widget : undefined;
  const onStatusChange = useDashboardPageReady({
    id,
    dashboard,
    failed: draft.failed,
    filters,
    fullscreenId,
    root: rootRef,
  });
  const actions = useDashboardActions({ id, list, setNotice });
  const widgetActions = useWidgetActions({ id, draft, maxWidgets: list?.limits.widgets, setNotice, titleOf });

  if (draft.failed)
    return (
      <div ref={rootRef}>
        <p role="alert">This dashboard could not be loaded. It may have been deleted.</p>
      </div>
    );
  if (!dashboard)
    return (
      <div ref={rootRef}>
        <p role="status">Loading the dashboard…</p>
      </div>
    );

  const shown = dashboard.widgets.flatMap((widget) => {
    const definition = widgetDefinitionOf(widget.type);
    return definition ? [{ widget, definition }] : [];
  });
  const fullscreenWidget = shown.find(({ widget }) => widget.id === fullscreenId);

  return (
    <div data-dashboard-id={id} ref={rootRef}>
      {!fullscreenWidget && (
        <DashboardHeader
          id={id}
          name={dashboard.name}
          dashboards={list?.elements ?? [{ id, name: dashboard.name, widgetCount: 0, updatedAt: '' }]}
          renaming={renaming}
          onRenamingChange={setRenaming}
          onRename={(name) => draft.edit((current) => ({ ...current, name }), 0)}
          exportMenu={dashboardExport && <ReportExportMenu {...dashboardExport} />}
          onOpen={actions.open}
          onNew={actions.newDashboard}
          onDuplicate={actions.duplicate}
          onDelete={actions.askDelete}
        />
      )}
      {problem && (
        <DashboardProblemAlert
          problem={problem}
          conflict={draft.problem?.kind === 'conflict'}
          onReload={() => void draft.reload()}
          onKeepMine={() => void draft.keepMine()}
          onDismiss={dismissProblem}
        />
      )}
      {!fullscreenWidget && filters.status === 'ready' && filters.options && (
        <ReportFilterBar
          values={filters.values}
          options={filters.options}
          perWidget={perWidget}
          onChange={(key: ReportFilterKey, value: string) =>
            draft.edit((current) => ({ ...current, filters: { ...current.filters, [key]: value } }), 0)
          }
        />
      )}
      {!fullscreenWidget && perWidget.length > 0 && (
        <FiltersNote role="note">
          Widgets added from a report keep that report’s {FILTER_LIST.format(perWidget)}, as each card says; a filter
          chosen here applies to every widget.
        </FiltersNote>
      )}
      <DashboardWidgets
        dashboardId={id}
        shown={shown}
        fullscreen={fullscreenWidget}
        filtersOf={filtersOf}
        actions={widgetActions}
        onStatusChange={onStatusChange}
      />
      {widgetActions.editing && (
        <EditWidgetDialog
          title={titleOf(widgetActions.editing)}
          onClose={() => widgetActions.setEditing(null)}
          onSave={widgetActions.rename}
        />
      )}
      <DeleteDashboardDialog
        open={actions.confirmDelete}
        name={dashboard.name}
        onCancel={actions.cancelDelete}
        onDelete={actions.remove}
      />
    </div>
  );
}
