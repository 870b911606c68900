import type { DashboardWidget } from '@adlens/core';
import type { AnyWidgetDefinition, WidgetStatus } from '@adlens/report-widgets';
import { DashboardGrid } from './DashboardGrid.tsx';
import { DashboardWidgetTile } from './DashboardWidgetTile.tsx';
import { fitLayout } from './dashboardModel.ts';
import type { ReadyDashboardFilters } from './useDashboardFilters.ts';
import type { useWidgetActions } from './useWidgetActions.ts';

/** A widget the registry can draw, with its definition. */
interface ShownWidget {
  widget: DashboardWidget;
  definition: AnyWidgetDefinition;
}

export interface DashboardWidgetsProps {
  dashboardId: string;
  shown: readonly ShownWidget[];
  /** The widget shown full screen instead of the grid. */
  fullscreen: ShownWidget | undefined;
  /** The filters a widget shows with; none yet while they are chosen. */
  filtersOf: (widget: DashboardWidget) => ReadyDashboardFilters | null;
  actions: ReturnType<typeof useWidgetActions>;
  onStatusChange: (widgetId: string, status: WidgetStatus) => void;
}

/** The dashboard's widgets: on the grid, or one full screen; a sentence when there are none. */
export function DashboardWidgets({
  dashboardId,
  shown,
  fullscreen,
  filtersOf,
  actions,
  onStatusChange,
}: DashboardWidgetsProps) {
  const tileOf = ({ widget, definition }: ShownWidget, isFullscreen: boolean) => {
    const tileFilters = filtersOf(widget);
    return (
      tileFilters && (
        <DashboardWidgetTile
          dashboardId={dashboardId}
          widget={widget}
          definition={definition}
          filters={tileFilters.filters}
          filterValues={tileFilters.values}
          fullscreen={isFullscreen}
          onFullscreenChange={(on) => actions.setFullscreen(widget.id, on)}
          onEdit={() => actions.setEditing(widget)}
          onDuplicate={() => actions.duplicate(widget)}
          onDelete={() => actions.remove(widget)}
          onLayoutStep={(step) => actions.stepLayout(widget.id, step)}
          onStatusChange={onStatusChange}
        />
      )
    );
  };

  return (
    <>
      {shown.length === 0 && (
        <p>This dashboard has no widgets yet. Open a report and choose ‘Add to dashboard’ on any widget.</p>
      )}
      {fullscreen
        ? tileOf(fullscreen, true)
        : shown.length > 0 && (
            <DashboardGrid
              tiles={shown.map((entry) => ({
                id: entry.widget.id,
                layout: fitLayout(entry.widget.layout, entry.definition.defaultSize),
                min: entry.definition.defaultSize,
                node: tileOf(entry, false),
              }))}
              onLayoutChange={actions.setLayouts}
            />
          )}
    </>
  );
}
