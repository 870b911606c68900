import type { EmbedHandlers } from '@adlens/bridge';
import {
  AdlensClient,
  ApiError,
  type RetryPolicy,
  isTransientFailure,
  retryTransient,
  shouldRetryQuery,
} from '@adlens/api-client';
import { API_ERROR_CODES, type Analytics } from '@adlens/core';
import { QueryClient } from '@tanstack/react-query';
import {
  type AdlensAppConfig,
  type ResolvedAdlensAppConfig,
  resolveAppConfig,
} from '../../model/config/AdlensAppConfig.ts';
import { browserLocalStorage, resolveDeviceId } from '../../model/session/deviceId.ts';
import { type SessionStore, createSessionStore } from '../../model/session/createSessionStore.ts';
import { safeReturnUrl } from '../../model/session/safeReturnUrl.ts';
import { clearPersistedFilters } from './persistedFilters.ts';
import type { AppIntegrationSession, StartIntegration } from './AppIntegrationSession.ts';
import type { SessionStatus } from './SessionStatus.ts';
import { partnerTokenFailure } from './partnerTokenFailure.ts';
import { defaultSkipModeStorage, writeSkipMode } from '../../model/session/skipMode.ts';
import { createAppAnalytics } from '../../model/analytics/createAppAnalytics.ts';
import { selectedEntitiesHref } from '../../model/location/salesToolPaths.ts';

/** Everything one mounted app owns, outside React: the client, caches, stores and the embed bridge. */
export interface AdlensRuntime {
  readonly config: ResolvedAdlensAppConfig;
  readonly client: AdlensClient;
  readonly queryClient: QueryClient;
  readonly sessionStore: SessionStore;
  /** Product analytics: `useAnalytics()` in components. */
  readonly analytics: Analytics;
  /** The bridge session, started on first use; null outside an integration. */
  integration(): Promise<AppIntegrationSession> | null;
  /**
   * Resolves the entry guard: signs an embed in once — with `entryToken` (the entry link's `jwt` query
   * parameter) when given, else with a token from the bridge — then answers from memory.
   */
  ensureSession(entryToken?: string): Promise<SessionStatus>;
  /**
   * Embeds: signs in again with a fresh partner token and refetches everything, because the partner's
   * entitlements travel in its token (after `requestInAppPurchase`, only a new token carries them).
   */
  refreshPartnerSession(): Promise<void>;
  /**
   * Embeds: how the app follows the host's `navigate({ path })` (the router, registered once it is
   * mounted). A host call that arrives earlier waits for it. Returns an unsubscribe function.
   */
  onHostNavigate(navigate: (path: string) => Promise<void>): () => void;
  /**
   * Ends the session and drops every cached response of the previous user; the standalone app also
   * clears the server session and its cookie, so the next boot does not restore it. Returns at once.
   */
  logout(): void;
  dispose(): void;
}

export interface AdlensRuntimeOptions {
  /** Test seam: the API transport. */
  fetch?: typeof fetch;
  /** Test seam: the bridge; defaults to `startIntegration` from `../integration`, loaded on demand. */
  startIntegration?: StartIntegration;
  /** Test seam: how session calls are retried while the API cannot be reached (`TOKEN_RETRY_POLICY`). */
  retry?: RetryPolicy;
}

const loadIntegration: StartIntegration = async (options) => {
  const { startIntegration } = await import('../integration/index.ts');
  return startIntegration(options);
};

export function createAdlensRuntime(appConfig: AdlensAppConfig, options: AdlensRuntimeOptions = {}): AdlensRuntime {
  const config = resolveAppConfig(appConfig);
  const embedded = config.integration !== 'none';
  const sessionStore = createSessionStore({ persistReturnUrl: !embedded });
  const hostNavigation = createHostNavigation();
  const appAnalytics = createAppAnalytics({
    analytics: config.analytics,
    apiOrigin: config.apiOrigin,
    onAnalyticsEvent: config.onAnalyticsEvent,
    fetch: options.fetch,
  });
  const bridge = createBridgeStarter(config, options.startIntegration ?? loadIntegration, {
    navigate: ({ path }) => hostNavigation.navigate(path),
    refreshSession: () => refreshPartnerSession(),
    selectEntities: async ({ names }) => {
      const { salesTool } = await client.session.getClaims();
      await hostNavigation.navigate(selectedEntitiesHref(salesTool?.viewMode, names));
    },
  });
  const standalone = createStandaloneEntry(() => client, options.retry);
  const client = createRuntimeClient({
    config,
    embedded,
    fetch: options.fetch,
    retry: options.retry,
    onSessionExpired: () => {
      sessionStore.getState().setSessionExpired(true);
      // An expired session is a logout too: mark mode goes off, and this browser forgets the user's
      // filter choices (the server keeps them).
      writeSkipMode(defaultSkipModeStorage(), false);
      clearPersistedFilters();
      // The expired session is logged out on the server too, so the cookie cannot bring it back on
      // the way to the login page.
      if (!embedded) standalone.endServerSession();
    },
    requireIntegration: bridge.require,
  });
  exposeForEndToEndTests(client);
  const queryClient = createRuntimeQueryClient();

  // Once the API answers again, what failed while it could not be reached loads again by itself
  // (widgets that gave up show their data without a click on Retry).
  const stopRecovering = client.connectivity.subscribe((reachable) => {
    if (reachable) void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
  });

  const embedEntry = createEmbedEntry(client, bridge.require);
  /** Signs in again with a fresh partner token and refetches everything (see AdlensRuntime). */
  const refreshPartnerSession = async () => {
    const integration = await bridge.require();
    await integration.withPartnerToken((token) => client.loginWithPartnerToken(token), { fresh: true });
    await queryClient.invalidateQueries();
  };

  return {
    config,
    client,
    queryClient,
    sessionStore,
    analytics: appAnalytics.analytics,
    integration: bridge.get,
    ensureSession: (entryToken) => (embedded ? embedEntry(entryToken) : standalone.ensure(entryToken)),
    refreshPartnerSession,
    onHostNavigate: hostNavigation.register,
    logout() {
      queryClient.clear();
      appAnalytics.analytics.identify(null);
      // Mark mode is switched off on logout, whichever way it happens.
      writeSkipMode(defaultSkipModeStorage(), false);
      // The next person to sign in on this browser starts from their own saved filters, not these.
      clearPersistedFilters();
      // Embeds' sessions belong to the partner (no cookie); the standalone app ends its server
      // session and cookie too, or the next boot would restore it.
      if (embedded) return client.session.signOut();
      standalone.endServerSession();
    },
    dispose() {
      appAnalytics.dispose();
      stopRecovering();
      client.connectivity.dispose();
      client.session.dispose();
      queryClient.clear();
      bridge.destroy();
    },
  };
}

/** What the partner host may ask of the embed (bridge EmbedApi), before the sales tool's extra. */
interface HostRequests {
  navigate: NonNullable<EmbedHandlers['navigate']>;
  refreshSession: NonNullable<EmbedHandlers['refreshSession']>;
  selectEntities: NonNullable<EmbedHandlers['selectEntities']>;
}

/** The bridge session of an embed, started on first use; none outside an integration. */
function createBridgeStarter(config: ResolvedAdlensAppConfig, startIntegration: StartIntegration, host: HostRequests) {
  let integration: Promise<AppIntegrationSession> | null = null;
  const get = (): Promise<AppIntegrationSession> | null => {
    if (config.integration === 'none') return null;
    integration ??= startIntegration({
      integration: config.integration,
      hostOrigins: config.hostOrigins,
      timeoutMs: config.bridgeTimeoutMs,
      // Open a page, and renew the session after the partner changed the user's entitlements outside
      // the embed. The sales tool also follows the company selected in the partner's CRM: its preview
      // in the sidebar, its full report in the full app.
      handlers: {
        navigate: host.navigate,
        refreshSession: host.refreshSession,
        ...(config.integration === 'sales-tool' ? { selectEntities: host.selectEntities } : {}),
      },
    });
    return integration;
  };
  return {
    get,
    require: (): Promise<AppIntegrationSession> =>
      get() ?? Promise.reject(new Error('Adlens: no integration is configured')),
    destroy: () =>
      void integration?.then(
        (session) => session.destroy(),
        () => undefined,
      ),
  };
}

/**
 * The app's API client. Embeds renew a spent session with a fresh partner token from the bridge
 * rather than ending it; when to retry, renew or end is the renewal policy's call.
 */
function createRuntimeClient(init: {
  config: ResolvedAdlensAppConfig;
  embedded: boolean;
  fetch: typeof fetch | undefined;
  retry: RetryPolicy | undefined;
  onSessionExpired: () => void;
  requireIntegration: () => Promise<AppIntegrationSession>;
}): AdlensClient {
  const { requireIntegration } = init;
  return new AdlensClient({
    apiOrigin: init.config.apiOrigin,
    fetch: init.fetch,
    retry: init.retry,
    deviceId: resolveDeviceId(init.embedded ? undefined : browserLocalStorage()),
    onSessionExpired: init.onSessionExpired,
    withPartnerToken: init.embedded
      ? async (use, tokenOptions) => {
          try {
            return await (await requireIntegration()).withPartnerToken(use, tokenOptions);
          } catch (error) {
            throw partnerTokenFailure(error);
          }
        }
      : undefined,
  });
}

function createRuntimeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The renewal policy's: an answer will not change on retry; network blips, 5xx and 429 get two more tries.
      queries: { staleTime: 60_000, retry: shouldRetryQuery },
    },
  });
}

/**
 * The standalone app's entry guard. A reload keeps the session through the HttpOnly cookie without
 * the token in web storage: read once per boot (so a logout is not undone by the next navigation),
 * unless the API could not be reached, when the next navigation asks again.
 */
function createStandaloneEntry(client: () => AdlensClient, retry: RetryPolicy | undefined) {
  let cookieRestore: Promise<boolean | 'unreachable'> | null = null;
  const ensure = async (entryToken: string | undefined): Promise<SessionStatus> => {
    const { session } = client();
    // A `jwt` query parameter logs in with that token; on failure, the 401 page.
    if (entryToken && session.getAuthToken() !== entryToken) {
      try {
        await client().loginWithAuthToken(entryToken);
      } catch (error) {
        console.warn('Adlens: the token in the link was refused', error);
        return { kind: 'failed', to: '/401' };
      }
    }
    if (!session.isSignedIn) {
      // A dropped connection or an API restarting is retried under the renewal policy, and is never
      // taken for "no session" (the login page after a reload that raced a navigation).
      cookieRestore ??= retryTransient(() => client().restoreFromCookie(), retry).catch((error: unknown) => {
        if (isTransientFailure(error)) {
          cookieRestore = null;
          return 'unreachable' as const;
        }
        console.warn('Adlens: the session cookie could not be read', error);
        return false;
      });
      if ((await cookieRestore) === 'unreachable') return { kind: 'unreachable' };
    }
    return { kind: session.isSignedIn ? 'signed-in' : 'signed-out' };
  };
  return {
    ensure,
    /** Ends the server session and its cookie; the local session is gone at once. */
    endServerSession: () => {
      cookieRestore ??= Promise.resolve(false);
      client()
        .logout()
        .catch((error: unknown) => console.warn('Adlens: the server session could not be ended', error));
    },
  };
}

/**
 * An embed's entry guard: signs in once — with the entry token (the `jwt` query parameter) when
 * given, else with a token from the bridge — then answers from memory. A failure is kept (no
 * hammering the partner on every navigation); a success is not, so a session that later ends is
 * started again through the bridge.
 */
function createEmbedEntry(client: AdlensClient, requireIntegration: () => Promise<AppIntegrationSession>) {
  let embedSession: Promise<SessionStatus> | null = null;
  return (entryToken: string | undefined): Promise<SessionStatus> => {
    if (client.session.isSignedIn) return Promise.resolve({ kind: 'signed-in' });
    embedSession ??= signInThroughBridge(client, requireIntegration(), entryToken).then((status) => {
      if (status.kind === 'signed-in') embedSession = null;
      return status;
    });
    return embedSession;
  };
}

async function signInThroughBridge(
  client: AdlensClient,
  connecting: Promise<AppIntegrationSession>,
  entryToken: string | undefined,
): Promise<SessionStatus> {
  // A `jwt` query parameter logs in with that token, alongside the bridge handshake. An expired one
  // (a reload after its five minutes) falls back to a fresh token from the bridge.
  const signedInWithEntryToken = entryToken
    ? client.loginWithPartnerToken(entryToken).then(
        () => true,
        (error: unknown) => {
          console.warn('Adlens: the partner token in the URL was refused; asking the bridge', error);
          return false;
        },
      )
    : Promise.resolve(false);
  let bridge: AppIntegrationSession;
  try {
    bridge = await connecting;
  } catch (error) {
    // Running as an integration without being properly integrated goes to bad-request.
    console.error('Adlens: the partner bridge could not be started', error);
    if (await signedInWithEntryToken) client.session.signOut();
    return { kind: 'failed', to: '/bad-request' };
  }
  if (await signedInWithEntryToken) return { kind: 'signed-in' };
  try {
    await bridge.withPartnerToken((token) => client.loginWithPartnerToken(token));
    return { kind: 'signed-in' };
  } catch (error) {
    // The integration codes no-package and trial-ended have their own pages; anything else is the
    // 401 page.
    console.error('Adlens: partner login failed', error);
    return { kind: 'failed', to: partnerLoginFailurePage(error) };
  }
}

/**
 * The host's `navigate` calls, handed to the router once it registers; calls that arrive before wait
 * for it. Only paths inside the app are followed (the embed's own routes).
 */
function createHostNavigation() {
  let navigate: ((path: string) => Promise<void>) | null = null;
  let waiting: (() => void)[] = [];
  return {
    register(next: (path: string) => Promise<void>): () => void {
      navigate = next;
      for (const wake of waiting) wake();
      waiting = [];
      return () => {
        if (navigate === next) navigate = null;
      };
    },
    async navigate(path: string): Promise<void> {
      const target = safeReturnUrl(path);
      if (!target) throw new Error(`Adlens: ${JSON.stringify(path)} is not a page of this app`);
      while (!navigate) await new Promise<void>((resolve) => waiting.push(resolve));
      await navigate(target);
    },
  };
}

/**
 * End-to-end hook: when a test sets `window.__ADLENS_E2E__ = true` before the app boots (Playwright's
 * `addInitScript`), the client is exposed as `window.__adlensE2E.client` so a test can fire a burst
 * of real API calls through the real session manager (the 20-parallel-401 refresh check). Opt-in per
 * page load; it grants nothing a script already running in the page lacks (the tokens are held in
 * this page's memory, where such a script runs too, and it could set the flag itself).
 */
function exposeForEndToEndTests(client: AdlensClient): void {
  const scope = globalThis as { __ADLENS_E2E__?: unknown; __adlensE2E?: { client: AdlensClient } };
  if (scope.__ADLENS_E2E__ === true) scope.__adlensE2E = { client };
}

/** Where a refused partner login sends the user: no-package and trial-ended have their own pages, else 401. */
export function partnerLoginFailurePage(error: unknown): '/no-package' | '/trial-ended' | '/401' {
  if (error instanceof ApiError && error.status === 400) {
    if (error.code === API_ERROR_CODES.noPackageAvailable) return '/no-package';
    if (error.code === API_ERROR_CODES.trialFinishedWithoutPackage) return '/trial-ended';
  }
  return '/401';
}
