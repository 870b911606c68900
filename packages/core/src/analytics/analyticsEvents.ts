import type { ModuleType } from '../datasets/reportViews.ts';

/**
 * The product-analytics event catalogue ("Analytics
 * events are sent for actions such as dashboard export and contact-sales clicks";
 * Page events, search-limit analytics dashboard export). One entry per event: its name and the
 * properties it carries. Properties are flat (string, number, boolean or null) so every sink — the
 * metrics host, a host page's tracker, a third-party tool — can store them as they are.
 *
 * The product rules name the properties of '[Dashboard] Dashboard Export' only; the others are ours
 * (docs/decisions/search-and-discovery.md, "Product analytics").
 */

/** Which kind of page a page event is about. */
export const ANALYTICS_PAGE_KINDS = ['report', 'audience', 'preview', 'dashboard', 'other'] as const;
export type AnalyticsPageKind = (typeof ANALYTICS_PAGE_KINDS)[number];

/** What every page event says about its page. */
export interface PageEventProperties {
  Page: AnalyticsPageKind;
  /** The report's entity type (advertiser, publisher, …); null outside reports. */
  'Entity Type': string | null;
  /** The page's path, without query: which report (ids) but not the filters. */
  Path: string;
  Channel: string | null;
  Country: string | null;
  Period: string | null;
}

/**
 * Why a page could not show what it was asked for; 'render-error' is an exception while drawing the
 * page, caught by the route's error boundary.
 */
export const PAGE_ERROR_REASONS = [
  'bad-request',
  'view-token-failed',
  'view-limit',
  'trial-limit',
  'render-error',
] as const;
export type PageErrorReason = (typeof PAGE_ERROR_REASONS)[number];

/**
 * The user actions TRACK_ACTION stands for: the ones that
 * say how reports are used — opening a widget full screen, saving a bookmark, adding a widget to a
 * dashboard, exporting a report — and how new users start: the onboarding finished or
 * skipped, and an example (demo preset) opened.
 */
export const TRACKED_ACTIONS = [
  'Widget Full Screen',
  'Bookmark Saved',
  'Added To Dashboard',
  'Report Export',
  'Onboarding Completed',
  'Onboarding Skipped',
  'Example Opened',
] as const;
export type TrackedAction = (typeof TRACKED_ACTIONS)[number];

/** Where a contact-sales click happened. */
export const CONTACT_SALES_SOURCES = ['limit-page', 'upgrade', 'restricted-feature'] as const;
export type ContactSalesSource = (typeof CONTACT_SALES_SOURCES)[number];

/** Event names that are not product constants, written once. */
export const DASHBOARD_EXPORT_EVENT = '[Dashboard] Dashboard Export';
export const SEARCH_LIMIT_EVENT = '[Search Limit] Filter Change';
export const CONTACT_SALES_EVENT = '[Sales] Contact Sales';

/** Event name → its properties. */
export interface AnalyticsEventCatalogue {
  /** Every widget of the page has settled (success, empty or error). */
  PAGE_READY: PageEventProperties & {
    /** Milliseconds from the page (or its filters) opening to ready. */
    'Duration Ms': number;
    Widgets: number;
    'Empty Widgets': number;
    'Failed Widgets': number;
  };
  /** The page knows what it shows: items named, filters chosen (widgets may still load). */
  PAGE_DATA_RESOLVED: PageEventProperties & { 'Duration Ms': number };
  /** The page cannot show its report. */
  PAGE_ERROR: PageEventProperties & { Reason: PageErrorReason };
  TRACK_ACTION: {
    Action: TrackedAction;
    Page: AnalyticsPageKind;
    Path: string;
    /**
     * What the action was on: a widget type, a bookmark's name, an export format, the onboarding
     * step skipped at ('welcome' before it started), the example's preset id.
     */
    Target: string | null;
  };
  /** A saved group (bookmark) was deleted. */
  GROUP_DELETED: { 'Group Id': string; 'Group Name': string; 'Group Type': string; 'Entity Type': string | null };
  /** A filter change that may count against the trial's premium searches. */
  [SEARCH_LIMIT_EVENT]: {
    'Entity Type': string | null;
    Path: string;
    'Changed Filter': string;
    Channel: string | null;
    Country: string | null;
    'Previous Country': string | null;
    Period: string | null;
  };
  /** Dashboard Id, Format, Report Name, Module Type, Channel, Country, Period. */
  [DASHBOARD_EXPORT_EVENT]: {
    'Dashboard Id': string;
    Format: 'Excel' | 'PDF';
    'Report Name': string | null;
    'Module Type': ModuleType;
    Channel: string | null;
    Country: string | null;
    Period: string | null;
  };
  /** : 'Contact sales' opened, and the request sent from its dialog. */
  [CONTACT_SALES_EVENT]: { Step: 'Open' | 'Send'; Source: ContactSalesSource; Topic: string };
}

export type AnalyticsEventName = keyof AnalyticsEventCatalogue;

/** One event as the app tracks it: a discriminated union on `event`. */
export type AnalyticsEvent = {
  [Name in AnalyticsEventName]: { event: Name; properties: AnalyticsEventCatalogue[Name] };
}[AnalyticsEventName];

export type AnalyticsPropertyValue = string | number | boolean | null;

/** Every event name of the catalogue, for validation on the metrics host. */
export const ANALYTICS_EVENT_NAMES = [
  'PAGE_READY',
  'PAGE_DATA_RESOLVED',
  'PAGE_ERROR',
  'TRACK_ACTION',
  'GROUP_DELETED',
  SEARCH_LIMIT_EVENT,
  DASHBOARD_EXPORT_EVENT,
  CONTACT_SALES_EVENT,
] as const satisfies readonly AnalyticsEventName[];

// Every catalogue entry is listed above (a missing one fails to compile here).
type Missing = Exclude<AnalyticsEventName, (typeof ANALYTICS_EVENT_NAMES)[number]>;
const allListed: Missing extends never ? true : never = true;
void allListed;

/** Builds an event with its properties checked against the catalogue. */
export function analyticsEvent<Name extends AnalyticsEventName>(
  event: Name,
  properties: AnalyticsEventCatalogue[Name],
): AnalyticsEvent {
  return { event, properties } as AnalyticsEvent;
}
