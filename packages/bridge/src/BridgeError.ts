import { EMBED_CALL_TIMEOUTS } from './EmbedApi.ts';
import type { EmbedMethod } from './EmbedApi.ts';
import type { PartnerSdkMethod } from './PartnerSdk.ts';
import { isPartnerSdkMethod } from './PartnerSdk.ts';

/** A partner SDK command (embed → host) or an embed API method (host → embed). */
export type BridgeMethod = PartnerSdkMethod | EmbedMethod;

const isBridgeMethod = (value: unknown): value is BridgeMethod =>
  isPartnerSdkMethod(value) || Object.hasOwn(EMBED_CALL_TIMEOUTS, String(value));

/**
 * Every way the bridge can fail. The codes are public API: renaming one is a breaking change,
 * adding one is not. README.md says when each happens and what to do.
 */
export const BRIDGE_ERROR_CODES = [
  /** The other side did not complete the handshake in time. */
  'HANDSHAKE_TIMEOUT',
  /** An allowlist is invalid ('*' without opt-in, not an exact origin, unanchored pattern) or the peer's origin is not in it. */
  'ORIGIN_NOT_ALLOWED',
  /** A call got no answer within its per-call timeout. */
  'TIMEOUT',
  /** This side's connection is destroyed (or was never made), so nothing can be sent. */
  'NOT_CONNECTED',
  /** The peer went away (reloaded, navigated, destroyed its side) while the call was in flight or before it. */
  'DISCONNECTED',
  /** The embed side was started outside a frame, so there is no host to talk to. */
  'NOT_EMBEDDED',
  /** The two sides speak different bridge protocol versions. */
  'PROTOCOL_MISMATCH',
  /** The peer's implementation of a command threw, or answered something malformed. */
  'METHOD_FAILED',
  /** A payload failed validation on the receiving side. */
  'INVALID_ARGUMENT',
  /** The partner user's session is gone (signed out, expired): the partner's 403. */
  'AUTH_EXPIRED',
  /** The user dismissed a login, consent or purchase dialog and the host reports that as a failure. */
  'USER_CANCELLED',
  /** A partner SDK script was used before it loaded. */
  'SDK_NOT_LOADED',
  /** The peer does not implement the command (capabilities, standalone, a partner script without it). */
  'NOT_SUPPORTED',
] as const;

export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

export interface BridgeErrorOptions {
  /** The command that failed, when there is one. */
  method?: BridgeMethod;
}

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: BridgeErrorCode;
  readonly method: BridgeMethod | undefined;

  constructor(code: BridgeErrorCode, message: string, options: BridgeErrorOptions = {}) {
    super(message);
    this.code = code;
    this.method = options.method;
  }
}

export function isBridgeErrorCode(value: unknown): value is BridgeErrorCode {
  return (BRIDGE_ERROR_CODES as readonly unknown[]).includes(value);
}

/**
 * Structural as well as `instanceof`: an app can end up with two copies of this module (source and
 * dist, or two versions), and a BridgeError from the other copy must still be recognised.
 */
export function isBridgeError(value: unknown): value is BridgeError {
  return (
    value instanceof BridgeError ||
    (value instanceof Error && value.name === 'BridgeError' && isBridgeErrorCode((value as BridgeError).code))
  );
}

/**
 * penpal 7's `PenpalError.code`s (checked against node_modules/penpal/dist/penpal.d.ts, 7.0.6). A
 * `Record`, so a new penpal code must be mapped to compile.
 */
const FROM_PENPAL: Readonly<
  Record<
    | 'CONNECTION_DESTROYED'
    | 'CONNECTION_TIMEOUT'
    | 'INVALID_ARGUMENT'
    | 'METHOD_CALL_TIMEOUT'
    | 'METHOD_NOT_FOUND'
    | 'TRANSMISSION_FAILED',
    BridgeErrorCode
  >
> = {
  CONNECTION_DESTROYED: 'NOT_CONNECTED',
  CONNECTION_TIMEOUT: 'HANDSHAKE_TIMEOUT',
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  METHOD_CALL_TIMEOUT: 'TIMEOUT',
  // The peer is reachable but lacks the method: an older or partial implementation.
  METHOD_NOT_FOUND: 'NOT_SUPPORTED',
  // penpal raises this when the port is gone or the remote origin is not established yet.
  TRANSMISSION_FAILED: 'NOT_CONNECTED',
};

/**
 * How a BridgeError crosses the postMessage boundary. penpal serialises thrown `Error` instances to
 * `{ name, message, stack }` and drops every other field (so `code` would be lost); a plain object is
 * structured-cloned as is and rejected on the other side unchanged. The stack stays on its own side.
 */
export interface BridgeErrorWire {
  adlensBridgeError: 1;
  code: BridgeErrorCode;
  message: string;
  method?: BridgeMethod;
}

/** Anything thrown by a handler, as it is sent back to the caller (`context.method` as in toBridgeError). */
export function toBridgeErrorWire(error: unknown, context?: BridgeErrorOptions): BridgeErrorWire {
  const { code, message, method } = toBridgeError(error, context);
  return { adlensBridgeError: 1, code, message, method };
}

/**
 * Normalises anything thrown at the bridge's edge into a BridgeError: our own
 * errors pass through, penpal's codes are mapped (duck-typed: penpal rebuilds errors from the other
 * side as fresh objects), errors sent by the peer keep their code, and everything else becomes
 * METHOD_FAILED with a readable message. `context.method` fills in the command when the error
 * does not name one.
 */
export function toBridgeError(error: unknown, context: BridgeErrorOptions = {}): BridgeError {
  if (isBridgeError(error)) {
    return error.method || !context.method ? error : new BridgeError(error.code, error.message, context);
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const message = typeof e.message === 'string' && e.message ? e.message : typeof error === 'string' && error;
  if (e.adlensBridgeError === 1) {
    // A newer peer may send a code or method this version does not know: keep its message only.
    return new BridgeError(isBridgeErrorCode(e.code) ? e.code : 'METHOD_FAILED', message || 'The bridge call failed.', {
      method: isBridgeMethod(e.method) ? e.method : context.method,
    });
  }
  const penpalCode =
    error instanceof Error && e.name === 'PenpalError' && Object.hasOwn(FROM_PENPAL, String(e.code))
      ? FROM_PENPAL[e.code as keyof typeof FROM_PENPAL]
      : undefined;
  return new BridgeError(penpalCode || 'METHOD_FAILED', message || 'The bridge call failed.', context);
}
