import { WindowMessenger, connect } from 'penpal';
import { BridgeError, toBridgeError, toBridgeErrorWire } from './BridgeError.ts';
import { createOriginAllowlist } from './originAllowlist.ts';
import type { PartnerSdk, PartnerSdkMethod } from './PartnerSdk.ts';
import {
  parseOpenAppPayload,
  parseProductIdArgument,
  parseReplaceUrlArgument,
  parseResizeWindowPayload,
  parseScrollToPayload,
} from './payloads.ts';
import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION, isBridgeMessage } from './protocol.ts';
import type { HandshakeResponse, HostMethods } from './protocol.ts';

/**
 * What a host implements. `resizeWindow` is optional because the bridge already sizes the iframe
 * (see `sizeIframe`); implement it only to react to size changes yourself.
 */
export type HostSdk = Omit<PartnerSdk, 'resizeWindow'> & Partial<Pick<PartnerSdk, 'resizeWindow'>>;

/** One line of bridge traffic, for a host's log or analytics. `id` pairs a call with its outcome. */
export type BridgeTrafficEvent =
  | { type: 'call'; id: number; method: PartnerSdkMethod; args: readonly unknown[] }
  | { type: 'result'; id: number; method: PartnerSdkMethod; value: unknown; durationMs: number }
  | { type: 'error'; id: number; method: PartnerSdkMethod; error: BridgeError; durationMs: number };

export interface EmbedInfo {
  /** The embed's bridge protocol version. */
  protocolVersion: number;
  /** The origin the embed's handshake came from (checked against the allowlist). */
  origin: string;
}

export interface ExposeToEmbedOptions {
  /** The iframe holding the embed; must be attached to the document. */
  iframe: HTMLIFrameElement;
  /** Exact origins of the embed apps allowed to call this host. */
  allowedOrigins: readonly string[];
  /** Opt-in for '*' in `allowedOrigins`. */
  allowAnyOrigin?: boolean;
  /** The host's implementation of the partner SDK commands. */
  sdk: HostSdk;
  /** Set the iframe's height on resizeWindow (default true). */
  sizeIframe?: boolean;
  /** Upper bound for the iframe height in px (a runaway embed cannot grow the page forever). */
  maxHeight?: number;
  /** Called with the applied height after every accepted resizeWindow. */
  onResize?: (height: number) => void;
  /** Every call, result and error, in order. */
  onTraffic?: (event: BridgeTrafficEvent) => void;
  /** Called after every successful handshake (again after the embed reloads). */
  onConnect?: (info: EmbedInfo) => void;
  /** Handshake problems: foreign origin, protocol mismatch, handshake timeout. */
  onError?: (error: BridgeError) => void;
  /**
   * Report HANDSHAKE_TIMEOUT (through `onError` and `ready`) when no embed has connected after this
   * many ms. The host keeps listening afterwards: an embed that loads late still connects.
   */
  handshakeTimeout?: number;
  /** Debug logger handed to penpal. */
  log?: (...args: unknown[]) => void;
}

export interface EmbedConnection {
  /**
   * The first outcome: resolves at the first successful handshake, or rejects with the first problem
   * (ORIGIN_NOT_ALLOWED, PROTOCOL_MISMATCH, HANDSHAKE_TIMEOUT). Later handshakes go to onConnect.
   */
  readonly ready: Promise<EmbedInfo>;
  /** Stops answering the embed and removes every listener. */
  destroy(): void;
}

/**
 * Exposes a host's partner SDK to the embed in `iframe`. Throws a BridgeError right away for a bad
 * allowlist (ORIGIN_NOT_ALLOWED) or a detached iframe (INVALID_ARGUMENT).
 *
 * Every command result goes back to the embed as is; every failure goes back as a typed error (see
 * BridgeErrorWire). Commands are refused with PROTOCOL_MISMATCH until the embed has completed the
 * protocol handshake, so an embed of another protocol version cannot half-work.
 */
export function exposeToEmbed(options: ExposeToEmbedOptions): EmbedConnection {
  const { iframe, sdk } = options;
  const allowlist = createOriginAllowlist(options.allowedOrigins, options.allowAnyOrigin);
  const remoteWindow = iframe.contentWindow;
  if (!remoteWindow) {
    throw new BridgeError('INVALID_ARGUMENT', 'exposeToEmbed needs an iframe that is attached to the document.');
  }

  let handshakeDone = false;
  let lastAllowedOrigin = '';
  let nextCallId = 1;
  let readySettled = false;
  let resolveReady: (info: EmbedInfo) => void = () => undefined;
  let rejectReady: (error: BridgeError) => void = () => undefined;
  const ready = new Promise<EmbedInfo>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A host that only uses onConnect/onError must not get an unhandled rejection from `ready`.
  ready.catch(() => undefined);

  const fail = (error: BridgeError) => {
    options.onError?.(error);
    if (!readySettled) {
      readySettled = true;
      rejectReady(error);
    }
  };

  /** Runs one command: traffic events, handshake gate, typed errors on the wire. */
  function serve<T>(method: PartnerSdkMethod, args: readonly unknown[], run: () => Promise<T> | T): Promise<T> {
    const id = nextCallId++;
    const started = Date.now();
    options.onTraffic?.({ type: 'call', id, method, args });
    return (async () => {
      try {
        if (!handshakeDone) {
          throw new BridgeError('PROTOCOL_MISMATCH', `${method} was called before the bridge handshake.`, { method });
        }
        const value = await run();
        options.onTraffic?.({ type: 'result', id, method, value, durationMs: Date.now() - started });
        return value;
      } catch (error) {
        const bridgeError = toBridgeError(error, { method });
        options.onTraffic?.({ type: 'error', id, method, error: bridgeError, durationMs: Date.now() - started });
        // Thrown as a plain object: penpal would strip `code` from an Error instance.
        throw toBridgeErrorWire(bridgeError);
      }
    })();
  }

  const resize = async (payload: unknown) => {
    const { height: requested } = parseResizeWindowPayload(payload);
    const height = options.maxHeight === undefined ? requested : Math.min(requested, options.maxHeight);
    if (options.sizeIframe !== false) iframe.style.height = `${height}px`;
    options.onResize?.(height);
    await sdk.resizeWindow?.({ height });
  };

  const methods: HostMethods = {
    handshake: async (request) => {
      const version = (request as { protocolVersion?: unknown } | null)?.protocolVersion;
      if (version !== BRIDGE_PROTOCOL_VERSION) {
        handshakeDone = false;
        const error = new BridgeError(
          'PROTOCOL_MISMATCH',
          `The embed speaks bridge protocol ${String(version)}, this host speaks ${BRIDGE_PROTOCOL_VERSION}.`,
        );
        fail(error);
        throw toBridgeErrorWire(error);
      }
      handshakeDone = true;
      const info: EmbedInfo = { protocolVersion: version, origin: lastAllowedOrigin };
      options.onConnect?.(info);
      if (!readySettled) {
        readySettled = true;
        resolveReady(info);
      }
      const response: HandshakeResponse = { protocolVersion: BRIDGE_PROTOCOL_VERSION };
      return response;
    },
    requestEmailReports: () => serve('requestEmailReports', [], () => sdk.requestEmailReports()),
    getAccessToken: () => serve('getAccessToken', [], () => sdk.getAccessToken()),
    requestInAppPurchase: (productId) =>
      serve('requestInAppPurchase', [productId], () => sdk.requestInAppPurchase(parseProductIdArgument(productId))),
    showLoginModal: () => serve('showLoginModal', [], () => sdk.showLoginModal()),
    replaceUrl: (url) => serve('replaceUrl', [url], () => sdk.replaceUrl(parseReplaceUrlArgument(url))),
    scrollTo: (payload) => serve('scrollTo', [payload], () => sdk.scrollTo(parseScrollToPayload(payload))),
    resizeWindow: (payload) => serve('resizeWindow', [payload], () => resize(payload)),
    getPageInfo: () => serve('getPageInfo', [], () => sdk.getPageInfo()),
    openApp: (payload) => serve('openApp', [payload], () => sdk.openApp(parseOpenAppPayload(payload))),
  };

  const messenger = new WindowMessenger({ remoteWindow, allowedOrigins: [...allowlist.origins] });
  // No penpal timeout here: penpal destroys the connection when it fires, and an embed that loads
  // slowly (or reloads) must still be able to connect. Our own timer only reports.
  const connection = connect({ messenger, methods, channel: BRIDGE_CHANNEL, log: options.log });
  connection.promise.catch((error: unknown) => fail(toBridgeError(error)));

  const reportedOrigins = new Set<string>();
  const onMessage = (event: MessageEvent) => {
    if (event.source !== remoteWindow || !isBridgeMessage(event.data)) return;
    if (allowlist.allows(event.origin)) {
      lastAllowedOrigin = event.origin;
      return;
    }
    // penpal ignores the message; say why once per origin instead of leaving a silent timeout.
    if (reportedOrigins.has(event.origin)) return;
    reportedOrigins.add(event.origin);
    fail(
      new BridgeError(
        'ORIGIN_NOT_ALLOWED',
        `Ignored a bridge handshake from ${event.origin}: not in allowedOrigins (${allowlist.origins.join(', ')}).`,
      ),
    );
  };
  window.addEventListener('message', onMessage);

  const timer =
    options.handshakeTimeout === undefined
      ? undefined
      : setTimeout(() => {
          if (!readySettled) {
            fail(new BridgeError('HANDSHAKE_TIMEOUT', `No embed connected within ${options.handshakeTimeout} ms.`));
          }
        }, options.handshakeTimeout);

  return {
    ready,
    destroy: () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      connection.destroy();
    },
  };
}
