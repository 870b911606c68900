import { type AccessTokenClaims, type IntegrationProvider, type SessionUser, TOKEN_TYPES } from '@adlens/core';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { z } from 'zod';
import { authErrors } from '../http/ApiHttpError.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Our own tokens are signed and checked here only; partners never see the secret. */
const ISSUER = 'adlens-api';
const AUDIENCE = 'adlens-api';
const ALGORITHM = 'HS256';

export interface AuthTokenClaims {
  sub: string;
  /** The auth_sessions row that makes this token revocable. */
  sid: string;
}

export type SignedAccessClaims = AccessTokenClaims & { sid: string };

const authClaimsSchema = z.object({ sub: z.string().regex(/^\d+$/), sid: z.uuid() });
const accessClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.uuid(),
  integration: z.enum(['seo-suite', 'sales-tool']).optional(),
  // The user object is ours, signed by us a few minutes ago; its shape is checked where it is built.
  user: z.custom<SessionUser>((value) => typeof value === 'object' && value !== null && 'id' in value),
});

/** The JWT header `typ` of a token, or undefined when it is not a JWT at all. */
export function tokenType(token: string): string | undefined | null {
  try {
    return decodeProtectedHeader(token).typ ?? null;
  } catch {
    return undefined;
  }
}

export interface OwnTokens {
  signAuthToken(claims: AuthTokenClaims, expiresAt: number): Promise<string>;
  signAccessToken(user: SessionUser, sid: string, integration: IntegrationProvider | null): Promise<string>;
  verifyAuthToken(token: string): Promise<AuthTokenClaims>;
  verifyAccessToken(token: string): Promise<SignedAccessClaims>;
}

/**
 * AUTHENTICATION and ACCESS JWTs (ARCHITECTURE.md, Identity and tokens): HS256 with the server
 * secret, header `typ` checked before anything else — a token of the wrong type is 'Invalid token
 * format' (spec access-shell-plans §5), a bad signature or an expired token 'Invalid (auth) token'.
 */
export function createOwnTokens(secret: string): OwnTokens {
  const key = new TextEncoder().encode(secret);

  async function verify(token: string, typ: string, invalid: () => Error): Promise<Record<string, unknown>> {
    if (tokenType(token) !== typ) throw authErrors.invalidTokenFormat();
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        typ,
      });
      return payload;
    } catch {
      throw invalid();
    }
  }

  return {
    signAuthToken: (claims, expiresAt) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPES.authentication })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key),

    signAccessToken: (user, sid, integration) =>
      new SignJWT({ user, sid, ...(integration ? { integration } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPES.access })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIMES.access}s`)
        .sign(key),

    async verifyAuthToken(token) {
      const payload = await verify(token, TOKEN_TYPES.authentication, authErrors.invalidAuthToken);
      const claims = authClaimsSchema.safeParse(payload);
      if (!claims.success) throw authErrors.invalidAuthToken();
      return claims.data;
    },

    async verifyAccessToken(token) {
      const payload = await verify(token, TOKEN_TYPES.access, authErrors.invalidToken);
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success) throw authErrors.invalidToken();
      const { integration, ...rest } = claims.data;
      return integration ? { ...rest, integration } : rest;
    },
  };
}
