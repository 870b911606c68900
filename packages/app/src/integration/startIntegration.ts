import {
  MIN_EMBED_HEIGHT,
  MIN_SALES_TOOL_EMBED_HEIGHT,
  connectToHost,
  startAutoResize as startBridgeAutoResize,
  toBridgeError,
} from '@adlens/bridge';
import type { ConnectToHostOptions, HostConnection, PartnerSdk } from '@adlens/bridge';
import type { IntegrationProvider } from '@adlens/core';

export interface StartIntegrationOptions {
  integration: IntegrationProvider;
  /** Exact origins of the partner pages allowed to frame this embed. */
  hostOrigins: string[];
  /** Bridge handshake timeout; the bridge's default (10 s) when absent. */
  timeoutMs?: number;
}

export interface IntegrationSession {
  readonly provider: IntegrationProvider;
  /** The partner's SDK through the bridge (every call times out and rejects with a BridgeError). */
  readonly sdk: PartnerSdk;
  /**
   * A fresh partner JWT for `POST security/tokens/authentication`. Partner tokens live 5 minutes and
   * embeds keep no tokens in storage (ARCHITECTURE.md, Identity and tokens), so every call asks the
   * host; concurrent calls share one request.
   */
  getPartnerToken(): Promise<string>;
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
export const INTEGRATION_MIN_HEIGHTS: Readonly<Record<IntegrationProvider, number>> = {
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
    });
  } catch (error) {
    throw toBridgeError(error);
  }

  const { sdk } = connection;
  const minHeight = INTEGRATION_MIN_HEIGHTS[options.integration];
  const stops = new Set<() => void>();
  let pendingToken: Promise<string> | undefined;
  let destroyed = false;

  return {
    provider: options.integration,
    sdk,
    getPartnerToken: () => {
      pendingToken ??= sdk.getAccessToken().finally(() => {
        pendingToken = undefined;
      });
      return pendingToken;
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
