import type { PartnerSdk } from './PartnerSdk.ts';

/**
 * The bridge protocol version. Bump it only for incompatible changes (a renamed command, a changed
 * payload); adding a command or an optional field keeps it, because an older peer answers an unknown
 * command with UNSUPPORTED rather than misbehaving.
 */
export const BRIDGE_PROTOCOL_VERSION = 1;

/**
 * penpal channel name: keeps our messages apart from any other penpal connection between the same
 * two windows (a partner may use penpal for its own widgets).
 */
export const BRIDGE_CHANNEL = 'adlens-bridge';

/** What the embed sends as the first call after penpal's SYN/ACK handshake. */
export interface HandshakeRequest {
  protocolVersion: number;
}

/** The host's answer to the handshake. */
export interface HandshakeResponse {
  protocolVersion: number;
}

/**
 * The methods the host exposes over penpal. A type alias (not an interface) so it satisfies penpal's
 * index-signature `Methods` constraint.
 */
export type HostMethods = {
  [K in keyof PartnerSdk]: PartnerSdk[K];
} & {
  handshake(request: HandshakeRequest): Promise<HandshakeResponse>;
};

/** True for a penpal protocol message of our channel (used to spot handshakes from other origins). */
export function isBridgeMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { namespace?: unknown }).namespace === 'penpal' &&
    (data as { channel?: unknown }).channel === BRIDGE_CHANNEL
  );
}
