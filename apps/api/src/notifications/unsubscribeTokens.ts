import { SignJWT } from 'jose';
import { tokenType } from '../auth/ownTokens.ts';
import { OWN_TOKEN_ALGORITHM, OWN_TOKEN_ISSUER, verifyOwnJwt } from '../auth/verifyOwnJwt.ts';

/** JWT header `typ` of the unsubscribe link's token; no other route accepts it. */
const UNSUBSCRIBE_TOKEN_TYPE = 'UNSUBSCRIBE';
const ISSUER = OWN_TOKEN_ISSUER;
const AUDIENCE = 'adlens-unsubscribe';
const ALGORITHM = OWN_TOKEN_ALGORITHM;
/** Links in old digests keep working for a year (mail law asks for at least 30 days). */
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export interface UnsubscribeTokens {
  sign(userId: number): Promise<string>;
  /** The user id, or undefined for another type, a bad signature or an expired token. */
  verify(token: string): Promise<number | undefined>;
}

/**
 * The unsubscribe link's token: HS256 with the server secret like our other tokens, its own
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
        // Like every token of ours, it must state when it began and ends.
        const kind = { typ: UNSUBSCRIBE_TOKEN_TYPE, audience: AUDIENCE, maxAge: LIFETIME_SECONDS };
        const payload = await verifyOwnJwt(token, key, kind, () => new Error('invalid unsubscribe token'));
        return payload.sub && /^\d+$/.test(payload.sub) ? Number(payload.sub) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
