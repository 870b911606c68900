import { SignJWT, jwtVerify } from 'jose';
import { tokenType } from '../auth/ownTokens.ts';

/** JWT header `typ` of the unsubscribe link's token; no other route accepts it. */
export const UNSUBSCRIBE_TOKEN_TYPE = 'UNSUBSCRIBE';
const ISSUER = 'adlens-api';
const AUDIENCE = 'adlens-unsubscribe';
const ALGORITHM = 'HS256';
/** Links in old digests keep working for a year (mail law asks for at least 30 days). */
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export interface UnsubscribeTokens {
  sign(userId: number): Promise<string>;
  /** The user id, or undefined for another type, a bad signature or an expired token. */
  verify(token: string): Promise<number | undefined>;
}

/**
 * The unsubscribe link's token (issue 8): HS256 with the server secret like our other tokens, its own
 * `typ` and audience, so nothing stored is needed and a link cannot be forged for another user.
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: UNSUBSCRIBE_TOKEN_TYPE })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(key),
    async verify(token) {
      if (tokenType(token) !== UNSUBSCRIBE_TOKEN_TYPE) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: UNSUBSCRIBE_TOKEN_TYPE,
        });
        return payload.sub && /^\d+$/.test(payload.sub) ? Number(payload.sub) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
