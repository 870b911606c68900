import type { PartnerSdkMethod } from './PartnerSdk.ts';
import { isPartnerSdkMethod } from './PartnerSdk.ts';

/**
 * Every way the bridge can fail. The codes are public API: renaming one is a breaking change
 * (CONVENTIONS.md 5), adding one is not.
 */
export const BRIDGE_ERROR_CODES = [
  /** The other side did not complete the handshake in time. */
  'HANDSHAKE_TIMEOUT',
  /** An allowlist is invalid ('*' without opt-in, not an exact origin) or the peer's origin is not in it. */
  'ORIGIN_NOT_ALLOWED',
  /** A call got no answer within its per-call timeout (e.g. the port was dropped). */
  'CALL_TIMEOUT',
  /** The connection is destroyed or the message could not be sent. */
  'NOT_CONNECTED',
  /** The embed side was started outside a frame, so there is no host to talk to. */
  'NOT_EMBEDDED',
  /** The two sides speak different bridge protocol versions. */
  'PROTOCOL_MISMATCH',
  /** The host's implementation of a command threw. */
  'METHOD_FAILED',
  /** A payload failed validation on the receiving side. */
  'INVALID_ARGUMENT',
  /** The partner user is signed out; the host would answer 403 (research notes, Partner SDK). */
  'NOT_AUTHENTICATED',
  /** A partner SDK script was used before it loaded (spec access-shell-plans §4, §8). */
  'SDK_NOT_LOADED',
  /** The command does not exist in this environment (standalone, older host, partner script). */
  'UNSUPPORTED',
] as const;

export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

export interface BridgeErrorOptions {
  /** The SDK command that failed, when there is one. */
  method?: PartnerSdkMethod;
}

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: BridgeErrorCode;
  readonly method: PartnerSdkMethod | undefined;

  constructor(code: BridgeErrorCode, message: string, options: BridgeErrorOptions = {}) {
    super(message);
    this.code = code;
    this.method = options.method;
  }
}

export function isBridgeErrorCode(value: unknown): value is BridgeErrorCode {
  return typeof value === 'string' && (BRIDGE_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Structural as well as `instanceof`: an app can end up with two copies of this module (source and
 * dist, or two versions), and a BridgeError from the other copy must still be recognised.
 */
export function isBridgeError(value: unknown): value is BridgeError {
  if (value instanceof BridgeError) return true;
  return (
    value instanceof Error && value.name === 'BridgeError' && isBridgeErrorCode((value as { code?: unknown }).code)
  );
}

/** penpal 7's `PenpalError.code`s (checked against node_modules/penpal/dist/penpal.d.ts, 7.0.6). */
type PenpalErrorCode =
  | 'CONNECTION_DESTROYED'
  | 'CONNECTION_TIMEOUT'
  | 'INVALID_ARGUMENT'
  | 'METHOD_CALL_TIMEOUT'
  | 'METHOD_NOT_FOUND'
  | 'TRANSMISSION_FAILED';

/** A `Record`, so a new penpal code added to the union above must be mapped to compile. */
const FROM_PENPAL: Readonly<Record<PenpalErrorCode, BridgeErrorCode>> = {
  CONNECTION_DESTROYED: 'NOT_CONNECTED',
  CONNECTION_TIMEOUT: 'HANDSHAKE_TIMEOUT',
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  METHOD_CALL_TIMEOUT: 'CALL_TIMEOUT',
  // The host is reachable but lacks the command: an older or partial host implementation.
  METHOD_NOT_FOUND: 'UNSUPPORTED',
  // penpal raises this when the port is gone or the remote origin is not established yet.
  TRANSMISSION_FAILED: 'NOT_CONNECTED',
};

function isPenpalErrorLike(value: unknown): value is Error & { code: PenpalErrorCode } {
  // Duck-typed rather than `instanceof PenpalError`: penpal deserialises errors from the other side
  // into fresh objects, and a second penpal copy would have its own class.
  return (
    value instanceof Error &&
    value.name === 'PenpalError' &&
    Object.hasOwn(FROM_PENPAL, String((value as { code?: unknown }).code))
  );
}

/**
 * How a BridgeError crosses the postMessage boundary. penpal serialises thrown `Error` instances to
 * `{ name, message, stack }` and drops every other field (so `code` would be lost); a plain object is
 * structured-cloned as is and rejected on the other side unchanged. The stack stays on its own side.
 */
export interface BridgeErrorWire {
  adlensBridgeError: 1;
  code: BridgeErrorCode;
  message: string;
  method?: PartnerSdkMethod;
}

export function toBridgeErrorWire(error: BridgeError): BridgeErrorWire {
  return {
    adlensBridgeError: 1,
    code: error.code,
    message: error.message,
    ...(error.method ? { method: error.method } : {}),
  };
}

function isBridgeErrorWire(
  value: unknown,
): value is { adlensBridgeError: 1; code: unknown; message: unknown; method?: unknown } {
  return (
    typeof value === 'object' && value !== null && (value as { adlensBridgeError?: unknown }).adlensBridgeError === 1
  );
}

/**
 * Normalises anything thrown at the bridge's edge into a BridgeError (CONVENTIONS.md 6): our own
 * errors pass through, penpal's codes are mapped, errors sent by the other side keep their code, and
 * everything else becomes METHOD_FAILED with a readable message. `context.method` fills in the
 * command when the error does not name one.
 */
export function toBridgeError(error: unknown, context: BridgeErrorOptions = {}): BridgeError {
  if (isBridgeError(error)) {
    if (error.method || !context.method) return error;
    return new BridgeError(error.code, error.message, context);
  }
  if (isBridgeErrorWire(error)) {
    const method = isPartnerSdkMethod(error.method) ? error.method : context.method;
    const message = typeof error.message === 'string' ? error.message : 'The host reported an error.';
    // A newer host may send a code this version does not know; keep its message, not its code.
    const code = isBridgeErrorCode(error.code) ? error.code : 'METHOD_FAILED';
    return new BridgeError(code, message, { method });
  }
  if (isPenpalErrorLike(error)) {
    return new BridgeError(FROM_PENPAL[error.code], error.message, context);
  }
  if (error instanceof Error) {
    return new BridgeError('METHOD_FAILED', error.message || 'The bridge call failed.', context);
  }
  if (typeof error === 'string' && error) {
    return new BridgeError('METHOD_FAILED', error, context);
  }
  return new BridgeError('METHOD_FAILED', 'The bridge call failed with a non-error value.', context);
}
