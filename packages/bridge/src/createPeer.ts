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
  // Settling twice is a no-op: only the first outcome counts.
  let resolveReady: (info: PeerInfo) => void = () => undefined;
  let rejectReady: (error: BridgeError) => void = () => undefined;
  const ready = new Promise<PeerInfo>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => undefined); // callers that only use events must not see an unhandled rejection

  const emit = (event: ConnectionEvent, info: PeerInfo) => {
    for (const listener of listeners.get(event) ?? []) listener(info);
  };
  const fail = (error: BridgeError) => {
    options.onError(error);
    rejectReady(error);
  };

  /** The current session ends: abort its handlers, reject its calls in flight. */
  const end = (code: BridgeErrorCode) => {
    const ended = session;
    if (!ended) return;
    session = undefined;
    for (const controller of ended.controllers) controller.abort();
    for (const reject of ended.pending) reject(new BridgeError(code, 'The peer is gone.'));
    if (code === 'DISCONNECTED') emit('disconnected', ended.info);
  };

  const accept = (value: unknown): Hello => {
    const hello = value as Partial<Hello> | null;
    if (hello?.protocolVersion !== BRIDGE_PROTOCOL_VERSION || typeof hello.sessionId !== 'string') {
      const error = new BridgeError('PROTOCOL_MISMATCH', `Peer protocol ${String(hello?.protocolVersion)}, ours 2.`);
      fail(error);
      throw error;
    }
    if (session?.info.sessionId !== hello.sessionId) {
      end('DISCONNECTED');
      const info: PeerInfo = {
        protocolVersion: hello.protocolVersion,
        sessionId: hello.sessionId,
        origin: synOrigin,
        methods: Array.isArray(hello.methods) ? hello.methods : [],
      };
      session = { info, participant: synParticipant, controllers: new Set(), pending: new Set() };
      emit(everConnected ? 'reconnected' : 'connected', info);
      everConnected = true;
      resolveReady(info);
    }
    return local;
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

  // Our own penpal Messenger for the window (penpal's WindowMessenger carries penpal 6 compatibility
  // we do not need, ~1 KB gzip of the embed budget). Like it: the first SYN of a peer fixes the
  // exact origin, ACK1/ACK2 go only there, then a MessagePort carries the calls. Unlike it: SYN goes
  // to the exact allowed origins (never '*' when one is known), window messages from any other origin
  // than the handshaking one are ignored, and penpal's DESTROY is dropped both ways — it would tear
  // down the peer's whole connection, so a reloaded embed or re-created host could never connect
  // again; `goodbye` replaces it.
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
      if (!allowlist.allows(origin)) {
        // penpal would drop it silently (a slow timeout); say why at once, once per origin.
        if (!reported.has(origin)) {
          reported.add(origin);
          fail(new BridgeError('ORIGIN_NOT_ALLOWED', `Ignored a handshake from ${origin}.`));
        }
        return;
      }
      // A SYN from a new penpal participant: the peer was replaced and its port is gone, so calls in
      // flight on it are rejected now.
      synParticipant = data.participantId;
      if (session && session.participant !== synParticipant) end('DISCONNECTED');
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
        for (const targetOrigin of allowlist.targets(options.originHint))
          remoteWindow.postMessage(message, { targetOrigin });
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
          fail(e.code === 'NOT_SUPPORTED' ? new BridgeError('PROTOCOL_MISMATCH', 'Peer protocol is not 2.') : e);
        } else {
          rejectReady(e.code === 'TIMEOUT' ? new BridgeError('HANDSHAKE_TIMEOUT', e.message) : e);
        }
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
          throw new BridgeError(destroyed ? 'NOT_CONNECTED' : 'DISCONNECTED', 'No peer.', { method });
        }
        if (!current.info.methods.includes(method)) {
          throw new BridgeError('NOT_SUPPORTED', `The peer has no ${method}.`, { method });
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
      connection.destroy();
      rejectReady(new BridgeError('NOT_CONNECTED', 'Destroyed.'));
    },
  };
}
