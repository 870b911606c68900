import type { Dashboard, DashboardLayout, DashboardWidget } from '@adlens/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trackFullscreen, useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { type DashboardProblem, firstFreePlace } from './dashboardModel.ts';
import type { DashboardDraft } from './useDashboardDraft.ts';
import { widgetDefinitionOf } from './widgetDefinitionOf.ts';

export interface WidgetActionsInput {
  id: string;
  draft: DashboardDraft;
  /** The plan's widgets per dashboard, once the list of dashboards is loaded. */
  maxWidgets: number | undefined;
  setNotice: (problem: DashboardProblem) => void;
  titleOf: (widget: DashboardWidget) => string;
}

/** The dashboard with its widgets' next layouts; the same object when none changed (nothing to save). */
function withLayouts(current: Dashboard, next: (widget: DashboardWidget) => DashboardLayout): Dashboard {
  let changed = false;
  const widgets = current.widgets.map((widget) => {
    const layout = next(widget);
    if (JSON.stringify(layout) === JSON.stringify(widget.layout)) return widget;
    changed = true;
    return { ...widget, layout };
  });
  return changed ? { ...current, widgets } : current;
}

/**
 * What the user does to the dashboard's widgets: move and resize them (saved once the user pauses),
 * duplicate, delete, rename through the edit dialog (`editing` is the widget it edits), and show
 * one full screen. Every change but a move is saved at once.
 */
export function useWidgetActions({ id, draft, maxWidgets, setNotice, titleOf }: WidgetActionsInput) {
  const navigate = useNavigate();
  const trackAction = useTrackAction();
  const [editing, setEditing] = useState<DashboardWidget | null>(null);
  const widgets = draft.dashboard?.widgets ?? [];

  /** Layouts from the grid (a drag or a resize), applied to the draft as it is now. */
  const setLayouts = (layouts: Map<string, DashboardLayout>) => {
    draft.edit((current) => withLayouts(current, (widget) => layouts.get(widget.id) ?? widget.layout));
  };

  /** One keyboard step of a widget, from its layout as the draft holds it now (not as last rendered). */
  const stepLayout = (widgetId: string, step: (layout: DashboardLayout) => DashboardLayout) => {
    draft.edit((current) =>
      withLayouts(current, (widget) => (widget.id === widgetId ? step(widget.layout) : widget.layout)),
    );
  };

  /** The widget's copy: a new id, '(copy)' after its title, and the first free place of its size. */
  const copyOf = (current: Dashboard, widget: DashboardWidget, size: { w: number; h: number }): DashboardWidget => ({
    ...widget,
    id: globalThis.crypto.randomUUID(),
    // Two cards of one name would read (and be announced) alike.
    options: { ...widget.options, title: `${titleOf(widget)} (copy)` },
    layout: firstFreePlace(
      current.widgets.map((other) => other.layout),
      { w: widget.layout.w || size.w, h: widget.layout.h || size.h },
    ),
  });

  const duplicate = (widget: DashboardWidget) => {
    // A dashboard holds at most the plan's widgets.
    if (maxWidgets !== undefined && widgets.length >= maxWidgets) {
      setNotice({ kind: 'limit', limit: 'widgets' });
      return;
    }
    const definition = widgetDefinitionOf(widget.type);
    const size = definition?.defaultSize ?? { w: widget.layout.w, h: widget.layout.h };
    draft.edit((current) => ({ ...current, widgets: [...current.widgets, copyOf(current, widget, size)] }), 0);
  };

  const remove = (widget: DashboardWidget) =>
    draft.edit((current) => ({ ...current, widgets: current.widgets.filter((other) => other.id !== widget.id) }), 0);

  /** The edit dialog's Save: the widget it edits takes the title. */
  const rename = (title: string) => {
    const edited = editing;
    setEditing(null);
    if (!edited) return;
    draft.edit(
      (current) => ({
        ...current,
        widgets: current.widgets.map((widget) =>
          widget.id === edited.id ? { ...widget, options: { ...widget.options, title } } : widget,
        ),
      }),
      0,
    );
  };

  const setFullscreen = (widgetId: string, on: boolean) => {
    const go = () => navigate({ to: '/dashboards/$id', params: { id }, search: on ? { widget: widgetId } : {} });
    const type = widgets.find((widget) => widget.id === widgetId)?.type ?? null;
    // Full-screen navigation waits up to 500 ms for tracking.
    void (on && type ? trackFullscreen(trackAction, type).then(go) : go());
  };

  return { editing, setEditing, setLayouts, stepLayout, duplicate, remove, rename, setFullscreen };
}
