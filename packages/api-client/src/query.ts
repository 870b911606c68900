import {
  type DatasetRequest,
  type DemoPresetPage,
  FAVORITES_PAGE_SIZE,
  type RecentDatapoint,
  type ReportViewRequest,
  serializeDatasetRequest,
} from '@adlens/core';
import { queryOptions } from '@tanstack/react-query';
import type { AdlensClient, SearchParams } from './adlensClient.ts';
import type { ApiError } from './apiError.ts';

/**
 * TanStack Query option factories (the `queryOptions` pattern): one place builds each key, so
 * invalidation and prefetching in the app, widgets and examples agree.
 */
export const adlensKeys = {
  all: ['adlens'] as const,
  dataset: (name: string, request: DatasetRequest) =>
    ['adlens', 'dataset', name, serializeDatasetRequest(request).toString()] as const,
  sessionUser: () => ['adlens', 'session', 'user'] as const,
  sessionClaims: () => ['adlens', 'session', 'claims'] as const,
  settings: () => ['adlens', 'settings'] as const,
  search: ({ q, entityType, size, ...filters }: SearchParams) =>
    ['adlens', 'search', entityType ?? 'all', q, size ?? null, filters] as const,
  recents: () => ['adlens', 'recents'] as const,
  favorites: () => ['adlens', 'favorites'] as const,
  favorite: (id: string) => ['adlens', 'favorites', id] as const,
  dashboards: () => ['adlens', 'dashboards'] as const,
  dashboard: (id: string) => ['adlens', 'dashboards', id] as const,
  subscriptionFrequencies: () => ['adlens', 'subscriptions', 'frequencies'] as const,
  subscriptionEntries: () => ['adlens', 'subscriptions', 'entries'] as const,
  exportStatus: () => ['adlens', 'exports', 'status'] as const,
  demoPresets: (page?: DemoPresetPage) => ['adlens', 'demo-presets', page ?? 'all'] as const,
  customerUsers: (customerId: number) => ['adlens', 'customers', customerId, 'users'] as const,
  reportViewToken: (request: ReportViewRequest) => ['adlens', 'report-view-token', JSON.stringify(request)] as const,
};

export function datasetQueryOptions<T>(client: AdlensClient, name: string, request: DatasetRequest) {
  return queryOptions<T, ApiError>({
    queryKey: adlensKeys.dataset(name, request),
    queryFn: ({ signal }) => client.getDataset<T>(name, request, { signal }),
  });
}

export function searchQueryOptions(client: AdlensClient, params: SearchParams) {
  return queryOptions({
    queryKey: adlensKeys.search(params),
    queryFn: ({ signal }) => client.search(params, { signal }),
    enabled: params.q.trim().length > 0,
    staleTime: 60_000,
  });
}

/**
 * The user's recent reports (`accesslogs/datapoints`), newest first. A failure reads as none: the
 * recents are an aid, never an error on the page. Always asked afresh: the last report just viewed
 * belongs in it.
 */
export function recentsQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.recents(),
    queryFn: ({ signal }) => client.getRecents({}, { signal }).catch((): RecentDatapoint[] => []),
    staleTime: 0,
  });
}

/**
 * A report view token for one report context (POST security/tokens/report), for widgets used
 * outside a report page that asks for one itself (a partner's page with our widgets). Asking counts a report view,
 * so the token is kept for the session and never retried by the query: every widget of the same
 * items and filters shares it, and a retry is the user's ('Try again').
 */
export function reportViewTokenQueryOptions(client: AdlensClient, request: ReportViewRequest) {
  return queryOptions<string, ApiError>({
    queryKey: adlensKeys.reportViewToken(request),
    queryFn: ({ signal }) => client.createReportViewToken(request, { signal }),
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

/** The signed-in user from the access token; cached for the session (clear the cache on logout). */
export function sessionUserQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.sessionUser(),
    queryFn: () => client.session.getUser(),
    staleTime: Infinity,
  });
}

/**
 * The access token's claims (user, integration, a sales-tool session's partner claims); cached for
 * the session like the user (clear the cache on logout).
 */
export function sessionClaimsQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.sessionClaims(),
    queryFn: () => client.session.getClaims(),
    staleTime: Infinity,
  });
}

/** The public settings (maintenance banner, home-page URL, support e-mail); fetched once per app. */
export function settingsQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.settings(),
    queryFn: ({ signal }) => client.getSettings({ signal }),
    staleTime: Infinity,
  });
}

/**
 * The user's bookmarks (`favorites/datapoints`; the menu shows up to 100). Saving, renaming and
 * deleting invalidate `adlensKeys.favorites()`, which is how every open menu hears of the change.
 */
export function favoritesQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.favorites(),
    queryFn: ({ signal }) => client.getFavorites({ size: FAVORITES_PAGE_SIZE }, { signal }),
    staleTime: 60_000,
  });
}

/** One bookmark, as a report URL that opens it needs. */
export function favoriteQueryOptions(client: AdlensClient, id: string) {
  return queryOptions({
    queryKey: adlensKeys.favorite(id),
    queryFn: ({ signal }) => client.getFavorite(id, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
export { skiplistQueryOptions, userKeys, userPreferencesQueryOptions, userSettingsQueryOptions } from './userQuery.ts';
export { onboardingKey, onboardingQueryOptions } from './onboardingQuery.ts';

/** The user's dashboards and the plan's limits. */
export function dashboardsQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.dashboards(),
    queryFn: ({ signal }) => client.getDashboards({ signal }),
    staleTime: 30_000,
  });
}

/** One dashboard; saves replace it with the answer (its new version). */
export function dashboardQueryOptions(client: AdlensClient, id: string) {
  return queryOptions({
    queryKey: adlensKeys.dashboard(id),
    queryFn: ({ signal }) => client.getDashboard(id, { signal }),
    staleTime: 30_000,
  });
}

/**
 * Monthly export usage against the plan and the running jobs.
 * Always asked afresh: an export just registered or finished changes it; invalidate
 * `adlensKeys.exportStatus()` after one.
 */
export function exportStatusQueryOptions(client: AdlensClient) {
  return queryOptions({
    queryKey: adlensKeys.exportStatus(),
    queryFn: ({ signal }) => client.getExportStatus({ signal }),
    staleTime: 0,
  });
}

/**
 * The 'Try an example' presets, all of them or one report page's. They change
 * only with the data and the skiplist; a minute keeps page switches instant and a skip soon visible.
 */
export function demoPresetsQueryOptions(client: AdlensClient, page?: DemoPresetPage) {
  return queryOptions({
    queryKey: adlensKeys.demoPresets(page),
    queryFn: ({ signal }) => client.demoPresets.list(page ? { page } : {}, { signal }),
    staleTime: 60_000,
  });
}
