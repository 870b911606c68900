import {
  MIN_EMBED_HEIGHT,
  MIN_SALES_TOOL_EMBED_HEIGHT,
  connectToHost,
  createTokenBroker,
  startAutoResize as startBridgeAutoResize,
  toBridgeError,
} from '@adlens/bridge';
import type { ConnectToHostOptions, EmbedHandlers, HostConnection, PartnerSdk, PartnerSdkMethod } from '@adlens/bridge';
import { type PartnerTokenSource, type WithPartnerToken, partnerTokenRenewal } from '@adlens/api-client';
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
   * Runs `use` with a partner JWT (trading it for an Adlens session) under the renewal policy
   * (`partnerTokenRenewal`): the token broker keeps it in memory only, until a minute before it
   * expires, one request shared by concurrent callers. When the API refuses it (401: revoked, or
   * expired by a skewed clock) `use` runs once more with a fresh one; when the partner session is gone
   * (AUTH_EXPIRED, or the fresh token refused too) the host's login modal opens once for every waiting
   * caller, then it runs a last time. `fresh` skips the kept token: after a purchase the entitlements
   * are only in a new one.
   */
  readonly withPartnerToken: WithPartnerToken;
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

/** The embed's minimum height: 600 px in the sales tool's embedded view, 400 px elsewhere. */
const INTEGRATION_MIN_HEIGHTS: Readonly<Record<IntegrationProvider, number>> = {
  'sales-tool': MIN_SALES_TOOL_EMBED_HEIGHT,
  'seo-suite': MIN_EMBED_HEIGHT,
};

/**
 * Connects the embedded app to its partner host. Rejects with a BridgeError when the app is not
 * properly integrated (not framed, host outside `hostOrigins`, no answer, protocol mismatch) — the
 * caller sends the user to bad-request (the entry guard's answer to an embed that is not integrated).
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
  const tokens = partnerTokenSource(sdk);
  let destroyed = false;

  return {
    provider: options.integration,
    sdk,
    get capabilities() {
      return connection.capabilities;
    },
    supports: (method) => connection.supports(method),
    withPartnerToken: partnerTokenRenewal(tokens),
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

/**
 * The partner tokens of one bridge: kept by the token broker; a fresh one asked once for every caller
 * that wants one at the same time; and the host's login modal, opened once for every caller waiting
 * on it. Whether to ask for a fresh token or the login is the renewal policy's call.
 */
function partnerTokenSource(sdk: PartnerSdk): PartnerTokenSource {
  const broker = createTokenBroker({ fetchToken: () => sdk.getAccessToken() });
  let freshToken: Promise<string> | null = null;
  let login: Promise<void> | null = null;
  return {
    token: ({ fresh }) => {
      if (!fresh) return broker.getToken();
      if (!freshToken) {
        broker.invalidate();
        freshToken = broker.getToken().finally(() => (freshToken = null));
      }
      return freshToken;
    },
    login: () =>
      (login ??= sdk
        .showLoginModal()
        .catch(() => undefined)
        .finally(() => (login = null))),
  };
}
