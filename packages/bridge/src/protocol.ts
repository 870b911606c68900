import type { PartnerSdk } from './PartnerSdk.ts';

/**
 * The bridge protocol version. 2: the handshake is a symmetric `hello` carrying a session id and the
 * methods each side implements, plus `goodbye`. Bump it only for incompatible changes; adding a
 * command or an optional field keeps it (capabilities tell the peer what exists).
 */
export const BRIDGE_PROTOCOL_VERSION = 2;

/**
 * penpal channel name: keeps our messages apart from any other penpal connection between the same
 * two windows (a partner may use penpal for its own widgets).
 */
export const BRIDGE_CHANNEL = 'adlens-bridge';

/** What each side says about itself in the handshake (both directions). */
export interface Hello {
  protocolVersion: number;
  /** Random per embed instance (page load) or host instance: a new id means the peer was replaced. */
  sessionId: string;
  /** The methods this side implements (host: partner SDK commands; embed: EmbedApi methods). */
  methods: string[];
}

/** Methods both sides expose besides their API (a type alias: penpal's `Methods` needs an index signature). */
export type SessionMethods = {
  /** Records the caller's Hello and answers with our own; throws PROTOCOL_MISMATCH on another version. */
  hello(hello: Hello): Promise<Hello>;
  /** The caller (this session id) is going away: reject its calls in flight, emit `disconnected`. */
  goodbye(sessionId: string): void;
};

/** What the host exposes over penpal. A type alias so it satisfies penpal's `Methods` constraint. */
export type HostMethods = { [K in keyof PartnerSdk]: PartnerSdk[K] } & SessionMethods;
