import { CallOptions, WindowMessenger, connect } from 'penpal';
import type { RemoteProxy } from 'penpal';
import { BridgeError, toBridgeError } from './BridgeError.ts';
import { createOriginAllowlist } from './originAllowlist.ts';
import type { OriginAllowlist } from './originAllowlist.ts';
import { DEFAULT_CALL_TIMEOUTS } from './PartnerSdk.ts';
import type { PartnerSdk, PartnerSdkMethod } from './PartnerSdk.ts';
import { parseAccessToken, parseEmailReportsResult, parsePageInfo, parsePurchaseResult } from './payloads.ts';
import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION, isBridgeMessage } from './protocol.ts';
import type { HostMethods } from './protocol.ts';

export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;

export interface ConnectToHostOptions {
  /** Exact origins of the partner pages allowed to host this embed. */
  allowedOrigins: readonly string[];
  /** Opt-in for '*' in `allowedOrigins`; never needed for a known partner. */
  allowAnyOrigin?: boolean;
  /** Handshake timeout in ms (penpal SYN/ACK plus the protocol-version exchange). */
  timeout?: number;
  /** The host window; the parent frame unless given. */
  remoteWindow?: Window;
  /** Per-command timeouts in ms, merged over DEFAULT_CALL_TIMEOUTS. */
  callTimeouts?: Partial<Record<PartnerSdkMethod, number>>;
  /** Debug logger handed to penpal (e.g. penpal's `debug('embed')`). */
  log?: (...args: unknown[]) => void;
}

export interface HostConnection {
  /** The host's partner SDK; every call has a timeout and rejects with a BridgeError. */
  readonly sdk: PartnerSdk;
  /** The protocol version the host announced in the handshake. */
  readonly protocolVersion: number;
  /** Ends the connection; later calls reject with NOT_CONNECTED. */
  destroy(): void;
}

/**
 * Connects an embed (running in the partner's iframe) to the host page. Resolves once penpal's
 * handshake and the protocol-version exchange are done; rejects with a BridgeError:
 * NOT_EMBEDDED outside a frame, ORIGIN_NOT_ALLOWED for a bad allowlist or a host outside it,
 * HANDSHAKE_TIMEOUT when no host answers, PROTOCOL_MISMATCH when the host speaks another version.
 */
export async function connectToHost(options: ConnectToHostOptions): Promise<HostConnection> {
  const allowlist = createOriginAllowlist(options.allowedOrigins, options.allowAnyOrigin);
  const timeout = options.timeout ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
  if (!(timeout > 0) || !Number.isFinite(timeout)) {
    throw new BridgeError('INVALID_ARGUMENT', `timeout must be a positive number of ms, got ${String(timeout)}.`);
  }
  const callTimeouts = { ...DEFAULT_CALL_TIMEOUTS, ...options.callTimeouts };
  if (typeof window === 'undefined') {
    throw new BridgeError('NOT_EMBEDDED', 'connectToHost needs a browser window.');
  }
  const remoteWindow = options.remoteWindow ?? window.parent;
  if (!remoteWindow || remoteWindow === window) {
    throw new BridgeError('NOT_EMBEDDED', 'The app is not running inside a frame, so there is no partner host.');
  }
  if (remoteWindow === window.parent) assertParentOriginAllowed(allowlist);

  const messenger = new WindowMessenger({ remoteWindow, allowedOrigins: [...allowlist.origins] });
  const connection = connect<HostMethods>({ messenger, timeout, channel: BRIDGE_CHANNEL, log: options.log });

  // penpal silently drops messages from origins outside the allowlist, which would surface as a
  // timeout seconds later; seeing our channel spoken from a foreign origin lets us fail at once.
  let rejectForeignOrigin: (error: BridgeError) => void = () => undefined;
  const foreignOrigin = new Promise<never>((_, reject) => {
    rejectForeignOrigin = reject;
  });
  foreignOrigin.catch(() => undefined); // only ever observed through Promise.race below
  const onMessage = (event: MessageEvent) => {
    if (event.source === remoteWindow && isBridgeMessage(event.data) && !allowlist.allows(event.origin)) {
      rejectForeignOrigin(
        new BridgeError(
          'ORIGIN_NOT_ALLOWED',
          `The host page's origin ${event.origin} is not in allowedOrigins (${allowlist.origins.join(', ')}).`,
        ),
      );
    }
  };
  window.addEventListener('message', onMessage);
  const deadline = Date.now() + timeout;

  try {
    const remote = await Promise.race([connection.promise, foreignOrigin]);
    const handshakeTimeout = new CallOptions({ timeout: Math.max(1, deadline - Date.now()) });
    const response: unknown = await Promise.race([
      remote.handshake({ protocolVersion: BRIDGE_PROTOCOL_VERSION }, handshakeTimeout),
      foreignOrigin,
    ]);
    const protocolVersion = readProtocolVersion(response);
    if (protocolVersion !== BRIDGE_PROTOCOL_VERSION) {
      throw new BridgeError(
        'PROTOCOL_MISMATCH',
        `The host speaks bridge protocol ${protocolVersion}, this embed speaks ${BRIDGE_PROTOCOL_VERSION}.`,
      );
    }
    return {
      sdk: createRemoteSdk(remote, callTimeouts),
      protocolVersion,
      destroy: () => connection.destroy(),
    };
  } catch (error) {
    connection.destroy();
    throw handshakeError(error, timeout);
  } finally {
    window.removeEventListener('message', onMessage);
  }
}

/**
 * Chromium and Safari tell a frame who its ancestors are; when they do, a host outside the allowlist
 * is a configuration error we can report before any message is sent. (Firefox has no
 * `ancestorOrigins`; there the foreign-origin listener or the timeout catches it.)
 */
function assertParentOriginAllowed(allowlist: OriginAllowlist): void {
  const ancestors = typeof location === 'undefined' ? undefined : location.ancestorOrigins;
  const parentOrigin = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (parentOrigin && parentOrigin !== 'null' && !allowlist.allows(parentOrigin)) {
    throw new BridgeError(
      'ORIGIN_NOT_ALLOWED',
      `This app is framed by ${parentOrigin}, which is not in allowedOrigins (${allowlist.origins.join(', ')}).`,
    );
  }
}

function readProtocolVersion(response: unknown): number {
  const version =
    typeof response === 'object' && response !== null
      ? (response as { protocolVersion?: unknown }).protocolVersion
      : undefined;
  if (typeof version !== 'number') {
    throw new BridgeError('PROTOCOL_MISMATCH', 'The host answered the handshake without a protocol version.');
  }
  return version;
}

function handshakeError(error: unknown, timeout: number): BridgeError {
  const bridgeError = toBridgeError(error);
  switch (bridgeError.code) {
    case 'HANDSHAKE_TIMEOUT':
    case 'CALL_TIMEOUT':
      return new BridgeError(
        'HANDSHAKE_TIMEOUT',
        `No partner host answered within ${timeout} ms. Does the host page call exposeToEmbed with this app's origin in its allowedOrigins?`,
      );
    case 'UNSUPPORTED':
      // penpal answered but without our `handshake` method: a penpal host that is not an Adlens bridge.
      return new BridgeError('PROTOCOL_MISMATCH', 'The host does not speak the Adlens bridge protocol.');
    default:
      return bridgeError;
  }
}

function ignoreResult(): void {}

/** Wraps penpal's proxy: per-call timeouts, validated results, every failure as a BridgeError. */
function createRemoteSdk(
  remote: RemoteProxy<HostMethods>,
  timeouts: Readonly<Record<PartnerSdkMethod, number>>,
): PartnerSdk {
  async function call<T>(
    method: PartnerSdkMethod,
    invoke: (options: CallOptions) => Promise<unknown>,
    parse: (value: unknown) => T,
  ): Promise<T> {
    let value: unknown;
    try {
      value = await invoke(new CallOptions({ timeout: timeouts[method] }));
    } catch (error) {
      throw toBridgeError(error, { method });
    }
    return parse(value);
  }

  return {
    requestEmailReports: () =>
      call('requestEmailReports', (o) => remote.requestEmailReports(o), parseEmailReportsResult),
    getAccessToken: () => call('getAccessToken', (o) => remote.getAccessToken(o), parseAccessToken),
    requestInAppPurchase: (productId) =>
      call('requestInAppPurchase', (o) => remote.requestInAppPurchase(productId, o), parsePurchaseResult),
    showLoginModal: () => call('showLoginModal', (o) => remote.showLoginModal(o), ignoreResult),
    replaceUrl: (url) => call('replaceUrl', (o) => remote.replaceUrl(url, o), ignoreResult),
    scrollTo: ({ top }) => call('scrollTo', (o) => remote.scrollTo({ top }, o), ignoreResult),
    resizeWindow: ({ height }) => call('resizeWindow', (o) => remote.resizeWindow({ height }, o), ignoreResult),
    getPageInfo: () => call('getPageInfo', (o) => remote.getPageInfo(o), parsePageInfo),
    openApp: ({ path, newTab }) =>
      call('openApp', (o) => remote.openApp(newTab === undefined ? { path } : { path, newTab }, o), ignoreResult),
  };
}
