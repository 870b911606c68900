import {
  API_BASE_PATH,
  type CompleteOnboardingRequest,
  type CompletedOnboarding,
  type CreateCustomerUserRequest,
  type CustomerUser,
  type CustomerUserList,
  type CustomerUserListItem,
  customerUserDeactivationPath,
  ONBOARDING_PATH,
  type OnboardingProgress,
  type OnboardingState,
  customerUsersPath,
  type DatasetRequest,
  type EntitySummary,
  DASHBOARDS_PATH,
  DEMO_PRESETS_PATH,
  type DemoPreset,
  type DemoPresetPage,
  type DemoPresetsResponse,
  DOWNLOADS_PATH,
  type Dashboard,
  type Download,
  EXPORT_STATUS_PATH,
  type ExportRequest,
  type ExportStatus,
  type DashboardUpdate,
  type DashboardsResponse,
  type EntityType,
  FAVORITES_PATH,
  type FavoriteType,
  type FavoritesResponse,
  RECENTS_DEFAULT_SIZE,
  RECENTS_PATH,
  REPORT_VIEW_HEADER,
  REPORT_VIEW_TOKEN_PATH,
  type RecentDatapoint,
  type ReportViewRequest,
  SAVE_TO_FAVORITES_PATH,
  type SaveFavoriteRequest,
  type SavedGroup,
  type SearchResponse,
  SKIPLISTS_PATH,
  type PasswordChange,
  type ProfileUpdate,
  type SkiplistItem,
  type SkiplistResponse,
  USER_PASSWORD_PATH,
  USER_PREFERENCES_PATH,
  USER_PROFILE_PATH,
  USER_SETTINGS_PATH,
  type UserPreferences,
  type UserSettings,
  type UserSettingsPatch,
  SUBSCRIPTIONS_PATH,
  SUBSCRIPTION_ENTRIES_PATH,
  type SubscriptionEntriesResponse,
  type SubscriptionEntry,
  type SubscriptionEntryInput,
  type SubscriptionFrequenciesResponse,
  type SubscriptionFrequency,
  UNSUBSCRIBE_PATH,
  type UnsubscribeResponse,
  serializeDatasetRequest,
} from '@adlens/core';
import { ApiError, apiErrorFromResponse, toApiError } from './apiError.ts';
import type {
  AppSettings,
  ContactSalesRequest,
  CustomerContacts,
  LimitedSessionKind,
  LimitedSessionList,
} from './accessTypes.ts';
import { Connectivity } from './connectivity.ts';
import { crossOriginFailureMessage } from './crossOriginFailureMessage.ts';
import { type RetryPolicy, type WithPartnerToken, runRenewal } from './tokenRenewalPolicy.ts';
import { type SessionClock, SessionManager, type TokenStorage } from './sessionManager.ts';
import { assertTokenType } from './tokenFormat.ts';

export interface AdlensClientOptions {
  /** API origin, e.g. `http://localhost:4000`; the version segment is added here. */
  apiOrigin: string;
  fetch?: typeof fetch;
  /** Where the auth token survives reloads; memory only by default (embeds must not persist it). */
  tokenStorage?: TokenStorage;
  onSessionExpired?: () => void;
  /**
   * Embedded apps: a partner token source (the bridge's token broker under the renewal policy). When
   * set, an auth token the API no longer accepts is renewed by trading a partner token instead of
   * ending the session: embeds get their tokens from the partner, never from a cookie or storage.
   */
  withPartnerToken?: WithPartnerToken;
  /**
   * The stable per-browser device id sent as `requestId` on logins (the API counts devices by it). The standalone host
   * keeps it in localStorage; embeds keep it in memory. Omitted when unset.
   */
  deviceId?: string;
  /** Token validity re-check interval (3 minutes by default). */
  validityCheckMs?: number;
  /** Test seam for the validity-check timer. */
  clock?: SessionClock;
  /** Test seam: how token calls are retried while the API cannot be reached. */
  retry?: RetryPolicy;
}

export interface LoginCredentials {
  email: string;
  password: string;
  /** 'Remember this device for 30 days' → `forever=true`. */
  rememberMe: boolean;
}

/** GET entities/by-name: the type the entities were found in, and the entities (none when nothing fits). */
export interface EntitiesByNameResponse {
  entityType: EntityType;
  elements: EntitySummary[];
}

export interface SearchParams {
  q: string;
  entityType?: EntityType;
  size?: number;
  /**
   * The filters the suggestions' figures are for (channel as
   * TYPE-DEVICE, country code, period id, currency); the API's defaults when absent.
   */
  channel?: string;
  country?: string;
  period?: string;
  currency?: string;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the report view token (`X-Report-Id`). */
  headers?: Record<string, string>;
}

/**
 * The typed client for every Adlens API call. Framework-free: React bindings live in
 * `@adlens/api-client/query` and in the widgets package.
 */
export class AdlensClient {
  readonly session: SessionManager;
  /** Whether the API can be reached, from every request's outcome (the app's 'Reconnecting…'). */
  readonly connectivity: Connectivity;
  readonly apiOrigin: string;
  readonly #base: string;
  readonly #fetch: typeof fetch;
  readonly #deviceId: string | undefined;
  #crossOriginReported = false;

  /**
   * GET demo-presets: the 'Try an example' sets, resolved to
   * entities, for every report page the user's package opens, or for one `page`.
   */
  readonly demoPresets = {
    list: async (query: { page?: DemoPresetPage } = {}, options: RequestOptions = {}): Promise<DemoPreset[]> => {
      const search = query.page ? `?${new URLSearchParams({ page: query.page }).toString()}` : '';
      return (await this.getJson<DemoPresetsResponse>(`${DEMO_PRESETS_PATH}${search}`, options)).elements;
    },
  };

  /**
   * users/me/onboarding: the first-run path's state, each wizard step's answers, and its
   * end — completing creates the saved filters, the comparison bookmark and the first dashboard.
   */
  readonly onboarding = {
    get: (options: RequestOptions = {}): Promise<OnboardingState> =>
      this.getJson<OnboardingState>(ONBOARDING_PATH, options),
    saveProgress: (progress: OnboardingProgress, options: RequestOptions = {}): Promise<OnboardingState> =>
      this.#userJson<OnboardingState>(ONBOARDING_PATH, 'PUT', progress, options),
    complete: (request: CompleteOnboardingRequest = {}, options: RequestOptions = {}): Promise<CompletedOnboarding> =>
      this.#userJson<CompletedOnboarding>(`${ONBOARDING_PATH}/complete`, 'POST', request, options),
    skip: (options: RequestOptions = {}): Promise<OnboardingState> =>
      this.#userJson<OnboardingState>(`${ONBOARDING_PATH}/skip`, 'POST', {}, options),
  };

  constructor(options: AdlensClientOptions) {
    this.apiOrigin = options.apiOrigin.replace(/\/$/, '');
    this.#base = `${this.apiOrigin}${API_BASE_PATH}`;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#deviceId = options.deviceId;
    const { withPartnerToken } = options;
    this.session = new SessionManager({
      exchange: (authToken) => this.exchangeAuthToken(authToken),
      storage: options.tokenStorage,
      onExpired: options.onSessionExpired,
      renew: withPartnerToken ? () => withPartnerToken((token) => this.#tradePartnerToken(token)) : undefined,
      validityCheckMs: options.validityCheckMs,
      clock: options.clock,
      retry: options.retry,
    });
    this.connectivity = new Connectivity({ probe: () => this.ping() });
  }

  /** GET health: whether the API answers at all (no session needed). */
  async ping(): Promise<boolean> {
    try {
      const response = await this.#send('health', { method: 'GET' });
      return !GATEWAY_FAILURES.has(response.status);
    } catch {
      return false;
    }
  }

  /**
   * Password login: returns the auth token and starts the session. An
   * OTP user is refused with `error.otp.code-incorrect` ('OTP code required'): ask for a code with
   * `requestOtpToken` and finish with `loginWithOtp`. Device and session limits are 403s carrying
   * `DevicesLimitAttributes`.
   */
  async login({ email, password, rememberMe }: LoginCredentials, options: RequestOptions = {}): Promise<void> {
    const token = await this.#text(this.#authenticationPath(rememberMe), {
      method: 'POST',
      headers: { Authorization: basicAuthorization(email, password) },
      credentials: 'include', // the API sets the HttpOnly session cookie on this response
      signal: options.signal,
    });
    this.session.signIn(assertTokenType(token, 'AUTHENTICATION'));
  }

  /** POST security/tokens/authentication/2fa with the password: mails a code, returns the code token. */
  requestOtpToken({ email, password }: Omit<LoginCredentials, 'rememberMe'>, options: RequestOptions = {}) {
    return this.#text('security/tokens/authentication/2fa', {
      method: 'POST',
      headers: { Authorization: basicAuthorization(email, password) },
      signal: options.signal,
    });
  }

  /** Re-requests a code with the current code token; returns the new code token. */
  resendOtp(codeToken: string, options: RequestOptions = {}): Promise<string> {
    return this.#text('security/tokens/authentication/2fa', {
      method: 'POST',
      headers: { Authorization: `Bearer ${codeToken}` },
      signal: options.signal,
    });
  }

  /** Finishes an OTP login: the code token and the mailed code → auth token. */
  async loginWithOtp(
    { codeToken, otp, rememberMe }: { codeToken: string; otp: string; rememberMe: boolean },
    options: RequestOptions = {},
  ): Promise<void> {
    const token = await this.#text(`${this.#authenticationPath(rememberMe)}&otp=${encodeURIComponent(otp)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${codeToken}` },
      credentials: 'include',
      signal: options.signal,
    });
    this.session.signIn(assertTokenType(token, 'AUTHENTICATION'));
  }

  /**
   * GET security/tokens/authentication: the auth token behind the HttpOnly session cookie, so a reload
   * keeps the session without the token in web storage. Resolves false when there is no session.
   */
  async restoreFromCookie(options: RequestOptions = {}): Promise<boolean> {
    const response = await this.#send('security/tokens/authentication', {
      method: 'GET',
      credentials: 'include',
      signal: options.signal,
    });
    if (response.status === 401) return false;
    if (!response.ok) throw await apiErrorFromResponse(response);
    this.session.signIn(assertTokenType(await response.text(), 'AUTHENTICATION'));
    return true;
  }

  /** POST security/tokens/verification: mails a recovery link to `email`. */
  async sendRecovery(email: string, options: RequestOptions = {}): Promise<void> {
    await this.#ok('security/tokens/verification', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: email,
      signal: options.signal,
    });
  }

  /** HEAD security/tokens/verification: whether a set-password token is still valid. */
  async checkVerificationToken(token: string, options: RequestOptions = {}): Promise<boolean> {
    const response = await this.#send('security/tokens/verification', {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${token}` },
      signal: options.signal,
    });
    if (response.ok) return true;
    if (response.status === 401 || response.status === 403) return false;
    throw await apiErrorFromResponse(response);
  }

  /** POST security/tokens/identity: sets the password and signs in with the returned token. */
  async setPassword(token: string, password: string, options: RequestOptions = {}): Promise<void> {
    const query = this.#deviceId ? `?requestId=${encodeURIComponent(this.#deviceId)}` : '';
    const authToken = await this.#text(`security/tokens/identity${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
      credentials: 'include',
      signal: options.signal,
    });
    this.session.signIn(assertTokenType(authToken, 'AUTHENTICATION'));
  }

  /** GET customers/{id}/contacts: the account manager's e-mail. */
  getContacts(customerId: number, options: RequestOptions = {}): Promise<CustomerContacts> {
    return this.getJson<CustomerContacts>(`customers/${customerId}/contacts`, options);
  }

  /**
   * POST sales/contact: mails the sales team, reply-to the
   * user. 204; more than 5 in an hour is a 429 `error.too-many-requests`.
   */
  async contactSales({ message, topic }: ContactSalesRequest, options: RequestOptions = {}): Promise<void> {
    await this.#authorized('sales/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...(message ? { message } : {}), ...(topic ? { topic } : {}) }),
      signal: options.signal,
    });
  }

  /** GET users/me/preferences (all true until saved). */
  getUserPreferences(options: RequestOptions = {}): Promise<UserPreferences> {
    return this.getJson<UserPreferences>(USER_PREFERENCES_PATH, options);
  }

  /** PUT users/me/preferences: all three. */
  saveUserPreferences(preferences: UserPreferences, options: RequestOptions = {}): Promise<UserPreferences> {
    return this.#userJson<UserPreferences>(USER_PREFERENCES_PATH, 'PUT', preferences, options);
  }

  /** GET users/me/settings: the saved filters and choices, by key. */
  getUserSettings(options: RequestOptions = {}): Promise<UserSettings> {
    return this.getJson<UserSettings>(USER_SETTINGS_PATH, options);
  }

  /** PATCH users/me/settings: a value sets a key, null forgets it; answers the whole document. */
  patchUserSettings(patch: UserSettingsPatch, options: RequestOptions = {}): Promise<UserSettings> {
    return this.#userJson<UserSettings>(USER_SETTINGS_PATH, 'PATCH', patch, options);
  }

  /**
   * PUT users/me/profile: first and last name. The access token carries the name, so a fresh one is
   * taken afterwards (read the user again to show it).
   */
  async updateProfile(profile: ProfileUpdate, options: RequestOptions = {}): Promise<ProfileUpdate> {
    const saved = await this.#userJson<ProfileUpdate>(USER_PROFILE_PATH, 'PUT', profile, options);
    await this.session.refresh();
    return saved;
  }

  /** PUT users/me/password: 400 fieldErrors.currentPassword when it is wrong; other sessions end. */
  async changePassword(change: PasswordChange, options: RequestOptions = {}): Promise<void> {
    await this.#userJson<void>(USER_PASSWORD_PATH, 'PUT', change, options);
  }

  /** GET db/skiplists?type=&ids= (skiplist managers only). */
  getSkiplist(
    query: { type?: EntityType; ids?: readonly number[] } = {},
    options: RequestOptions = {},
  ): Promise<SkiplistResponse> {
    const params = new URLSearchParams();
    if (query.type) params.set('type', query.type);
    if (query.ids?.length) params.set('ids', query.ids.join(','));
    const search = params.toString();
    return this.getJson<SkiplistResponse>(`${SKIPLISTS_PATH}${search ? `?${search}` : ''}`, options);
  }

  /** POST db/skiplists: the entities leave every user's top lists and searches. */
  async skipEntities(items: readonly SkiplistItem[], options: RequestOptions = {}): Promise<void> {
    await this.#userJson<void>(SKIPLISTS_PATH, 'POST', items, options);
  }

  /** DELETE db/skiplists with the same JSON body: the entities come back. */
  async unskipEntities(items: readonly SkiplistItem[], options: RequestOptions = {}): Promise<void> {
    await this.#userJson<void>(SKIPLISTS_PATH, 'DELETE', items, options);
  }

  /** An authenticated JSON call of the user calls above; a 204 answers undefined. */
  async #userJson<T>(path: string, method: string, body: unknown, options: RequestOptions): Promise<T> {
    const response = await this.#authorized(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  /** POST customers/{id}/users (admins): adds a USER who gets an activation mail. */
  addCustomerUser(customerId: number, user: CreateCustomerUserRequest, options: RequestOptions = {}) {
    return this.#userJson<CustomerUser>(customerUsersPath(customerId), 'POST', user, options);
  }

  /** GET customers/{id}/users (admins): the customer's users with roles and state. */
  async listCustomerUsers(customerId: number, options: RequestOptions = {}): Promise<CustomerUserList> {
    const response = await this.#authorized(customerUsersPath(customerId), { method: 'GET', signal: options.signal });
    return (await response.json()) as CustomerUserList;
  }

  /** POST customers/{id}/users/{userId}/deactivation (admins): the user's sessions end. */
  async deactivateCustomerUser(
    customerId: number,
    userId: number,
    options: RequestOptions = {},
  ): Promise<CustomerUserListItem> {
    // No body (and so no JSON content type): the path says it all.
    const response = await this.#authorized(customerUserDeactivationPath(customerId, userId), {
      method: 'POST',
      signal: options.signal,
    });
    return (await response.json()) as CustomerUserListItem;
  }

  /** GET settings (public): maintenance banner, home-page URL, support e-mail. */
  async getSettings(options: RequestOptions = {}): Promise<AppSettings> {
    const response = await this.#ok('settings', { method: 'GET', signal: options.signal });
    return (await response.json()) as AppSettings;
  }

  /** The user's devices or sessions, read with the limit token of a 403 (the limit page). */
  async listLimited(
    kind: LimitedSessionKind,
    limitToken: string,
    options: RequestOptions = {},
  ): Promise<LimitedSessionList> {
    const response = await this.#ok(`security/${kind}`, {
      method: 'GET',
      headers: { Authorization: `Bearer ${limitToken}` },
      signal: options.signal,
    });
    return (await response.json()) as LimitedSessionList;
  }

  /** Logs one device or session out, with the limit token. */
  async revokeLimited(
    kind: LimitedSessionKind,
    limitToken: string,
    id: string | number,
    options: RequestOptions = {},
  ): Promise<void> {
    await this.#ok(`security/${kind}/${encodeURIComponent(String(id))}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${limitToken}` },
      signal: options.signal,
    });
  }

  listDevices(limitToken: string, options?: RequestOptions) {
    return this.listLimited('devices', limitToken, options);
  }

  listSessions(limitToken: string, options?: RequestOptions) {
    return this.listLimited('sessions', limitToken, options);
  }

  revokeDevice(limitToken: string, id: string | number, options?: RequestOptions) {
    return this.revokeLimited('devices', limitToken, id, options);
  }

  revokeSession(limitToken: string, id: string | number, options?: RequestOptions) {
    return this.revokeLimited('sessions', limitToken, id, options);
  }

  /** Trades a partner's signed JWT (third-party token) for a session. */
  async loginWithPartnerToken(partnerToken: string, options: RequestOptions = {}): Promise<void> {
    this.session.signIn(await this.#tradePartnerToken(partnerToken, options.signal));
  }

  /**
   * Login by auth token (an entry link's `jwt` query parameter): checks the
   * token with the server before starting a session on it, so a bad link never looks signed in.
   */
  async loginWithAuthToken(authToken: string): Promise<void> {
    assertTokenType(authToken, 'AUTHENTICATION');
    await this.exchangeAuthToken(authToken);
    this.session.signIn(authToken);
  }

  /** POST security/tokens/access with the auth token → a short-lived access JWT. */
  async exchangeAuthToken(authToken: string): Promise<string> {
    const token = await this.#text('security/tokens/access', {
      method: 'POST',
      headers: { Authorization: `Bearer ${authToken}` },
    });
    return assertTokenType(token, 'ACCESS');
  }

  /**
   * Ends the session at once locally, then DELETE security/tokens/authentication clears the server
   * session and the cookie. The returned promise settles when the server answered;
   * a failure there is reported but the local session is gone either way.
   */
  async logout(): Promise<void> {
    this.session.signOut();
    // Token endpoints get no bearer; the session cookie names the session to end.
    await this.#ok('security/tokens/authentication', { method: 'DELETE', credentials: 'include' });
  }

  /** GET datasets/{name}; a family's datasets are paths (`audience/genders`). */
  getDataset<T>(name: string, request: DatasetRequest, options: RequestOptions = {}): Promise<T> {
    const query = serializeDatasetRequest(request).toString();
    const path = name.split('/').map(encodeURIComponent).join('/');
    return this.getJson<T>(`datasets/${path}${query ? `?${query}` : ''}`, options);
  }

  /** A dataset that needs the report's view token (a report's figures are read with it). */
  getReportDataset<T>(name: string, request: DatasetRequest, viewToken: string, options: RequestOptions = {}) {
    return this.getDataset<T>(name, request, {
      ...options,
      headers: { ...options.headers, [REPORT_VIEW_HEADER]: viewToken },
    });
  }

  /**
   * POST security/tokens/report: counts a report view, writes the access log
   * the recents come from, and returns the view token of this report context (plain text).
   */
  async createReportViewToken(request: ReportViewRequest, options: RequestOptions = {}): Promise<string> {
    const response = await this.#authorized(REPORT_VIEW_TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: options.signal,
    });
    return response.text();
  }

  /** GET accesslogs/datapoints: the user's recent reports, newest first. */
  async getRecents(
    { size = RECENTS_DEFAULT_SIZE, entityTypes }: { size?: number; entityTypes?: readonly EntityType[] } = {},
    options: RequestOptions = {},
  ): Promise<RecentDatapoint[]> {
    const params = new URLSearchParams({ size: String(size) });
    if (entityTypes?.length) params.set('entityTypes', entityTypes.join(','));
    const body = await this.getJson<{ elements: RecentDatapoint[] }>(`${RECENTS_PATH}?${params.toString()}`, options);
    return body.elements;
  }

  /**
   * GET favorites/datapoints: the user's bookmarks and saved groups, last
   * changed first. `search` with `strict` finds one by its whole name (any case), as saving does.
   */
  getFavorites(
    query: { search?: string; strict?: boolean; types?: readonly FavoriteType[]; size?: number } = {},
    options: RequestOptions = {},
  ): Promise<FavoritesResponse> {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.strict) params.set('strict', 'true');
    if (query.types?.length) params.set('types', query.types.join(','));
    if (query.size !== undefined) params.set('size', String(query.size));
    const search = params.toString();
    return this.getJson<FavoritesResponse>(`${FAVORITES_PATH}${search ? `?${search}` : ''}`, options);
  }

  /** GET favorites/datapoints/{id}. */
  getFavorite(id: string, options: RequestOptions = {}): Promise<SavedGroup> {
    return this.getJson<SavedGroup>(`${FAVORITES_PATH}/${encodeURIComponent(id)}`, options);
  }

  /** POST favorites/datapoints: 409 `error.duplicated-name` when the name and type are taken. */
  createFavorite(favorite: SaveFavoriteRequest, options: RequestOptions = {}): Promise<SavedGroup> {
    return this.#sendJson<SavedGroup>(FAVORITES_PATH, 'POST', favorite, options);
  }

  /** PUT favorites/datapoints/{id}: rename and/or replace what it opens. */
  updateFavorite(id: string, change: Partial<SaveFavoriteRequest>, options: RequestOptions = {}): Promise<SavedGroup> {
    return this.#sendJson<SavedGroup>(`${FAVORITES_PATH}/${encodeURIComponent(id)}`, 'PUT', change, options);
  }

  /** DELETE favorites/datapoints/{id}. */
  async deleteFavorite(id: string, options: RequestOptions = {}): Promise<void> {
    await this.#authorized(`${FAVORITES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE', signal: options.signal });
  }

  /** PUT accesslogs/datapoints/save2favorites: bookmarks a recent report with its filters. */
  async saveRecentToFavorites(accessLogId: string, name: string, options: RequestOptions = {}): Promise<SavedGroup> {
    const params = new URLSearchParams({ accessLogId, favouriteName: name });
    const response = await this.#authorized(`${SAVE_TO_FAVORITES_PATH}?${params.toString()}`, {
      method: 'PUT',
      signal: options.signal,
    });
    return (await response.json()) as SavedGroup;
  }

  /** GET dashboards: the user's dashboards (one at least) and the plan's limits. */
  getDashboards(options: RequestOptions = {}): Promise<DashboardsResponse> {
    return this.getJson<DashboardsResponse>(DASHBOARDS_PATH, options);
  }

  /** GET dashboards/{id}: filters, widgets and layout, with the version to save from. */
  getDashboard(id: string, options: RequestOptions = {}): Promise<Dashboard> {
    return this.getJson<Dashboard>(`${DASHBOARDS_PATH}/${encodeURIComponent(id)}`, options);
  }

  /** POST dashboards: 403 `error.dashboard-limit-reached` {limit: saved} at the plan's limit. */
  createDashboard(
    dashboard: Pick<Dashboard, 'name'> & Partial<Pick<Dashboard, 'filters' | 'widgets'>>,
    options: RequestOptions = {},
  ): Promise<Dashboard> {
    return this.#sendJson<Dashboard>(DASHBOARDS_PATH, 'POST', dashboard, options);
  }

  /** PUT dashboards/{id}: 409 `error.stale-version` {version} when it changed since `update.version`. */
  updateDashboard(id: string, update: DashboardUpdate, options: RequestOptions = {}): Promise<Dashboard> {
    return this.#sendJson<Dashboard>(`${DASHBOARDS_PATH}/${encodeURIComponent(id)}`, 'PUT', update, options);
  }

  /** POST dashboards/{id}/duplicate: 'Copy of …' unless named. */
  duplicateDashboard(id: string, name?: string, options: RequestOptions = {}): Promise<Dashboard> {
    return this.#sendJson<Dashboard>(
      `${DASHBOARDS_PATH}/${encodeURIComponent(id)}/duplicate`,
      'POST',
      name ? { name } : {},
      options,
    );
  }

  /** DELETE dashboards/{id}: 403 `error.dashboard-limit-reached` {limit: lastOne} for the last one. */
  async deleteDashboard(id: string, options: RequestOptions = {}): Promise<void> {
    await this.#authorized(`${DASHBOARDS_PATH}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      signal: options.signal,
    });
  }

  /**
   * POST downloads: registers an export and
   * answers its id; poll it with `waitForDownload`. Refusals are ApiErrors: 403 `error.access-denied`
   * {feature}, 403 `error.export-period-exceeded` {periodMonthsCount}, 429 `error.export-limit-reached`
   * {scope, interval, limit}.
   */
  createDownload(request: ExportRequest, options: RequestOptions = {}): Promise<{ id: string }> {
    return this.#sendJson<{ id: string }>(DOWNLOADS_PATH, 'POST', request, options);
  }

  /** GET downloads/{id}: its status; a READY one carries its signed `link` and `linkExpiresAt`. */
  getDownload(id: string, options: RequestOptions = {}): Promise<Download> {
    return this.getJson<Download>(`${DOWNLOADS_PATH}/${encodeURIComponent(id)}`, options);
  }

  /** GET exports/status: monthly usage per scope against the plan, and the jobs still running. */
  getExportStatus(options: RequestOptions = {}): Promise<ExportStatus> {
    return this.getJson<ExportStatus>(EXPORT_STATUS_PATH, options);
  }

  /**
   * The file behind a READY download's signed link (relative to the API base, as `Download.link`
   * gives it), fetched with the session: the link alone opens nothing, and only for its owner.
   * An expired link is 410 `error.download-link-expired`: poll the download again for a fresh one.
   */
  async fetchDownloadContent(link: string, options: RequestOptions = {}): Promise<Blob> {
    const path = link.replace(/^\/+/, '');
    if (!path.startsWith(`${DOWNLOADS_PATH}/`)) throw new TypeError(`Not a download link: ${link}`);
    const response = await this.#authorized(path, { method: 'GET', signal: options.signal, headers: options.headers });
    return response.blob();
  }

  search({ q, entityType, size, ...filters }: SearchParams, options: RequestOptions = {}): Promise<SearchResponse> {
    const params = new URLSearchParams({ q });
    if (entityType) params.set('entityType', entityType);
    if (size !== undefined) params.set('size', String(size));
    for (const key of ['channel', 'country', 'period', 'currency'] as const) {
      const value = filters[key];
      if (value) params.set(key, value);
    }
    return this.getJson<SearchResponse>(`datasets/search?${params.toString()}`, options);
  }

  /**
   * GET entities/by-name (the sales tool's sneak view): the entities
   * named exactly by `names` (name or domain), of `entityType` when any fits, else advertisers.
   */
  findEntitiesByName(
    { names, entityType }: { names: readonly string[]; entityType?: EntityType },
    options: RequestOptions = {},
  ): Promise<EntitiesByNameResponse> {
    const params = new URLSearchParams({ names: names.join(',') });
    if (entityType) params.set('entityType', entityType);
    return this.getJson<EntitiesByNameResponse>(`entities/by-name?${params.toString()}`, options);
  }

  /** GET subscriptions: the e-mail digest frequencies turned on. */
  async getSubscriptionFrequencies(options: RequestOptions = {}): Promise<SubscriptionFrequency[]> {
    return (await this.getJson<SubscriptionFrequenciesResponse>(SUBSCRIPTIONS_PATH, options)).frequencies;
  }

  /** POST subscriptions with the frequencies list: turns those on and the others off. */
  async setSubscriptionFrequencies(
    frequencies: readonly SubscriptionFrequency[],
    options: RequestOptions = {},
  ): Promise<SubscriptionFrequency[]> {
    const body = await this.#userJson<SubscriptionFrequenciesResponse>(
      SUBSCRIPTIONS_PATH,
      'POST',
      frequencies,
      options,
    );
    return body.frequencies;
  }

  /** GET subscriptions/entries: the user's subscriptions, oldest first, with their entities' titles. */
  async getSubscriptionEntries(options: RequestOptions = {}): Promise<SubscriptionEntry[]> {
    return (await this.getJson<SubscriptionEntriesResponse>(SUBSCRIPTION_ENTRIES_PATH, options)).elements;
  }

  /**
   * POST subscriptions/entries with a list of entries (idempotent: the same entity or group in the
   * same country is one subscription). Resolves with every subscription after the change.
   */
  async addSubscriptionEntries(
    entries: readonly SubscriptionEntryInput[],
    options: RequestOptions = {},
  ): Promise<SubscriptionEntry[]> {
    const body = await this.#userJson<SubscriptionEntriesResponse>(SUBSCRIPTION_ENTRIES_PATH, 'POST', entries, options);
    return body.elements;
  }

  /** DELETE subscriptions/entries with the entry to remove. */
  async removeSubscriptionEntry(entry: Pick<SubscriptionEntry, 'id'>, options: RequestOptions = {}): Promise<void> {
    await this.#userJson<void>(SUBSCRIPTION_ENTRIES_PATH, 'DELETE', entry, options);
  }

  /** GET subscriptions/unsubscribe?token= (no sign-in): the digest link's token turns the digests off. */
  async unsubscribe(token: string, options: RequestOptions = {}): Promise<UnsubscribeResponse> {
    const response = await this.#ok(`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token }).toString()}`, {
      method: 'GET',
      signal: options.signal,
    });
    return (await response.json()) as UnsubscribeResponse;
  }

  /** An authenticated GET; a first 401 refreshes the access token once and retries (the renewal policy). */
  async getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.#authorized(path, { method: 'GET', signal: options.signal, headers: options.headers });
    return (await response.json()) as T;
  }

  async #sendJson<T>(path: string, method: 'POST' | 'PUT', body: unknown, options: RequestOptions): Promise<T> {
    const response = await this.#authorized(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
    return (await response.json()) as T;
  }

  /**
   * An authenticated request under the renewal policy: a refused access token is refreshed once and
   * the request sent again. Naming the refused token lets parallel 401s share one refresh.
   */
  #authorized(path: string, init: RequestInit): Promise<Response> {
    let token: string | undefined;
    return runRenewal({
      start: 'data',
      canRefresh: () => this.session.isSignedIn,
      run: async (_step, rung) => {
        token = rung === 'refresh-access' && token ? await this.#refreshAccessToken(token) : await this.#accessToken();
        const response = await this.#send(path, {
          ...init,
          headers: { ...init.headers, Authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw await apiErrorFromResponse(response);
        return { done: response };
      },
    });
  }

  async #accessToken(): Promise<string> {
    try {
      return await this.session.getAccessToken();
    } catch (error) {
      throw toSessionError(error);
    }
  }

  async #refreshAccessToken(rejected: string): Promise<string> {
    try {
      return await this.session.refresh(rejected);
    } catch (error) {
      throw toSessionError(error);
    }
  }

  async #tradePartnerToken(partnerToken: string, signal?: AbortSignal): Promise<string> {
    const token = await this.#text('security/tokens/authentication', {
      method: 'POST',
      headers: { Authorization: `Bearer ${partnerToken}` },
      signal,
    });
    return assertTokenType(token, 'AUTHENTICATION');
  }

  #authenticationPath(rememberMe: boolean): string {
    const query = new URLSearchParams({ forever: String(rememberMe) });
    if (this.#deviceId) query.set('requestId', this.#deviceId);
    return `security/tokens/authentication?${query.toString()}`;
  }

  async #text(path: string, init: RequestInit): Promise<string> {
    return (await this.#ok(path, init)).text();
  }

  async #ok(path: string, init: RequestInit): Promise<Response> {
    const response = await this.#send(path, init);
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  /**
   * A request that never got an answer. From a page of another origin a `fetch` TypeError may be the
   * API's CORS refusal: the error keeps the user's text as `message` and says what to
   * check in `developerMessage`, and the console says it once per client.
   */
  #networkFailure(error: unknown): ApiError {
    const failure = toApiError(error);
    if (failure.code !== 'network' || !(error instanceof TypeError)) return failure;
    const hint = crossOriginFailureMessage(this.apiOrigin, globalThis.location?.origin);
    if (!hint) return failure;
    if (!this.#crossOriginReported) {
      this.#crossOriginReported = true;
      console.warn(`[Adlens] ${hint}`);
    }
    return new ApiError({ status: 0, code: 'network', message: failure.message, developerMessage: hint });
  }

  /** Every request goes through here: the outcome tells `connectivity` whether the API is reachable. */
  async #send(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await this.#fetch(`${this.#base}/${path}`, init);
    } catch (error) {
      // A request the caller cancelled says nothing about the network.
      if (!init.signal?.aborted) this.connectivity.report(false);
      throw this.#networkFailure(error);
    }
    this.connectivity.report(!GATEWAY_FAILURES.has(response.status));
    return response;
  }
}

/** Answers that mean the API itself could not be reached (a proxy or load balancer said so). */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

function basicAuthorization(email: string, password: string): string {
  return `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${email}:${password}`)))}`;
}

function toSessionError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ status: 401, code: 'error.auth.invalid-token', message: 'Invalid auth token' });
}

export function createAdlensClient(options: AdlensClientOptions): AdlensClient {
  return new AdlensClient(options);
}
