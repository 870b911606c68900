import { CallOptions, WindowMessenger, connect } from 'penpal';
import type { Message, Messenger, RemoteProxy } from 'penpal';
import { BridgeError, toBridgeError, toBridgeErrorWire } from './BridgeError.ts';
import type { BridgeErrorCode, BridgeMethod } from './BridgeError.ts';
import type { OriginAllowlist } from './originAllowlist.ts';
import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION, bridgeMessageType } from './protocol.ts';
import type { Hello, SessionMethods } from './protocol.ts';

/** Who is on the other side of the bridge, as it said in its handshake. */
export interface PeerInfo {
  protocolVersion: number;
  /** New on every embed page load and every host `createHost`. */
  sessionId: string;
  /** The peer's exact origin; all traffic of this session is bound to it. */
  origin: string;
  /** The methods the peer implements. */
  methods: readonly string[];
}

/**
 * `connected`: the first handshake. `disconnected`: the peer went away (goodbye on unload or
 * destroy, or a new peer started a handshake); its calls in flight were rejected with DISCONNECTED.
 * `reconnected`: a new peer instance (new session id) completed the handshake.
 */
export type ConnectionEvent = 'connected' | 'reconnected' | 'disconnected';
export type ConnectionListener = (peer: PeerInfo) => void;

export interface CallContext {
  signal: AbortSignal;
  origin: string;
}

export type Serve = (method: BridgeMethod, run: (context: CallContext) => unknown) => Promise<unknown>;

export interface PeerOptions {
  remoteWindow: Window;
  allowlist: OriginAllowlist;
  /** An origin to send the first SYN to when the allowlist has only patterns (e.g. the iframe's src). */
  originHint?: string;
  /** What this side announces. */
  methods: readonly string[];
  /** Our API for the peer, built on `serve` (handshake gate, abort signal, typed errors). */
  expose(serve: Serve): Record<string, (...args: never[]) => unknown>;
  /** penpal handshake timeout (embed side); the host keeps listening. */
  timeout?: number;
  log?: (...args: unknown[]) => void;
  /** Handshake problems: a foreign origin, another protocol version. */
  onError(error: BridgeError): void;
}

interface Session {
  info: PeerInfo;
  participant: unknown;
  controllers: Set<AbortController>;
  pending: Set<(error: BridgeError) => void>;
}

export interface Peer {
  readonly sessionId: string;
  /** The current peer, if connected. */
  current(): PeerInfo | undefined;
  /** Resolves at the first handshake; rejects with the first handshake problem before it. */
  readonly ready: Promise<PeerInfo>;
  call(method: BridgeMethod, args: readonly unknown[], timeout: number): Promise<unknown>;
  on(event: ConnectionEvent, listener: ConnectionListener): () => void;
  /** Re-announces this side (an embed page restored from the back/forward cache). */
  hello(): void;
  /** Tells the peer we are leaving (its calls in flight reject with DISCONNECTED); the connection stays. */
  goodbye(): void;
  destroy(): void;
}

const randomId = () =>
  typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/**
 * The session layer both sides share, on top of one penpal connection. penpal re-handshakes silently
 * when a peer reloads and leaves calls on the dropped port pending (research notes, penpal 7); here
 * every peer instance has a session id, so a replaced peer is noticed (its goodbye, a SYN from a new
 * penpal participant, or a hello with a new id), its calls in flight are rejected and its handlers
 * aborted, and listeners hear disconnected/reconnected.
 */
export function createPeer(options: PeerOptions): Peer {
  const { remoteWindow, allowlist } = options;
  const sessionId = randomId();
  const local: Hello = { protocolVersion: BRIDGE_PROTOCOL_VERSION, sessionId, methods: [...options.methods] };
  const listeners = new Map<ConnectionEvent, Set<ConnectionListener>>();
  const reported = new Set<string>();
  let session: Session | undefined;
  let everConnected = false;
  let destroyed = false;
  let synOrigin = '';
  let synParticipant: unknown;
  let remote: RemoteProxy<SessionMethods & Record<string, (...args: never[]) => unknown>> | undefined;
  let settle: ((info: PeerInfo | BridgeError) => void) | undefined;
  const ready = new Promise<PeerInfo>((resolve, reject) => {
    settle = (outcome) => {
      settle = undefined;
      if (outcome instanceof BridgeError) reject(outcome);
      else resolve(outcome);
    };
  });
  ready.catch(() => undefined); // callers that only use events must not see an unhandled rejection

  const emit = (event: ConnectionEvent, info: PeerInfo) => {
    for (const listener of listeners.get(event) ?? []) listener(info);
  };
  const fail = (error: BridgeError) => {
    options.onError(error);
    settle?.(error);
  };

  /** The current session ends: abort its handlers, reject its calls in flight. */
  const end = (code: BridgeErrorCode) => {
    const ended = session;
    if (!ended) return;
    session = undefined;
    const message = code === 'DISCONNECTED' ? 'The other side of the bridge went away.' : 'The bridge was destroyed.';
    for (const controller of ended.controllers) controller.abort();
    for (const reject of ended.pending) reject(new BridgeError(code, message));
    if (code === 'DISCONNECTED') emit('disconnected', ended.info);
  };

  const accept = (value: unknown): Hello => {
    const hello = value as Partial<Hello> | null;
    if (hello?.protocolVersion !== BRIDGE_PROTOCOL_VERSION || typeof hello.sessionId !== 'string') {
      const error = new BridgeError(
        'PROTOCOL_MISMATCH',
        `The peer speaks bridge protocol ${String(hello?.protocolVersion)}, this side ${BRIDGE_PROTOCOL_VERSION}.`,
      );
      fail(error);
      throw error;
    }
    if (session?.info.sessionId !== hello.sessionId) {
      end('DISCONNECTED');
      const info: PeerInfo = {
        protocolVersion: hello.protocolVersion,
        sessionId: hello.sessionId,
        origin: synOrigin,
        methods: Array.isArray(hello.methods) ? hello.methods.filter((m) => typeof m === 'string') : [],
      };
      session = { info, participant: synParticipant, controllers: new Set(), pending: new Set() };
      emit(everConnected ? 'reconnected' : 'connected', info);
      everConnected = true;
      settle?.(info);
    }
    return local;
  };

  const serve: Serve = async (method, run) => {
    const current = session;
    const controller = new AbortController();
    try {
      if (!current) {
        throw new BridgeError('PROTOCOL_MISMATCH', `${method} was called before the bridge handshake.`, { method });
      }
      current.controllers.add(controller);
      const value = await run({ signal: controller.signal, origin: current.info.origin });
      // The caller is gone: its result must not reach whoever is there now.
      if (controller.signal.aborted) throw new BridgeError('DISCONNECTED', `${method}'s caller went away.`, { method });
      return value;
    } catch (error) {
      // A plain object: penpal would strip `code` from an Error instance.
      throw toBridgeErrorWire(toBridgeError(error, { method }));
    } finally {
      current?.controllers.delete(controller);
    }
  };

  const sessionMethods: SessionMethods = {
    hello: async (hello) => {
      try {
        return accept(hello);
      } catch (error) {
        throw toBridgeErrorWire(toBridgeError(error));
      }
    },
    goodbye: (id) => {
      if (session?.info.sessionId === id) end('DISCONNECTED');
    },
  };

  const inner = new WindowMessenger({ remoteWindow, allowedOrigins: [...allowlist.origins] });
  // penpal's DESTROY would tear down the peer's whole connection, so a reloaded embed or a re-created
  // host could never connect again; `goodbye` replaces it. The first SYN goes to the exact allowed
  // origins instead of penpal's '*' (ACK1/ACK2 and the port are bound to the origin that answered).
  const messenger: Messenger = {
    initialize: ({ log, validateReceivedMessage }) =>
      inner.initialize({
        log,
        validateReceivedMessage: (data): data is Message =>
          validateReceivedMessage(data) && (data as Message).type !== 'DESTROY',
      }),
    sendMessage: (message, transferables) => {
      if (message.type === 'SYN') {
        for (const targetOrigin of allowlist.targets(options.originHint))
          remoteWindow.postMessage(message, { targetOrigin });
      } else if (message.type !== 'DESTROY') {
        inner.sendMessage(message, transferables);
      }
    },
    addMessageHandler: inner.addMessageHandler,
    removeMessageHandler: inner.removeMessageHandler,
    destroy: inner.destroy,
  };

  const connection = connect<SessionMethods & Record<string, (...args: never[]) => unknown>>({
    messenger,
    methods: { ...options.expose(serve), ...sessionMethods },
    channel: BRIDGE_CHANNEL,
    timeout: options.timeout,
    log: options.log,
  });

  const sayHello = () => {
    if (!remote || destroyed) return;
    remote.hello(local, new CallOptions({ timeout: options.timeout ?? 10_000 })).then(
      (answer) => {
        try {
          accept(answer);
        } catch {
          // reported by accept
        }
      },
      (error: unknown) => {
        const e = toBridgeError(error);
        if (e.code === 'PROTOCOL_MISMATCH' || e.code === 'NOT_SUPPORTED') {
          // NOT_SUPPORTED: a penpal peer without `hello` is not an Adlens bridge (or a protocol 1 one).
          fail(
            e.code === 'NOT_SUPPORTED'
              ? new BridgeError('PROTOCOL_MISMATCH', 'The peer is not an Adlens bridge 2.')
              : e,
          );
        } else {
          settle?.(e.code === 'TIMEOUT' ? new BridgeError('HANDSHAKE_TIMEOUT', e.message) : e);
        }
      },
    );
  };

  connection.promise.then(
    (proxy) => {
      remote = proxy;
      sayHello();
    },
    (error: unknown) => settle?.(toBridgeError(error)),
  );

  // penpal drops messages from other origins silently (a slow timeout); a SYN of our channel from a
  // foreign origin is reported at once. A SYN from a new penpal participant means the peer was
  // replaced: its old port is gone, so calls in flight on it are rejected now.
  const onMessage = (event: MessageEvent) => {
    if (event.source !== remoteWindow || bridgeMessageType(event.data) !== 'SYN') return;
    if (!allowlist.allows(event.origin)) {
      if (reported.has(event.origin)) return;
      reported.add(event.origin);
      fail(new BridgeError('ORIGIN_NOT_ALLOWED', `Ignored a bridge handshake from ${event.origin}: not allowed.`));
      return;
    }
    synOrigin = event.origin;
    synParticipant = (event.data as { participantId?: unknown }).participantId;
    if (session && session.participant !== synParticipant) end('DISCONNECTED');
  };
  window.addEventListener('message', onMessage);

  const goodbye = () => {
    if (remote && session) remote.goodbye(sessionId).catch(() => undefined);
  };

  return {
    sessionId,
    ready,
    current: () => session?.info,
    call: (method, args, timeout) =>
      new Promise((resolve, reject) => {
        const current = session;
        if (destroyed || !current || !remote) {
          throw new BridgeError(destroyed ? 'NOT_CONNECTED' : 'DISCONNECTED', `${method}: not connected.`, { method });
        }
        if (!current.info.methods.includes(method)) {
          throw new BridgeError('NOT_SUPPORTED', `The other side does not implement ${method}.`, { method });
        }
        current.pending.add(reject);
        (remote[method] as (...a: unknown[]) => Promise<unknown>)(...args, new CallOptions({ timeout }))
          .then(resolve, (error: unknown) => reject(toBridgeError(error, { method })))
          .finally(() => current.pending.delete(reject));
      }),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
      return () => set.delete(listener);
    },
    hello: sayHello,
    goodbye,
    destroy: () => {
      if (destroyed) return;
      goodbye(); // posted synchronously, before the port closes
      destroyed = true;
      listeners.clear();
      end('NOT_CONNECTED');
      window.removeEventListener('message', onMessage);
      connection.destroy();
      settle?.(new BridgeError('NOT_CONNECTED', 'The bridge was destroyed.'));
    },
  };
}
