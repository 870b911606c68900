import { type AnalyticsPageKind, type PageEventProperties, isEntityType } from '@adlens/core';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Which page a path is, and its report's entity type (sales tool's `domain` is an advertiser). */
export function analyticsPage(pathname: string): { Page: AnalyticsPageKind; 'Entity Type': string | null } {
  const [first, second] = pathname.split('/').filter(Boolean);
  const entityOf = (segment: string | undefined) => {
    const type = segment === 'domain' ? 'advertiser' : segment?.replace(/-compare$/, '');
    return type && isEntityType(type) ? type : null;
  };
  if (first === 'preview') return { Page: 'preview', 'Entity Type': entityOf(second) };
  if (first === 'audience') return { Page: 'audience', 'Entity Type': 'advertiser' };
  if (first === 'dashboards') return { Page: 'dashboard', 'Entity Type': null };
  const type = first === 'ad-intelligence' ? entityOf(second) : null;
  return type ? { Page: 'report', 'Entity Type': type } : { Page: 'other', 'Entity Type': null };
}

/** The report filters a page shows, for its events: a page that chose defaults names them here. */
export interface ShownPageFilters {
  channel?: string;
  country?: string;
  period?: string;
}

/** What every page event says about its page (core PageEventProperties). */
export function pageEventProperties(
  pathname: string,
  search: object = {},
  shown?: ShownPageFilters,
): PageEventProperties {
  // The report filters the event names: the ones the page shows when it says so (a report keeps its
  // chosen defaults out of the URL), else the URL's. A route without report filters has none.
  const filter = (key: 'channel' | 'country' | 'period') => text(shown ? shown[key] : Reflect.get(search, key));
  return {
    ...analyticsPage(pathname),
    Path: pathname,
    Channel: filter('channel'),
    Country: filter('country'),
    Period: filter('period'),
  };
}

/** The sales tool's sneak view: a preview of entity names. */
export function isSneakViewPath(pathname: string): boolean {
  return pathname.startsWith('/preview/');
}
