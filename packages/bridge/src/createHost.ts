import { BridgeError, toBridgeError } from './BridgeError.ts';
import { capabilitiesOf } from './capabilitiesOf.ts';
import { createPeer } from './createPeer.ts';
import type { ConnectionEvent, ConnectionListener, PeerInfo } from './createPeer.ts';
import { EMBED_CALL_TIMEOUTS } from './EmbedApi.ts';
import type { EmbedApi, EmbedMethod } from './EmbedApi.ts';
import type { HostHandlers } from './HostHandlers.ts';
import { createOriginAllowlist } from './originAllowlist.ts';
import type { AllowedOrigin } from './originAllowlist.ts';
import type { PartnerSdkMethod } from './PartnerSdk.ts';
import { parseArguments } from './payloads.ts';

/** One line of bridge traffic, for a host's log or analytics. `id` pairs a call with its outcome. */
export type BridgeTrafficEvent =
  | { type: 'call'; id: number; method: PartnerSdkMethod; args: readonly unknown[] }
  | { type: 'result'; id: number; method: PartnerSdkMethod; value: unknown; durationMs: number }
  | { type: 'error'; id: number; method: PartnerSdkMethod; error: BridgeError; durationMs: number };

export interface CreateHostOptions {
  /** Origins of the embed apps allowed to call this host: exact origins or anchored RegExps. */
  allowedOrigins: readonly AllowedOrigin[];
  /** Opt-in for '*' in `allowedOrigins`. */
  allowAnyOrigin?: boolean;
  /** Set the iframe's height on resizeWindow (default true). */
  sizeIframe?: boolean;
  /** Upper bound for the iframe height in px (a runaway embed cannot grow the page forever). */
  maxHeight?: number;
  /** Called with the applied height after every accepted resizeWindow. */
  onResize?: (height: number) => void;
  /** Every call, result and error, in order. */
  onTraffic?: (event: BridgeTrafficEvent) => void;
  /** Handshake problems: foreign origin, protocol mismatch, handshake timeout. */
  onError?: (error: BridgeError) => void;
  /**
   * Report HANDSHAKE_TIMEOUT (through `onError` and `ready`) when no embed has connected after this
   * many ms. The host keeps listening afterwards: an embed that loads late still connects.
   */
  handshakeTimeout?: number;
  /** Per-call timeouts of host→embed calls in ms, merged over EMBED_CALL_TIMEOUTS. */
  callTimeouts?: Partial<Record<EmbedMethod, number>>;
  /** Debug logger handed to penpal. */
  log?: (...args: unknown[]) => void;
}

export interface BridgeHost {
  /**
   * The first outcome: resolves at the first successful handshake, or rejects with the first problem
   * (ORIGIN_NOT_ALLOWED, PROTOCOL_MISMATCH, HANDSHAKE_TIMEOUT). Later ones go to `on`/`onError`.
   */
  readonly ready: Promise<PeerInfo>;
  /** The commands this host announces (from its handlers). */
  readonly capabilities: readonly PartnerSdkMethod[];
  /** The embed's API; rejects with DISCONNECTED if the embed reloads mid-call, NOT_SUPPORTED if it lacks the method. */
  readonly embed: EmbedApi;
  /** Whether the current embed implements `method`. */
  supportsEmbed(method: EmbedMethod): boolean;
  /** connected (first embed), disconnected (it unloaded or was replaced), reconnected (a new embed page). */
  on(event: ConnectionEvent, listener: ConnectionListener): () => void;
  /** Says goodbye to the embed (its calls in flight reject with DISCONNECTED), stops answering, removes every listener. */
  destroy(): void;
}

/**
 * The host side of the bridge: answers the embed in `iframe` with `handlers` (any subset of the nine
 * commands; the handshake announces exactly those, see `capabilitiesOf`). Throws a BridgeError at once
 * for a bad allowlist (ORIGIN_NOT_ALLOWED) or a detached iframe (INVALID_ARGUMENT).
 *
 * Arguments are validated before a handler runs (INVALID_ARGUMENT); a handler's failure reaches the
 * embed with its BridgeError code (METHOD_FAILED for anything else). Handlers get an AbortSignal that
 * fires when the embed that called them goes away; their late results are dropped.
 */
export function createHost(iframe: HTMLIFrameElement, handlers: HostHandlers, options: CreateHostOptions): BridgeHost {
  const allowlist = createOriginAllowlist(options.allowedOrigins, options.allowAnyOrigin);
  const remoteWindow = iframe.contentWindow;
  if (!remoteWindow) throw new BridgeError('INVALID_ARGUMENT', 'createHost needs an iframe attached to the document.');
  const sizeIframe = options.sizeIframe !== false;
  const capabilities = capabilitiesOf(handlers, sizeIframe);
  const timeouts = { ...EMBED_CALL_TIMEOUTS, ...options.callTimeouts };
  let nextCallId = 1;
  let src: string | undefined;
  try {
    src = new URL(iframe.src).origin;
  } catch {
    src = undefined; // no src yet: the exact allowed origins are enough
  }

  const resize = async (
    payload: { height: number },
    context: Parameters<Required<HostHandlers>['resizeWindow']>[1],
  ) => {
    const height = Math.min(payload.height, options.maxHeight ?? Infinity);
    if (sizeIframe) iframe.style.height = `${height}px`;
    options.onResize?.(height);
    await handlers.resizeWindow?.({ height }, context);
  };

  const peer = createPeer({
    remoteWindow,
    allowlist,
    originHint: src,
    methods: capabilities,
    log: options.log,
    onError: (error) => options.onError?.(error),
    expose: (serve) =>
      Object.fromEntries(
        capabilities.map((method) => [
          method,
          (...args: unknown[]) => {
            const id = nextCallId++;
            const started = Date.now();
            const durationMs = () => Date.now() - started;
            options.onTraffic?.({ type: 'call', id, method, args });
            return serve(method, (context) => {
              const clean = parseArguments(method, args);
              if (method === 'resizeWindow') return resize(clean[0] as { height: number }, context);
              return (handlers[method] as (...a: unknown[]) => unknown)(...clean, context);
            }).then(
              (value) => {
                options.onTraffic?.({ type: 'result', id, method, value, durationMs: durationMs() });
                return value;
              },
              (wire: unknown) => {
                options.onTraffic?.({
                  type: 'error',
                  id,
                  method,
                  error: toBridgeError(wire),
                  durationMs: durationMs(),
                });
                throw wire;
              },
            );
          },
        ]),
      ),
  });

  const timer =
    options.handshakeTimeout === undefined
      ? undefined
      : setTimeout(() => {
          if (!peer.current()) {
            const error = new BridgeError(
              'HANDSHAKE_TIMEOUT',
              `No embed connected within ${options.handshakeTimeout} ms.`,
            );
            options.onError?.(error);
            peerTimeout(error);
          }
        }, options.handshakeTimeout);
  let peerTimeout: (error: BridgeError) => void = () => undefined;
  const ready = Promise.race([
    peer.ready,
    new Promise<never>((_, reject) => {
      peerTimeout = reject;
    }),
  ]);
  ready.then(() => clearTimeout(timer)).catch(() => undefined);

  const call = (method: EmbedMethod) => (payload?: unknown) =>
    peer.call(method, payload === undefined ? [] : [payload], timeouts[method]).then(() => undefined);

  return {
    ready,
    capabilities,
    embed: {
      navigate: call('navigate'),
      selectEntities: call('selectEntities'),
      refreshSession: call('refreshSession'),
    },
    supportsEmbed: (method) => peer.current()?.methods.includes(method) ?? false,
    on: peer.on,
    destroy: () => {
      clearTimeout(timer);
      peer.destroy();
    },
  };
}
