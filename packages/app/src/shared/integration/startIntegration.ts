import {
  MIN_EMBED_HEIGHT,
  MIN_SALES_TOOL_EMBED_HEIGHT,
  connectToHost,
  createTokenBroker,
  startAutoResize as startBridgeAutoResize,
  toBridgeError,
} from '@adlens/bridge';
import type { ConnectToHostOptions, EmbedHandlers, HostConnection, PartnerSdk, PartnerSdkMethod } from '@adlens/bridge';
import type { IntegrationProvider } from '@adlens/core';

export interface StartIntegrationOptions {
  integration: IntegrationProvider;
  /** Exact origins of the partner pages allowed to frame this embed. */
  hostOrigins: string[];
  /** Bridge handshake timeout; the bridge's default (10 s) when absent. */
  timeoutMs?: number;
  /**
   * What the host may ask of the embed (`navigate`, `refreshSession`): announced in the handshake,
   * so a host sees NOT_SUPPORTED for anything left out.
   */
  handlers?: EmbedHandlers;
}

export interface IntegrationSession {
  readonly provider: IntegrationProvider;
  /** The partner's SDK through the bridge (every call times out and rejects with a BridgeError). */
  readonly sdk: PartnerSdk;
  /**
   * Runs `use` with a partner JWT (trading it for an Adlens session) from the bridge's token broker:
   * kept in memory only (ARCHITECTURE.md, Identity and tokens) until a minute before it expires, one
   * request shared by concurrent callers. When the API refuses it as unauthorized (401: revoked, or
   * expired by a skewed clock) the token is dropped and `use` runs once more with a fresh one. When
   * the partner session is gone (AUTH_EXPIRED, or the fresh token refused too) the host's login modal
   * opens once for every waiting caller, then it runs a last time. `fresh` skips the kept token: after
   * a purchase the entitlements are only in a new one (research notes).
   */
  withPartnerToken<T>(use: (token: string) => Promise<T>, options?: { fresh?: boolean }): Promise<T>;
  /** The partner SDK commands this host implements (others reject with NOT_SUPPORTED). */
  readonly capabilities: readonly PartnerSdkMethod[];
  /** Whether the host implements `method` — e.g. hide "Upgrade" when it has no requestInAppPurchase. */
  supports(method: PartnerSdkMethod): boolean;
  /** Keeps the partner's iframe as tall as `element`; returns a function that stops it. */
  startAutoResize(element: HTMLElement): () => void;
  /** Stops every auto-resize and closes the bridge. */
  destroy(): void;
}

/** Test seam: how to reach the host (the real penpal bridge by default). */
export interface StartIntegrationDependencies {
  connectToHost?: (options: ConnectToHostOptions) => Promise<HostConnection>;
}

/** spec access-shell-plans §4, §9: 600 px in the sales-tool embedded view, 400 px elsewhere. */
const INTEGRATION_MIN_HEIGHTS: Readonly<Record<IntegrationProvider, number>> = {
  'sales-tool': MIN_SALES_TOOL_EMBED_HEIGHT,
  'seo-suite': MIN_EMBED_HEIGHT,
};

/**
 * Connects the embedded app to its partner host. Rejects with a BridgeError when the app is not
 * properly integrated (not framed, host outside `hostOrigins`, no answer, protocol mismatch) — the
 * caller sends the user to bad-request (spec access-shell-plans §2.1 entry guards).
 */
export async function startIntegration(
  options: StartIntegrationOptions,
  dependencies: StartIntegrationDependencies = {},
): Promise<IntegrationSession> {
  const connect = dependencies.connectToHost ?? connectToHost;
  let connection: HostConnection;
  try {
    connection = await connect({
      allowedOrigins: options.hostOrigins,
      ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
      ...(options.handlers ? { handlers: options.handlers } : {}),
    });
  } catch (error) {
    throw toBridgeError(error);
  }

  const { sdk } = connection;
  const minHeight = INTEGRATION_MIN_HEIGHTS[options.integration];
  const stops = new Set<() => void>();
  const tokens = createTokenBroker({ fetchToken: () => sdk.getAccessToken() });
  // Auth lost (the host's AUTH_EXPIRED, or a fresh token refused too): one login modal per failure,
  // shared by every caller that was waiting on it (they all hold the same error); the retry after
  // the modal does not open another one.
  const logins = new WeakMap<object, Promise<void>>();
  let retrying = 0;
  let destroyed = false;
  tokens.onAuthLost((error) => {
    if (retrying || typeof error !== 'object' || error === null) return;
    logins.set(
      error,
      sdk.showLoginModal().catch(() => undefined),
    );
  });

  /** Runs `attempt`; after a login modal opened for its failure, once more with a fresh token. */
  const afterLogin = async <T>(attempt: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      const login = typeof error === 'object' && error !== null ? logins.get(error) : undefined;
      if (!login) throw error;
      await login;
      tokens.invalidate();
      retrying += 1;
      try {
        return await attempt();
      } finally {
        retrying -= 1;
      }
    }
  };

  return {
    provider: options.integration,
    sdk,
    get capabilities() {
      return connection.capabilities;
    },
    supports: (method) => connection.supports(method),
    withPartnerToken: (use, { fresh = false } = {}) => {
      if (fresh) tokens.invalidate();
      return afterLogin(() => tokens.withToken(use));
    },
    startAutoResize: (element) => {
      if (destroyed) return () => undefined;
      const stop = startBridgeAutoResize({
        element,
        sdk,
        minHeight,
        // A lost resize only leaves the iframe at its previous height; the next change retries.
        onError: (error) => console.warn('Adlens: the partner host did not accept a resize', error),
      });
      const stopOnce = () => {
        if (stops.delete(stopOnce)) stop();
      };
      stops.add(stopOnce);
      return stopOnce;
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      for (const stop of [...stops]) stop();
      connection.destroy();
    },
  };
}
