import type { EntityType } from '../entityType.ts';
import { PACKAGE_PLANS, type PackageCode } from '../gating/packagePlans.ts';

/** Dashboards. */
export const DASHBOARDS_PATH = 'dashboards';

/** Dashboard limits, word for word. */
export const DASHBOARD_LIMIT_MESSAGES = {
  saved: 'You have reached the maximum number of saved dashboards. Remove one to add another.',
  duplicate: 'You have reached the maximum number of dashboards. Remove one to duplicate another.',
  lastOne: 'You must have at least one dashboard.',
  widgets: 'You have reached the maximum number of widgets per dashboard. Remove one to add another',
} as const;
export type DashboardLimitKind = keyof typeof DASHBOARD_LIMIT_MESSAGES;

/** Our wording for a stale save (layouts are never lost on a concurrent edit). */
export const DASHBOARD_CONFLICT_MESSAGE =
  'This dashboard was changed in another window. Your changes were not saved: reload it to see the latest version.';

export interface DashboardLimits {
  /** Saved dashboards per user. */
  dashboards: number;
  /** Widgets per dashboard. */
  widgets: number;
}

/**
 * Per plan with the dashboards flag (our numbers, documented in
 * docs/product/plans-and-limits.md). Plans without the flag have none and get the promotion dialog.
 */
export const DASHBOARD_LIMITS: Readonly<Partial<Record<PackageCode, DashboardLimits>>> = {
  TEAM: { dashboards: 5, widgets: 12 },
  ENTERPRISE: { dashboards: 10, widgets: 20 },
};

/** The dashboard limits of a plan, or null when the plan has no dashboards. */
export function dashboardLimitsOf(code: string | null): DashboardLimits | null {
  if (!code || !(code in PACKAGE_PLANS)) return null;
  const plan = PACKAGE_PLANS[code as PackageCode];
  return plan.flags.dashboards ? (DASHBOARD_LIMITS[plan.code] ?? null) : null;
}

/** A widget's place on the 12-column grid (react-grid-layout units). */
export interface DashboardLayout {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Widget info: a widget on a dashboard, with the items it shows and its own choices. */
export interface DashboardWidget {
  /** uuid; the fullscreen URL names it (`widget=<id>` on dashboards). */
  id: string;
  /** The registry's widget type. */
  type: string;
  entityType: EntityType;
  /**
   * The items it draws, one per compared item (each one or more entity ids). An item of one entity
   * carries that entity's icon as the API reads it back (never stored; a group has none).
   */
  items: { title: string; ids: number[]; icon?: string | null }[];
  /** The widget's own options (sort, metric, …) as its definition keeps them. */
  options?: Record<string, unknown>;
  /**
   * The filters of the report it was added from (channel, country, period, currency), so it shows
   * the figures the user saw there; the dashboard's own filters, where set, win.
   */
  filters?: Record<string, string>;
  layout: DashboardLayout;
}

export interface Dashboard {
  id: string;
  name: string;
  /** Dashboard-level filters: channel, country, period, currency. */
  filters: Record<string, string>;
  widgets: DashboardWidget[];
  /** Increases on every save; a save names the version it started from (409 when stale). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface DashboardSummary {
  id: string;
  name: string;
  widgetCount: number;
  updatedAt: string;
}

export interface DashboardsResponse {
  elements: DashboardSummary[];
  limits: DashboardLimits;
}

/** PUT dashboards/{id}: what changes, and the version it was edited from. */
export interface DashboardUpdate {
  version: number;
  name?: string;
  filters?: Record<string, string>;
  widgets?: DashboardWidget[];
}
