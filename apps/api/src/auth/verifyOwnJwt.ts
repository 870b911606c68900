import { type JWTPayload, jwtVerify } from 'jose';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Every token the API signs for itself names it as issuer; only the audience tells the kinds apart. */
export const OWN_TOKEN_ISSUER = 'adlens-api';
/** Our tokens are HMACs with the server secret; pinning it refuses `none` and every public-key algorithm. */
export const OWN_TOKEN_ALGORITHM = 'HS256';

export interface OwnJwtKind {
  /** The header `typ` the kind is signed with. */
  typ: string;
  audience: string;
  /** The longest the kind ever lives (seconds): an older token is a forged or replayed one. */
  maxAge: number;
}

/**
 * Checks a token the API signed for itself: our algorithm, issuer, audience and `typ`,
 * and `exp`, `iat` and `sub` all present. It must not begin in the future (beyond the clock skew
 * between servers) nor be older than its kind ever lives. Its end stays exact (no tolerance on
 * `exp`). Any failure throws `invalid()`.
 */
export async function verifyOwnJwt(
  token: string,
  key: Uint8Array,
  kind: OwnJwtKind,
  invalid: () => Error,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [OWN_TOKEN_ALGORITHM],
      issuer: OWN_TOKEN_ISSUER,
      audience: kind.audience,
      typ: kind.typ,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch {
    throw invalid();
  }
  const age = Math.floor(Date.now() / 1000) - payload.iat!;
  const skew = TOKEN_LIFETIMES.clockTolerance;
  if (age < -skew || age > kind.maxAge + skew) throw invalid();
  return payload;
}
