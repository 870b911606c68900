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

/** What every page event says about its page (core PageEventProperties). */
export function pageEventProperties(pathname: string, search: object = {}): PageEventProperties {
  // The report filters the event names: the URL's, where the report writes its chosen filters. Any
  // route's search may be given; a route without report filters has none of them.
  const filter = (key: 'channel' | 'country' | 'period') => text(Reflect.get(search, key));
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
