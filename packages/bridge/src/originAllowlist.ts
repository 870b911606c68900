import { BridgeError } from './BridgeError.ts';

/** An allowlist entry: an exact origin, or a RegExp anchored with ^…$ (e.g. /^https:\/\/[a-z]+\.partner\.com$/). */
export type AllowedOrigin = string | RegExp;

/** A validated list of origins the bridge may talk to: exact origins, never '*'. */
export interface OriginAllowlist {
  allows(origin: string): boolean;
  /** Where to send the first handshake message: the exact origins (and `hint` when allowed); '*' only when none is known. */
  targets(hint?: string): string[];
}

const fail = (message: string) => new BridgeError('ORIGIN_NOT_ALLOWED', message);

/**
 * Validates an allowlist up front so a typo fails loudly at start-up instead of as a silent
 * handshake timeout. Strings must be exact origins (`scheme://host[:port]`: penpal compares
 * strings exactly, so 'http://localhost:4200/' would never match). A RegExp must be anchored with
 * ^…$ (an unanchored /partner\.com/ also matches https://partner.com.evil.test) and have no g/y flag
 * (their `test` is stateful and would alternate). '*' lets any site drive the partner SDK, so it
 * needs an explicit `allowAnyOrigin`.
 */
export function createOriginAllowlist(origins: readonly AllowedOrigin[], allowAnyOrigin = false): OriginAllowlist {
  if (!Array.isArray(origins) || !origins.length) throw fail('allowedOrigins must list at least one origin.');
  for (const origin of origins) {
    if (origin instanceof RegExp) {
      if (!/^\^.*\$$/.test(origin.source) || /[gy]/.test(origin.flags)) {
        throw fail(`allowedOrigins pattern ${String(origin)} must be anchored with ^…$ and have no g or y flag.`);
      }
    } else if (origin === '*') {
      if (!allowAnyOrigin) throw fail("allowedOrigins contains '*'; pass allowAnyOrigin: true to opt in.");
    } else if (exactOrigin(origin) !== origin) {
      throw fail(`allowedOrigins entry ${JSON.stringify(origin)} is not an exact origin (scheme://host[:port]).`);
    }
  }
  // Each pattern is matched as a whole, so an alternation cannot escape its anchors: /^a$|^b$/
  // works, and the mistake /^https:\/\/a\.com|evil$/ matches only those two exact strings.
  const list = origins.map((entry) =>
    entry instanceof RegExp ? new RegExp(`^(?:${entry.source})$`, entry.flags) : entry,
  );
  const allows = (origin: string) =>
    origin !== 'null' &&
    list.some((entry) => (entry instanceof RegExp ? entry.test(origin) : entry === '*' || entry === origin));
  return {
    allows,
    targets: (hint) => {
      const exact = list.filter((entry): entry is string => typeof entry === 'string' && entry !== '*');
      if (hint && allows(hint) && !exact.includes(hint)) exact.push(hint);
      return exact.length ? exact : ['*'];
    },
  };
}

function exactOrigin(value: unknown): string | undefined {
  try {
    return new URL(value as string).origin;
  } catch {
    return undefined;
  }
}
