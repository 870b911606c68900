import type { EntitySummary, EntityType } from '../entityType.ts';

/**
 * Report views ("Favourites, groups and recents"; access
 * ): opening a report asks for a view token for its context, which counts the view, writes the
 * access log that recents are read from, and authorises the datasets that need it.
 */
export const REPORT_VIEW_TOKEN_PATH = 'security/tokens/report';
export const RECENTS_PATH = 'accesslogs/datapoints';
/** The header that carries the report view token on dataset requests. */
export const REPORT_VIEW_HEADER = 'X-Report-Id';
/** 'Report view token is not defined'. */
export const REPORT_VIEW_TOKEN_MISSING = 'Report view token is not defined';
/** Datasets that need the view token ("view token"). */
export const VIEW_TOKEN_DATASETS: readonly string[] = ['creatives', 'month-over-month-change', 'channel-share'];

export const MODULE_TYPES = ['AD_INTELLIGENCE', 'AUDIENCE'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Group: types are written REGULAR and COMPARISON. */
export type ReportContextType = 'REGULAR' | 'COMPARISON';

export interface UnsavedGroup {
  name: string;
  instances: number[];
}

/**
 * POST security/tokens/report payload. `instances` are the single entities of the report,
 * `unsavedGroups` its virtual groups, `params` the applied filters (channel, country, period, …).
 */
export interface ReportViewRequest {
  type: ReportContextType;
  moduleType: ModuleType;
  entityType: EntityType;
  instances: number[];
  favoriteIds: string[];
  unsavedGroups: UnsavedGroup[];
  params: Record<string, string>;
  dashboardId?: string;
  categoryId?: number;
}

/** Claims of the view token (usedReportViews DAILY and MONTHLY, actor.id). */
export interface ReportViewClaims {
  usedReportViews: { DAILY: number; MONTHLY: number };
  actor: { id: number };
  /** Every entity id the report may ask datasets about (instances and group members). */
  entityType: EntityType;
  ids: number[];
  /** The benchmark category of the report: `category=ID` datasets are covered too. */
  categoryId: number | null;
  /** The access-log row this view wrote. */
  accessLogId: string;
}

/** "Recent datapoint (access log)". */
export interface RecentDatapoint {
  id: string;
  time: string;
  favorites: { id: string; name: string; details: { params: Record<string, string> | null } }[];
  details: {
    id: string;
    type: 'comparison' | 'regular';
    entityType: EntityType;
    moduleType: ModuleType;
    instances: number[];
    favoriteIds: string[];
    unsavedGroups: UnsavedGroup[];
    categoryId: number | null;
    params: Record<string, string>;
    /**
     * Titles and icons of `instances`, so the recents menu draws without more requests, with what
     * tells apart entities of one name (a publisher's kind, a campaign's advertiser and flight).
     */
    entities: Pick<EntitySummary, 'id' | 'title' | 'icon' | 'publisherKind' | 'campaign'>[];
  };
}

/** Recent list default size 10. */
export const RECENTS_DEFAULT_SIZE = 10;
