import { adlensKeys, dashboardsQueryOptions } from '@adlens/api-client/query';
import { DASHBOARD_EXPORT_EVENT, type DashboardLayout, type DashboardWidget, analyticsEvent } from '@adlens/core';
import { type AnyWidgetDefinition, WIDGETS, useAdlensTranslation } from '@adlens/report-widgets';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import type { ReportFilterKey } from '../../model/location/searchParams.ts';
import { ReportFilterBar } from '../../reportKit/ReportFilterBar.tsx';
import { chooseReportFiltersState } from '../../reportKit/useReportFilters.ts';
import { useReportFilterOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { InlineEdit } from '../../shared/ui/InlineEdit.tsx';
import { SecondaryButton } from '../../shared/ui/SecondaryButton.ts';
import { DashboardGrid } from './DashboardGrid.tsx';
import {
  type DashboardProblem,
  dashboardProblem,
  dashboardWidgetItems,
  firstFreePlace,
  fitLayout,
  problemMessage,
} from './dashboardModel.ts';
import type { DashboardSearch } from '../../model/location/dashboardSearch.ts';
import { DashboardButton, DashboardToolbar } from './DashboardToolbar.tsx';
import { DashboardWidgetTile, defaultWidgetTitle, widgetTitleOf } from './DashboardWidgetTile.tsx';
import { EditWidgetDialog } from './EditWidgetDialog.tsx';
import { dashboardWidgetOptions, dashboardWidgetViewRequest } from './dashboardWidgetView.ts';
import { ReportExportMenu } from '../exports/ReportExportMenu.tsx';
import { useReportExport } from '../exports/useReportExport.ts';
import { exportScopeContext } from '../exports/useWidgetExportHost.ts';
import { filterParams } from '../../reportKit/reportViewRequest.ts';
import { useDashboardDraft } from './useDashboardDraft.ts';
import { trackFullscreen, useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';

export interface DashboardPageProps {
  id: string;
  search: DashboardSearch;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.5rem;
`;

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  padding: 10px 14px;
  border: 1px solid #f0c36d;
  border-radius: 8px;
  background: #fff8e6;
`;

function definitionOf(type: string): AnyWidgetDefinition | undefined {
  return (WIDGETS as Record<string, AnyWidgetDefinition | undefined>)[type];
}

/** The filters a widget may keep from its report, as the dashboard's note names them. */
const OWN_FILTER_KEYS: ReportFilterKey[] = ['period', 'country', 'channel'];
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
  const runtime = useAdlensRuntime();
  const { client, queryClient } = runtime;
  const navigate = useNavigate();
  const trackAction = useTrackAction();
  const list = useQuery(dashboardsQueryOptions(client));
  const draft = useDashboardDraft(id);
  const { dashboard } = draft;
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState<DashboardWidget | null>(null);
  const [notice, setNotice] = useState<DashboardProblem | null>(
    search.limit ? { kind: 'limit', limit: 'saved' } : null,
  );

  const { t } = useAdlensTranslation();
  const titleOf = (widget: DashboardWidget) => {
    const definition = definitionOf(widget.type);
    return widgetTitleOf(widget) ?? (definition ? defaultWidgetTitle(t(definition.titleKey), widget) : widget.type);
  };
  const optionsState = useReportFilterOptions();
  const filters = chooseReportFiltersState(
    optionsState,
    dashboard?.filters ?? {},
    runtime.config.whiteLabel.defaultFilters,
  );

  // The dashboard's Excel (every widget's data) and PDF, with their analytics event.
  const rootRef = useRef<HTMLDivElement>(null);
  const ready = filters.status === 'ready' ? filters : null;
  const exportContext = ready ? exportScopeContext(ready.filters) : null;
  const exportParams = ready ? filterParams(ready.values) : {};
  const dashboardExport = useReportExport({
    title: dashboard?.name ?? 'Dashboard',
    widgets: (dashboard?.widgets ?? []).flatMap((widget) => {
      const definition = definitionOf(widget.type);
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
    context: exportContext,
    type: 'DASHBOARD_GLOBAL_EXCEL_REPORT',
    pdfRoot: rootRef,
    onExport: (format) =>
      void runtime.analytics.track(
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

  // Ready (`data-page-ready`, the page-ready event and PAGE_READY) as a report is: once every widget
  // shown has loaded or failed; a dashboard that could not be loaded, or whose filters the plan does
  // not include, is ready with what it says.
  const fullscreenId =
    search.widget && dashboard?.widgets.some((widget) => widget.id === search.widget) ? search.widget : undefined;
  const shownIds = (dashboard?.widgets ?? []).flatMap((widget) => (definitionOf(widget.type) ? [widget.id] : []));
  const expected = ready ? (fullscreenId ? [fullscreenId] : shownIds) : [];
  const page = usePageReady(
    `dashboard:${id}:${JSON.stringify(ready?.values ?? null)}:${fullscreenId ?? ''}`,
    expected,
    draft.failed || (dashboard !== undefined && filters.status !== 'loading'),
    'dashboard',
  );
  usePageReadyFlag(page.ready, rootRef);

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

  const maxWidgets = list.data?.limits.widgets;
  const placeOf = (widgetId: string) => dashboard.widgets.find((widget) => widget.id === widgetId)?.layout;
  const setLayouts = (layouts: Map<string, DashboardLayout>) => {
    const changed = dashboard.widgets.some((widget) => {
      const next = layouts.get(widget.id);
      return next && JSON.stringify(next) !== JSON.stringify(widget.layout);
    });
    if (!changed) return;
    draft.edit((current) => ({
      ...current,
      widgets: current.widgets.map((widget) => ({ ...widget, layout: layouts.get(widget.id) ?? widget.layout })),
    }));
  };
  const duplicateWidget = (widget: DashboardWidget) => {
    // A dashboard holds at most the plan's widgets.
    if (maxWidgets !== undefined && dashboard.widgets.length >= maxWidgets) {
      setNotice({ kind: 'limit', limit: 'widgets' });
      return;
    }
    const definition = definitionOf(widget.type);
    const size = definition?.defaultSize ?? { w: widget.layout.w, h: widget.layout.h };
    draft.edit(
      (current) => ({
        ...current,
        widgets: [
          ...current.widgets,
          {
            ...widget,
            id: globalThis.crypto.randomUUID(),
            // Two cards of one name would read (and be announced) alike.
            options: { ...widget.options, title: `${titleOf(widget)} (copy)` },
            layout: firstFreePlace(
              current.widgets.map((other) => other.layout),
              { w: widget.layout.w || size.w, h: widget.layout.h || size.h },
            ),
          },
        ],
      }),
      0,
    );
  };
  // At the plan's dashboard limit, New says the 'saved' sentence here instead of
  // asking the server (it used to redirect to this very page and show nothing). The
  // route's own check (`dashboards/new` refused by the server) stays for a link opened directly.
  const newDashboard = () => {
    const limits = list.data?.limits;
    if (limits && list.data!.elements.length >= limits.dashboards) {
      setNotice({ kind: 'limit', limit: 'saved' });
      return;
    }
    void navigate({ to: '/dashboards/new' });
  };
  const deleteWidget = (widget: DashboardWidget) =>
    draft.edit((current) => ({ ...current, widgets: current.widgets.filter((other) => other.id !== widget.id) }), 0);

  const duplicateDashboard = async () => {
    try {
      const copy = await client.duplicateDashboard(id);
      await queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards(), exact: true });
      void navigate({ to: '/dashboards/$id', params: { id: copy.id }, search: {} });
    } catch (error) {
      setNotice(dashboardProblem(error));
    }
  };
  const deleteDashboard = async () => {
    setConfirmDelete(false);
    // The last dashboard stays.
    if (list.data && list.data.elements.length <= 1) {
      setNotice({ kind: 'limit', limit: 'lastOne' });
      return;
    }
    try {
      await client.deleteDashboard(id);
      queryClient.removeQueries({ queryKey: adlensKeys.dashboard(id) });
      await queryClient.invalidateQueries({ queryKey: adlensKeys.dashboards(), exact: true });
      void navigate({ to: '/dashboards', replace: true });
    } catch (error) {
      setNotice(dashboardProblem(error));
    }
  };

  const setFullscreen = (widgetId: string, on: boolean) => {
    const go = () => navigate({ to: '/dashboards/$id', params: { id }, search: on ? { widget: widgetId } : {} });
    const type = dashboard.widgets.find((widget) => widget.id === widgetId)?.type ?? null;
    // Full-screen navigation waits up to 500 ms for tracking.
    void (on && type ? trackFullscreen(trackAction, type).then(go) : go());
  };

  // A widget added from a report keeps that report's filters (it shows the figures the user
  // saw there); a filter the dashboard sets itself applies to every widget.
  const filtersOf = (widget: DashboardWidget) => {
    if (!ready || !widget.filters || Object.keys(widget.filters).length === 0) return ready;
    const own = chooseReportFiltersState(
      optionsState,
      { ...widget.filters, ...dashboard.filters },
      runtime.config.whiteLabel.defaultFilters,
    );
    return own.status === 'ready' ? own : ready;
  };
  const tileOf = (widget: DashboardWidget, definition: AnyWidgetDefinition, fullscreen: boolean) => {
    const tileFilters = filtersOf(widget);
    return (
      tileFilters && (
        <DashboardWidgetTile
          dashboardId={id}
          widget={widget}
          definition={definition}
          filters={tileFilters.filters}
          filterValues={tileFilters.values}
          fullscreen={fullscreen}
          onFullscreenChange={(on) => setFullscreen(widget.id, on)}
          onEdit={() => setEditing(widget)}
          onDuplicate={() => duplicateWidget(widget)}
          onDelete={() => deleteWidget(widget)}
          onLayoutChange={(layout) => setLayouts(new Map([[widget.id, layout]]))}
          onStatusChange={page.onStatusChange}
        />
      )
    );
  };
  const shown = dashboard.widgets.flatMap((widget) => {
    const definition = definitionOf(widget.type);
    return definition ? [{ widget, definition }] : [];
  });
  const fullscreenWidget = shown.find(({ widget }) => widget.id === fullscreenId);
  // The filters some widgets keep from their report while the dashboard sets none of them.
  const ownFilters = OWN_FILTER_KEYS.filter(
    (key) =>
      dashboard.filters[key] === undefined && dashboard.widgets.some((widget) => widget.filters?.[key] !== undefined),
  );

  const problem = draft.problem ?? notice;

  return (
    <div data-dashboard-id={id} ref={rootRef}>
      {!fullscreenWidget && (
        <Header data-pdf-section="">
          <Title>
            <Heading>
              <InlineEdit
                value={dashboard.name}
                label={`Name of ${dashboard.name}`}
                editing={renaming}
                onEditingChange={setRenaming}
                onCommit={(name) => draft.edit((current) => ({ ...current, name }), 0)}
              />
            </Heading>
            {!renaming && (
              <DashboardButton type="button" aria-label={`Rename ${dashboard.name}`} onClick={() => setRenaming(true)}>
                Rename
              </DashboardButton>
            )}
          </Title>
          {dashboardExport && <ReportExportMenu {...dashboardExport} />}
          <DashboardToolbar
            currentId={id}
            dashboards={list.data?.elements ?? [{ id, name: dashboard.name, widgetCount: 0, updatedAt: '' }]}
            onOpen={(next) => void navigate({ to: '/dashboards/$id', params: { id: next }, search: {} })}
            onNew={newDashboard}
            onDuplicate={() => void duplicateDashboard()}
            onDelete={() => setConfirmDelete(true)}
          />
        </Header>
      )}
      {problem && (
        <Alert role="alert">
          <span>{problemMessage(problem)}</span>
          {draft.problem?.kind === 'conflict' ? (
            <>
              <DashboardButton type="button" onClick={() => void draft.reload()}>
                Reload
              </DashboardButton>
              <DashboardButton type="button" onClick={() => void draft.keepMine()}>
                Keep my changes
              </DashboardButton>
            </>
          ) : (
            <DashboardButton
              type="button"
              onClick={() => {
                draft.dismissProblem();
                setNotice(null);
              }}
            >
              Dismiss
            </DashboardButton>
          )}
        </Alert>
      )}
      {!fullscreenWidget && filters.status === 'ready' && filters.options && (
        <ReportFilterBar
          values={filters.values}
          options={filters.options}
          perWidget={ownFilters}
          onChange={(key: ReportFilterKey, value: string) =>
            draft.edit((current) => ({ ...current, filters: { ...current.filters, [key]: value } }), 0)
          }
        />
      )}
      {!fullscreenWidget && ownFilters.length > 0 && (
        <FiltersNote role="note">
          Widgets added from a report keep that report’s {FILTER_LIST.format(ownFilters)}, as each card says; a filter
          chosen here applies to every widget.
        </FiltersNote>
      )}
      {shown.length === 0 && (
        <p>This dashboard has no widgets yet. Open a report and choose ‘Add to dashboard’ on any widget.</p>
      )}
      {fullscreenWidget
        ? tileOf(fullscreenWidget.widget, fullscreenWidget.definition, true)
        : shown.length > 0 && (
            <DashboardGrid
              tiles={shown.map(({ widget, definition }) => ({
                id: widget.id,
                layout: fitLayout(placeOf(widget.id) ?? widget.layout, definition.defaultSize),
                min: definition.defaultSize,
                node: tileOf(widget, definition, false),
              }))}
              onLayoutChange={setLayouts}
            />
          )}
      {editing && (
        <EditWidgetDialog
          title={titleOf(editing)}
          onClose={() => setEditing(null)}
          onSave={(title) => {
            const edited = editing;
            setEditing(null);
            draft.edit(
              (current) => ({
                ...current,
                widgets: current.widgets.map((widget) =>
                  widget.id === edited.id ? { ...widget, options: { ...widget.options, title } } : widget,
                ),
              }),
              0,
            );
          }}
        />
      )}
      <Dialog
        open={confirmDelete}
        title={`Delete ${dashboard.name}?`}
        description="The dashboard and its widgets are deleted for good."
        onClose={() => setConfirmDelete(false)}
        width={400}
        actions={
          <>
            <SecondaryButton type="button" onClick={() => setConfirmDelete(false)}>
              Cancel
            </SecondaryButton>
            <DashboardButton type="button" $danger onClick={() => void deleteDashboard()}>
              Delete
            </DashboardButton>
          </>
        }
      />
    </div>
  );
}
