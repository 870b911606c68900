import type { DashboardLayout, DashboardWidget } from '@adlens/core';
import {
  type AnyWidgetDefinition,
  DatasetWidget,
  EntityLinkContext,
  WidgetReportContext,
  type WidgetReportContextValue,
  type WidgetFilters,
  type WidgetStatus,
  useAdlensTranslation,
} from '@adlens/report-widgets';
import { type KeyboardEvent, useCallback, useMemo } from 'react';
import { styled } from 'styled-components';
import { useEntityLinks } from '../../reportKit/useEntityLinks.ts';
import { useReportViewToken } from '../../reportKit/useReportViewToken.ts';
import type { ReportFilterValues } from '../../shared/gating/chooseReportFilters.ts';
import { filterParams } from '../../reportKit/reportViewRequest.ts';
import { dashboardWidgetOptions, dashboardWidgetViewRequest } from './dashboardWidgetView.ts';
import { exportScopeContext, useWidgetExportHost } from '../exports/useWidgetExportHost.ts';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { DASHBOARD_COLUMNS, dashboardWidgetItems, fitLayout, nudgeLayout } from './dashboardModel.ts';
import { WidgetMenu } from './WidgetMenu.tsx';

export interface DashboardWidgetTileProps {
  dashboardId: string;
  widget: DashboardWidget;
  definition: AnyWidgetDefinition;
  filters: WidgetFilters;
  filterValues: ReportFilterValues;
  /** Full-screen mode hides the menu and resize and shows Back. */
  fullscreen: boolean;
  onFullscreenChange: (fullscreen: boolean) => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /**
   * A keyboard step: `step` turns the widget's layout as it is at that moment into the next one, so
   * presses quicker than the page renders each count.
   */
  onLayoutStep: (step: (layout: DashboardLayout) => DashboardLayout) => void;
  /** Told the widget's every status change by the widget's id, so the dashboard knows when it is ready. */
  onStatusChange?: (widgetId: string, status: WidgetStatus) => void;
}

/** The title a user gave the widget (Edit), kept in its options; the definition's otherwise. */
export function widgetTitleOf(widget: DashboardWidget): string | undefined {
  const title = widget.options?.title;
  return typeof title === 'string' && title ? title : undefined;
}

/** The registry's title with the items the widget shows: 'Estimated Expenditure · nike.com, adidas.com'. */
export function defaultWidgetTitle(typeTitle: string, widget: Pick<DashboardWidget, 'items'>): string {
  const items = widget.items.map((item) => item.title).join(', ');
  return items ? `${typeTitle} · ${items}` : typeTitle;
}

const Handle = styled.button`
  width: 32px;
  height: 32px;
  border: 1px solid transparent;
  border-radius: ${tokens.radius};
  background: none;
  color: ${tokens.muted};
  cursor: grab;

  &:hover,
  &:focus-visible {
    border-color: ${tokens.border};
    color: ${tokens.text};
  }
`;

const Tile = styled.div`
  height: 100%;
  overflow: auto;

  & > section {
    min-height: 100%;
  }
`;

/**
 * One widget of a dashboard: drawn
 * through the registry with its saved items and options and the dashboard's filters; its menu (Edit,
 * Duplicate, Delete), and a handle that drags it — or, focused, moves it with the arrow keys and
 * resizes it with Shift and the arrows.
 */
export function DashboardWidgetTile({
  dashboardId,
  widget,
  definition,
  filters,
  filterValues,
  fullscreen,
  onFullscreenChange,
  onEdit,
  onDuplicate,
  onDelete,
  onLayoutStep,
  onStatusChange,
}: DashboardWidgetTileProps) {
  const { t } = useAdlensTranslation();
  // A dashboard may hold one widget type twice: its readiness counts widgets, not types.
  const reportStatus = useCallback(
    (_type: string, status: WidgetStatus) => onStatusChange?.(widget.id, status),
    [onStatusChange, widget.id],
  );
  const items = useMemo(() => dashboardWidgetItems(widget), [widget]);
  const params = filterParams(filterValues);
  const paramsKey = JSON.stringify(params);
  // Widgets that read with a view token get one for their own items, naming the dashboard.
  const viewRequest = useMemo(
    () =>
      definition.needsViewToken
        ? dashboardWidgetViewRequest(widget, JSON.parse(paramsKey) as Record<string, string>, dashboardId)
        : null,
    [definition.needsViewToken, widget, paramsKey, dashboardId],
  );
  const token = useReportViewToken(viewRequest);
  const viewToken = token.status === 'ready' ? token.token : undefined;
  // A dashboard widget exports like a report's, reading with its own view token.
  const exportContext = useMemo(
    () => exportScopeContext({ period: filters.period, currency: filters.currency }, { viewToken }),
    [filters.period, filters.currency, viewToken],
  );
  const exports = useWidgetExportHost(exportContext);
  // A token that could not be had fails the tile with 'Try again', never an endless skeleton.
  const tokenError = token.status === 'error' ? token.error : null;
  const retryToken = token.status === 'error' ? token.retry : null;
  const context = useMemo<WidgetReportContextValue>(
    () => ({
      viewToken,
      ...(retryToken ? { viewTokenFailure: { error: tokenError, retry: retryToken } } : {}),
      exports,
    }),
    [viewToken, tokenError, retryToken, exports],
  );
  // Entities open their reports with the tile's filters.
  const entityLinks = useEntityLinks({ search: filterValues });
  // On a dashboard a widget's default title names what it shows: the same widget type for two
  // reports must read (and be announced) differently.
  const title = widgetTitleOf(widget) ?? defaultWidgetTitle(t(definition.titleKey), widget);
  const initialOptions = useMemo(() => dashboardWidgetOptions(widget), [widget]);

  const onHandleKey = (event: KeyboardEvent) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!step) return;
    event.preventDefault();
    const [dx, dy] = step as [number, number];
    onLayoutStep((layout) =>
      nudgeLayout(
        fitLayout(layout, definition.defaultSize),
        event.shiftKey ? { dw: dx, dh: dy } : { dx, dy },
        DASHBOARD_COLUMNS,
        definition.defaultSize,
      ),
    );
  };
  const hintId = `${widget.id}-handle-hint`;

  return (
    <Tile data-widget-id={widget.id}>
      <WidgetReportContext value={context}>
        <EntityLinkContext value={entityLinks}>
          <DatasetWidget
            definition={definition}
            items={items}
            filters={filters}
            title={title}
            initialOptions={initialOptions}
            fullscreen={fullscreen}
            onFullscreenChange={onFullscreenChange}
            onStatusChange={reportStatus}
            // The chart follows the tile's size: a tile made taller draws a taller chart.
            fill
            menu={
              fullscreen ? undefined : (
                <>
                  <Handle
                    type="button"
                    className="dashboard-drag-handle"
                    aria-label={`Move or resize ${title}`}
                    aria-describedby={hintId}
                    onKeyDown={onHandleKey}
                  >
                    <span aria-hidden="true">✥</span>
                  </Handle>
                  <VisuallyHidden id={hintId}>
                    Arrow keys move the widget; Shift and the arrow keys resize it.
                  </VisuallyHidden>
                  <WidgetMenu title={title} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} />
                </>
              )
            }
          />
        </EntityLinkContext>
      </WidgetReportContext>
    </Tile>
  );
}
