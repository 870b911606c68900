import { BridgeError } from './BridgeError.ts';

/** A validated list of exact origins the bridge may talk to (ARCHITECTURE.md, Bridge). */
export interface OriginAllowlist {
  readonly origins: readonly string[];
  allows(origin: string): boolean;
}

const WILDCARD = '*';

/**
 * Validates an allowlist up front so a typo fails loudly at start-up instead of as a silent
 * handshake timeout. Only exact origins (`scheme://host[:port]`) are accepted: penpal compares strings
 * exactly, so 'http://localhost:4200/' would never match anything. '*' lets any site drive the
 * partner SDK (and read tokens), so it needs an explicit `allowAnyOrigin`.
 */
export function createOriginAllowlist(origins: readonly string[], allowAnyOrigin = false): OriginAllowlist {
  if (!Array.isArray(origins) || origins.length === 0) {
    throw new BridgeError('ORIGIN_NOT_ALLOWED', 'allowedOrigins must list at least one origin.');
  }
  for (const origin of origins) {
    if (origin === WILDCARD) {
      if (!allowAnyOrigin) {
        throw new BridgeError(
          'ORIGIN_NOT_ALLOWED',
          "allowedOrigins contains '*', which lets any site use the bridge; pass allowAnyOrigin: true to opt in.",
        );
      }
      continue;
    }
    if (typeof origin !== 'string' || exactOrigin(origin) !== origin) {
      const suggestion = typeof origin === 'string' ? exactOrigin(origin) : undefined;
      throw new BridgeError(
        'ORIGIN_NOT_ALLOWED',
        `allowedOrigins entry ${JSON.stringify(origin)} is not an exact origin` +
          (suggestion ? `; did you mean '${suggestion}'?` : ' (expected scheme://host[:port]).'),
      );
    }
  }
  const list = [...origins];
  return {
    origins: list,
    allows: (origin) => list.includes(WILDCARD) || list.includes(origin),
  };
}

function exactOrigin(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    // Opaque origins ('null': file:, data:, sandboxed frames) cannot be allowlisted meaningfully.
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
