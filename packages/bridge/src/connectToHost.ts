import { BridgeError } from './BridgeError.ts';
import { createPeer } from './createPeer.ts';
import type { ConnectionEvent, ConnectionListener, PeerInfo } from './createPeer.ts';
import type { EmbedHandlers } from './EmbedApi.ts';
import { createOriginAllowlist } from './originAllowlist.ts';
import type { AllowedOrigin } from './originAllowlist.ts';
import { DEFAULT_CALL_TIMEOUTS, PARTNER_SDK_METHODS } from './PartnerSdk.ts';
import type { PartnerSdk, PartnerSdkMethod } from './PartnerSdk.ts';
import { parseNavigatePayload, parseResult, parseSelectEntitiesPayload } from './payloads.ts';

export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;

export interface ConnectToHostOptions {
  /** Origins of the partner pages allowed to host this embed: exact origins or anchored RegExps. */
  allowedOrigins: readonly AllowedOrigin[];
  /** Opt-in for '*' in `allowedOrigins`; never needed for a known partner. */
  allowAnyOrigin?: boolean;
  /** Handshake timeout in ms (penpal SYN/ACK plus the hello exchange). */
  timeout?: number;
  /** The host window; the parent frame unless given. */
  remoteWindow?: Window;
  /** Per-command timeouts in ms, merged over DEFAULT_CALL_TIMEOUTS. */
  callTimeouts?: Partial<Record<PartnerSdkMethod, number>>;
  /** What this embed lets the host call (announced in the handshake; the rest is NOT_SUPPORTED). */
  handlers?: EmbedHandlers;
  /** Debug logger handed to penpal (e.g. penpal's `debug('embed')`). */
  log?: (...args: unknown[]) => void;
}

export interface HostConnection {
  /** The host's partner SDK; every call has a timeout and rejects with a BridgeError. */
  readonly sdk: PartnerSdk;
  /** The protocol version the host announced in the handshake. */
  readonly protocolVersion: number;
  /** The host's exact origin (all traffic is bound to it). */
  readonly origin: string;
  /** The commands the current host implements. */
  readonly capabilities: readonly PartnerSdkMethod[];
  /** Whether the current host implements `method`; calling one it does not rejects at once with NOT_SUPPORTED. */
  supports(method: PartnerSdkMethod): boolean;
  /**
   * `disconnected` when the host goes away (its destroy or a new host starting a handshake; calls in
   * flight reject with DISCONNECTED), `reconnected` when a new host instance has connected. The first
   * `connected` has happened by the time `connectToHost` resolves. Returns an unsubscribe function.
   */
  on(event: ConnectionEvent, listener: ConnectionListener): () => void;
  /** Ends the connection (the host hears `disconnected`); later calls reject with NOT_CONNECTED. */
  destroy(): void;
}

/**
 * Connects an embed (running in the partner's iframe) to the host page. Resolves once penpal's
 * handshake and the hello exchange (protocol version, capabilities, session ids) are done; rejects
 * with a BridgeError: NOT_EMBEDDED outside a frame, ORIGIN_NOT_ALLOWED for a bad allowlist or a host
 * outside it, HANDSHAKE_TIMEOUT when no host answers, PROTOCOL_MISMATCH when the host speaks another
 * version. Says goodbye on `pagehide`, so the host hears `disconnected` as soon as the page unloads.
 */
export async function connectToHost(options: ConnectToHostOptions): Promise<HostConnection> {
  const allowlist = createOriginAllowlist(options.allowedOrigins, options.allowAnyOrigin);
  const remoteWindow = options.remoteWindow ?? globalThis.window?.parent;
  if (!remoteWindow || remoteWindow === window) throw new BridgeError('NOT_EMBEDDED', 'Not in a frame.');
  // Chromium and Safari tell a frame who its parent is: a host outside the allowlist is reported
  // before anything is sent (elsewhere the foreign-origin watch or the timeout catches it).
  const parentOrigin = remoteWindow === window.parent ? globalThis.location?.ancestorOrigins?.[0] : undefined;
  if (parentOrigin && !allowlist.allows(parentOrigin)) {
    throw new BridgeError('ORIGIN_NOT_ALLOWED', `Framed by ${parentOrigin}.`);
  }
  const handlers = options.handlers ?? {};
  const timeouts = { ...DEFAULT_CALL_TIMEOUTS, ...options.callTimeouts };

  // penpal's handshake and then the hello call each get `timeout`; the first problem (foreign
  // origin, other protocol, timeout) rejects `ready`.
  const peer = createPeer({
    remoteWindow,
    allowlist,
    originHint: parentOrigin,
    methods: Object.keys(handlers).filter((m) => typeof handlers[m as keyof EmbedHandlers] === 'function'),
    timeout: options.timeout ?? DEFAULT_HANDSHAKE_TIMEOUT_MS,
    log: options.log,
    onError: () => undefined,
    expose: (serve) => ({
      navigate: (payload: unknown) => serve('navigate', () => handlers.navigate?.(parseNavigatePayload(payload))),
      selectEntities: (payload: unknown) =>
        serve('selectEntities', () => handlers.selectEntities?.(parseSelectEntitiesPayload(payload))),
      refreshSession: () => serve('refreshSession', () => handlers.refreshSession?.()),
    }),
  });
  const onPageHide = () => peer.goodbye();
  // A page restored from the back/forward cache said goodbye when it was hidden: announce it again.
  const onPageShow = (event: Event) => (event as PageTransitionEvent).persisted && peer.hello();

  let host: PeerInfo;
  try {
    host = await peer.ready;
  } catch (error) {
    peer.destroy();
    throw error;
  }
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);

  const current = () => peer.current() ?? host;
  const supports = (method: PartnerSdkMethod) => current().methods.includes(method);
  const call =
    <M extends PartnerSdkMethod>(method: M) =>
    async (...args: unknown[]) =>
      parseResult(method, await peer.call(method, args, timeouts[method]));
  const sdk = Object.fromEntries(PARTNER_SDK_METHODS.map((method) => [method, call(method)])) as unknown as PartnerSdk;

  return {
    sdk,
    protocolVersion: host.protocolVersion,
    get origin() {
      return current().origin;
    },
    get capabilities() {
      return PARTNER_SDK_METHODS.filter(supports);
    },
    supports,
    on: peer.on,
    destroy: () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      peer.destroy();
    },
  };
}
