import { CallOptions, connect } from 'penpal';
import type { Message, Messenger, RemoteProxy } from 'penpal';
import { BridgeError, toBridgeError, toBridgeErrorWire } from './BridgeError.ts';
import type { BridgeErrorCode, BridgeMethod } from './BridgeError.ts';
import type { OriginAllowlist } from './originAllowlist.ts';
import { BRIDGE_CHANNEL, BRIDGE_PROTOCOL_VERSION } from './protocol.ts';
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

interface CallContext {
  signal: AbortSignal;
  origin: string;
}

type Serve = (method: BridgeMethod, run: (context: CallContext) => unknown) => Promise<unknown>;

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

// randomUUID needs a secure context; an embed served over plain http still needs an id.
const randomId = () => globalThis.crypto?.randomUUID?.() ?? String(Math.random()).slice(2);

/**
 * The session layer both sides share, on top of one penpal connection. penpal 7 re-handshakes
 * silently when a peer reloads and leaves calls on the dropped port pending; here every peer instance has a session id, so a replaced peer is noticed (its goodbye, a SYN from a new
 * penpal participant, or a hello with a new id), its calls in flight are rejected and its handlers
 * aborted, and listeners hear disconnected/reconnected.
 */
export function createPeer(options: PeerOptions): Peer {
  const { remoteWindow, allowlist } = options;
  const sessionId = randomId();
  const local: Hello = { protocolVersion: BRIDGE_PROTOCOL_VERSION, sessionId, methods: [...options.methods] };
  const listeners = new Map<ConnectionEvent, Set<ConnectionListener>>();
  const reported = new Set<string>();
  let destroyed = false;
  let synParticipant: unknown;
  let remote: RemoteProxy<SessionMethods & Record<string, (...args: never[]) => unknown>> | undefined;
  const { promise: ready, resolve: resolveReady, reject: rejectReady } = firstOutcome<PeerInfo>();

  const emit = (event: ConnectionEvent, info: PeerInfo) => {
    for (const listener of listeners.get(event) ?? []) listener(info);
  };
  const fail = (error: BridgeError) => {
    options.onError(error);
    rejectReady(error);
  };

  const sessions = createSessions({
    local,
    origin: () => windowMessenger.origin(),
    participant: () => synParticipant,
    emit,
    fail,
    onConnected: (info) => resolveReady(info),
  });
  const { end } = sessions;

  const windowMessenger = createWindowMessenger({
    remoteWindow,
    allowlist,
    originHint: options.originHint,
    onRefusedOrigin: (origin) => {
      // penpal would drop it silently (a slow timeout); say why at once, once per origin.
      if (reported.has(origin)) return;
      reported.add(origin);
      fail(new BridgeError('ORIGIN_NOT_ALLOWED', `Ignored a handshake from ${origin}.`));
    },
    onSyn: (participant) => {
      // A SYN from a new penpal participant: the peer was replaced and its port is gone, so calls in
      // flight on it are rejected now.
      synParticipant = participant;
      const session = sessions.current();
      if (session && session.participant !== synParticipant) end('DISCONNECTED');
    },
  });

  const connection = connect<SessionMethods & Record<string, (...args: never[]) => unknown>>({
    messenger: windowMessenger.messenger,
    methods: { ...options.expose(sessions.serve), ...sessions.methods },
    channel: BRIDGE_CHANNEL,
    timeout: options.timeout,
    log: options.log,
  });

  const sayHello = () => {
    if (!remote || destroyed) return;
    remote.hello(local, new CallOptions({ timeout: options.timeout ?? 10_000 })).then(
      (answer) => {
        try {
          sessions.accept(answer);
        } catch {
          // reported by accept
        }
      },
      (error: unknown) => {
        const failure = helloFailure(error);
        if (failure.code === 'PROTOCOL_MISMATCH') fail(failure);
        else rejectReady(failure);
      },
    );
  };

  connection.promise.then(
    (proxy) => {
      remote = proxy;
      sayHello();
    },
    (error: unknown) => rejectReady(toBridgeError(error)),
  );

  const goodbye = () => {
    if (remote && sessions.current()) remote.goodbye(sessionId).catch(() => undefined);
  };

  return {
    sessionId,
    ready,
    current: () => sessions.current()?.info,
    call: (method, args, timeout) => callPeer(sessions.current(), remote, method, args, timeout, destroyed),
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
      connection.destroy();
      rejectReady(new BridgeError('NOT_CONNECTED', 'Destroyed.'));
    },
  };
}

interface WindowMessengerOptions {
  remoteWindow: Window;
  allowlist: OriginAllowlist;
  originHint?: string | undefined;
  /** A handshake from an origin outside the allowlist (it is ignored). */
  onRefusedOrigin(origin: string): void;
  /** A handshake from an allowed origin, by penpal participant: a new one means a replaced peer. */
  onSyn(participant: unknown): void;
}

/**
 * Our own penpal Messenger for the window (penpal's WindowMessenger carries penpal 6 compatibility
 * we do not need, ~1 KB gzip of the embed budget). Like it: the first SYN of a peer fixes the
 * exact origin, ACK1/ACK2 go only there, then a MessagePort carries the calls. Unlike it: SYN goes
 * to the exact allowed origins (never '*' when one is known), window messages from any other origin
 * than the handshaking one are ignored, and penpal's DESTROY is dropped both ways — it would tear
 * down the peer's whole connection, so a reloaded embed or re-created host could never connect
 * again; `goodbye` replaces it.
 */
function createWindowMessenger(options: WindowMessengerOptions): { messenger: Messenger; origin(): string } {
  const { remoteWindow, allowlist, originHint, onRefusedOrigin, onSyn } = options;
  let synOrigin = '';
  let port: MessagePort | undefined;
  let validate: (data: unknown) => data is Message = (_data): _data is Message => false;
  const handlers = new Set<(message: Message) => void>();
  const dispatch = (data: unknown) => {
    if (validate(data) && data.type !== 'DESTROY') for (const handler of handlers) handler(data);
  };
  const onPortMessage = (event: MessageEvent) => dispatch(event.data);
  const closePort = () => {
    port?.removeEventListener('message', onPortMessage);
    port?.close();
    port = undefined;
  };
  const openPort = (next: MessagePort) => {
    port = next;
    next.addEventListener('message', onPortMessage);
    next.start();
  };
  const onWindowMessage = (event: MessageEvent) => {
    const data = event.data as Message;
    // The window carries only the handshake; calls and replies travel on the port. (penpal's own
    // messenger would also run a CALL posted to the window.)
    if (event.source !== remoteWindow || !validate(data) || !/^(SYN|ACK1|ACK2)$/.test(data.type)) return;
    const { origin } = event;
    if (data.type === 'SYN') {
      if (!allowlist.allows(origin)) return onRefusedOrigin(origin);
      onSyn(data.participantId);
      closePort();
      synOrigin = origin;
    } else if (origin !== synOrigin) {
      return;
    }
    if (data.type === 'ACK2') {
      if (!event.ports[0]) return;
      openPort(event.ports[0]);
    }
    dispatch(data);
  };
  const messenger: Messenger = {
    initialize: (init) => {
      validate = init.validateReceivedMessage;
      window.addEventListener('message', onWindowMessage);
    },
    sendMessage: (message, transfer = []) => {
      if (message.type === 'SYN') {
        for (const targetOrigin of allowlist.targets(originHint)) remoteWindow.postMessage(message, { targetOrigin });
      } else if (message.type === 'ACK1' || message.type === 'ACK2') {
        if (!synOrigin) throw new Error('No peer origin.');
        if (message.type === 'ACK2') {
          const channel = new MessageChannel();
          openPort(channel.port1);
          transfer = [channel.port2, ...transfer];
        }
        remoteWindow.postMessage(message, { targetOrigin: synOrigin, transfer });
      } else if (message.type !== 'DESTROY') {
        if (!port) throw new Error('No port.');
        port.postMessage(message, { transfer });
      }
    },
    addMessageHandler: (handler) => handlers.add(handler),
    removeMessageHandler: (handler) => handlers.delete(handler),
    destroy: () => {
      window.removeEventListener('message', onWindowMessage);
      closePort();
      handlers.clear();
    },
  };
  return { messenger, origin: () => synOrigin };
}

interface SessionHooks {
  local: Hello;
  /** The handshaking peer's origin and penpal participant. */
  origin(): string;
  participant(): unknown;
  emit(event: ConnectionEvent, info: PeerInfo): void;
  fail(error: BridgeError): void;
  onConnected(info: PeerInfo): void;
}

/**
 * The peer sessions one after another: the hello that starts one (a new session id ends the one
 * before), the goodbye that ends one, and `serve`, which binds each handler to the session it was
 * called in and aborts it when that session ends.
 */
function createSessions(hooks: SessionHooks) {
  let session: Session | undefined;
  let everConnected = false;

  /** The current session ends: abort its handlers, reject its calls in flight. */
  const end = (code: BridgeErrorCode) => {
    const ended = session;
    if (!ended) return;
    session = undefined;
    for (const controller of ended.controllers) controller.abort();
    for (const reject of ended.pending) reject(new BridgeError(code, 'The peer is gone.'));
    if (code === 'DISCONNECTED') hooks.emit('disconnected', ended.info);
  };

  const accept = (value: unknown): Hello => {
    const hello = value as Partial<Hello> | null;
    if (hello?.protocolVersion !== BRIDGE_PROTOCOL_VERSION || typeof hello.sessionId !== 'string') {
      const error = new BridgeError('PROTOCOL_MISMATCH', `Peer protocol ${String(hello?.protocolVersion)}, ours 2.`);
      hooks.fail(error);
      throw error;
    }
    if (session?.info.sessionId !== hello.sessionId) {
      end('DISCONNECTED');
      const info: PeerInfo = {
        protocolVersion: hello.protocolVersion,
        sessionId: hello.sessionId,
        origin: hooks.origin(),
        methods: Array.isArray(hello.methods) ? hello.methods : [],
      };
      session = { info, participant: hooks.participant(), controllers: new Set(), pending: new Set() };
      hooks.emit(everConnected ? 'reconnected' : 'connected', info);
      everConnected = true;
      hooks.onConnected(info);
    }
    return hooks.local;
  };

  const serve: Serve = async (method, run) => {
    const current = session;
    const controller = new AbortController();
    try {
      if (!current) {
        throw new BridgeError('PROTOCOL_MISMATCH', `${method} before the handshake.`, { method });
      }
      current.controllers.add(controller);
      const value = await run({ signal: controller.signal, origin: current.info.origin });
      // The caller is gone: its result must not reach whoever is there now.
      if (controller.signal.aborted) throw new BridgeError('DISCONNECTED', 'The caller is gone.', { method });
      return value;
    } catch (error) {
      // A plain object: penpal would strip `code` from an Error instance.
      throw toBridgeErrorWire(error, { method });
    } finally {
      current?.controllers.delete(controller);
    }
  };

  const sessionMethods: SessionMethods = {
    hello: async (hello) => {
      try {
        return accept(hello);
      } catch (error) {
        throw toBridgeErrorWire(error);
      }
    },
    goodbye: (id) => {
      if (session?.info.sessionId === id) end('DISCONNECTED');
    },
  };

  return { current: () => session, accept, end, serve, methods: sessionMethods };
}

/** A promise settled by its first outcome only (settling twice is a no-op). */
function firstOutcome<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: BridgeError) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  promise.catch(() => undefined); // callers that only use events must not see an unhandled rejection
  return { promise, resolve, reject };
}

/**
 * What a failed hello means: PROTOCOL_MISMATCH (reported) for another protocol or a penpal peer
 * without `hello` (NOT_SUPPORTED: not an Adlens bridge, or a protocol 1 one); HANDSHAKE_TIMEOUT for
 * no answer; else the error itself.
 */
function helloFailure(error: unknown): BridgeError {
  const e = toBridgeError(error);
  if (e.code === 'NOT_SUPPORTED') return new BridgeError('PROTOCOL_MISMATCH', 'Peer protocol is not 2.');
  return e.code === 'TIMEOUT' ? new BridgeError('HANDSHAKE_TIMEOUT', e.message) : e;
}

/** Calls `method` on the peer of `current`; its session's end rejects the call (DISCONNECTED). */
function callPeer(
  current: Session | undefined,
  remote: RemoteProxy<Record<string, (...args: never[]) => unknown>> | undefined,
  method: BridgeMethod,
  args: readonly unknown[],
  timeout: number,
  destroyed: boolean,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (destroyed || !current || !remote) {
      throw new BridgeError(destroyed ? 'NOT_CONNECTED' : 'DISCONNECTED', 'No peer.', { method });
    }
    if (!current.info.methods.includes(method)) {
      throw new BridgeError('NOT_SUPPORTED', `The peer has no ${method}.`, { method });
    }
    current.pending.add(reject);
    (remote[method] as (...a: unknown[]) => Promise<unknown>)(...args, new CallOptions({ timeout }))
      .then(resolve, (error: unknown) => reject(toBridgeError(error, { method })))
      .finally(() => current.pending.delete(reject));
  });
}
