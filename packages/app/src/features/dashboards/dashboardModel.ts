import { isApiError } from '@adlens/api-client';
import {
  DASHBOARD_CONFLICT_MESSAGE,
  DASHBOARD_LIMIT_MESSAGES,
  type DashboardLayout,
  type DashboardLimitKind,
  type DashboardSummary,
  type DashboardWidget,
} from '@adlens/core';
import type { WidgetItem } from '@adlens/report-widgets';

/** The dashboards grid: 12 columns (react-grid-layout units). */
export const DASHBOARD_COLUMNS = 12;

/** What went wrong with a dashboard call, in words the user reads. */
export type DashboardProblem = { kind: 'limit'; limit: DashboardLimitKind } | { kind: 'conflict' } | { kind: 'failed' };

/** A refusal of the dashboards API as the page handles it: a limit, a stale version, or anything else. */
export function dashboardProblem(error: unknown): DashboardProblem {
  if (isApiError(error) && error.code === 'error.stale-version') return { kind: 'conflict' };
  if (isApiError(error) && error.code === 'error.dashboard-limit-reached') {
    const limit = error.attributes.limit;
    if (typeof limit === 'string' && limit in DASHBOARD_LIMIT_MESSAGES)
      return { kind: 'limit', limit: limit as DashboardLimitKind };
  }
  return { kind: 'failed' };
}

export function problemMessage(problem: DashboardProblem): string {
  switch (problem.kind) {
    case 'limit':
      return DASHBOARD_LIMIT_MESSAGES[problem.limit];
    case 'conflict':
      return DASHBOARD_CONFLICT_MESSAGE;
    case 'failed':
      return 'The dashboard could not be saved. Please try again.';
    default:
      return problem satisfies never;
  }
}

/** 'Dashboard N' for a new one: the first number after the count that no dashboard is named with. */
export function nextDashboardName(dashboards: readonly Pick<DashboardSummary, 'name'>[]): string {
  const taken = new Set(dashboards.map((dashboard) => dashboard.name.trim().toLowerCase()));
  let number = dashboards.length + 1;
  while (taken.has(`dashboard ${number}`)) number += 1;
  return `Dashboard ${number}`;
}

/** The user's most recently changed dashboard: where `/dashboards` opens. */
export function mostRecentDashboard<T extends Pick<DashboardSummary, 'updatedAt'>>(
  dashboards: readonly T[],
): T | undefined {
  return [...dashboards].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
}

function overlaps(a: DashboardLayout, b: DashboardLayout): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The first free place for a widget of `size` ("at the first free place"): row by row from
 * the top, left to right, the first spot that overlaps no widget.
 */
export function firstFreePlace(
  layouts: readonly DashboardLayout[],
  size: { w: number; h: number },
  columns = DASHBOARD_COLUMNS,
): DashboardLayout {
  const w = Math.min(Math.max(1, size.w), columns);
  const h = Math.max(1, size.h);
  const bottom = layouts.reduce((max, layout) => Math.max(max, layout.y + layout.h), 0);
  for (let y = 0; y <= bottom; y += 1) {
    for (let x = 0; x + w <= columns; x += 1) {
      const place = { x, y, w, h };
      if (!layouts.some((layout) => overlaps(layout, place))) return place;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** A saved widget's items as the registry draws them: each item one aggregated unit. */
export function dashboardWidgetItems(widget: Pick<DashboardWidget, 'entityType' | 'items'>): WidgetItem[] {
  return widget.items.map((item, index) => ({
    key: `${index}:${item.title}`,
    title: item.title,
    icon: item.icon ?? null,
    entities: [{ entityType: widget.entityType, ids: item.ids }],
  }));
}

/** A report's items as a dashboard keeps them: {title, ids}; the benchmark is the report's, left out. */
export function savedItemsOf(items: readonly WidgetItem[]): DashboardWidget['items'] {
  return items
    .filter((item) => !item.benchmark)
    .map((item) => ({ title: item.title, ids: item.entities.flatMap((entities) => entities.ids) }))
    .filter((item) => item.ids.length > 0);
}

/** Moves or resizes a widget by keyboard, kept inside the grid and never below its widget's size. */
export function nudgeLayout(
  layout: DashboardLayout,
  change: { dx?: number; dy?: number; dw?: number; dh?: number },
  columns = DASHBOARD_COLUMNS,
  min: { w: number; h: number } = { w: 1, h: 1 },
): DashboardLayout {
  const w = Math.min(columns, Math.max(min.w, 1, layout.w + (change.dw ?? 0)));
  const h = Math.max(min.h, 1, layout.h + (change.dh ?? 0));
  const x = Math.min(columns - w, Math.max(0, layout.x + (change.dx ?? 0)));
  const y = Math.max(0, layout.y + (change.dy ?? 0));
  return { x, y, w, h };
}

/**
 * A saved place grown to the widget's smallest whole size (a tile shows its widget whole;
 * older dashboards saved smaller tiles), kept inside the grid's columns.
 */
export function fitLayout(layout: DashboardLayout, min: { w: number; h: number }): DashboardLayout {
  const w = Math.min(DASHBOARD_COLUMNS, Math.max(layout.w, min.w));
  return { ...layout, w, h: Math.max(layout.h, min.h), x: Math.min(layout.x, DASHBOARD_COLUMNS - w) };
}

/**
 * Widgets in the order a reader meets them on the grid: row by row from the top, left to right — the
 * order of a phone's single column (DashboardGrid), so a dashboard reads the same on every screen.
 */
export function readingOrder<T extends { layout: DashboardLayout }>(tiles: readonly T[]): T[] {
  return [...tiles].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
}
