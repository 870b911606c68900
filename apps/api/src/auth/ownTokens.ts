import {
  type AccessTokenClaims,
  type IntegrationProvider,
  type PartnerSessionClaims,
  SERVER_TOKEN_TYPES,
  type SessionUser,
  TOKEN_TYPES,
} from '@adlens/core';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { z } from 'zod';
import { authErrors } from '../http/ApiHttpError.ts';
import { definedPartnerClaims, partnerSessionClaimsSchema } from './partnerClaims.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';
import { OWN_TOKEN_ALGORITHM, OWN_TOKEN_ISSUER, verifyOwnJwt } from './verifyOwnJwt.ts';

/** Our own tokens are signed and checked here only; partners never see the secret. */
const ISSUER = OWN_TOKEN_ISSUER;
const AUDIENCE = 'adlens-api';
const ALGORITHM = OWN_TOKEN_ALGORITHM;

/** A partner session's partner claims are validated at sign-in; every access token repeats them. */
interface AuthTokenClaims extends PartnerSessionClaims {
  sub: string;
  /** The auth_sessions row that makes this token revocable. */
  sid: string;
}

export type SignedAccessClaims = AccessTokenClaims & { sid: string };

const authClaimsSchema = partnerSessionClaimsSchema.extend({
  sub: z.string().regex(/^\d+$/),
  sid: z.uuid(),
});
const accessClaimsSchema = partnerSessionClaimsSchema.extend({
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

/** OTP code token: names the challenge whose code it may enter or resend (the /2fa step). */
interface OtpTokenClaims {
  sub: string;
  cid: string;
}

/** Device/session-limit token: which limit was hit (403 devices/sessions). */
export interface LimitTokenClaims {
  sub: string;
  kind: 'devices' | 'sessions';
}

/** Password-set link token: names the verification_tokens row that makes it single use. */
interface VerificationTokenClaims {
  sub: string;
  vid: string;
}

const otpClaimsSchema = z.object({ sub: z.string().regex(/^\d+$/), cid: z.uuid() });
const limitClaimsSchema = z.object({ sub: z.string().regex(/^\d+$/), kind: z.enum(['devices', 'sessions']) });
const verificationClaimsSchema = z.object({ sub: z.string().regex(/^\d+$/), vid: z.uuid() });

export interface OwnTokens {
  /** Issued and expiring with its session (Unix seconds), whatever time signing takes. */
  signAuthToken(claims: AuthTokenClaims, lifetime: { issuedAt: number; expiresAt: number }): Promise<string>;
  signOtpToken(claims: OtpTokenClaims): Promise<string>;
  signLimitToken(claims: LimitTokenClaims): Promise<string>;
  signVerificationToken(claims: VerificationTokenClaims, expiresAt: number): Promise<string>;
  /** Each throws 'Invalid token format' for another `typ`, `invalid()` for a bad signature or expiry. */
  verifyOtpToken(token: string, invalid: () => Error): Promise<OtpTokenClaims>;
  verifyLimitToken(token: string): Promise<LimitTokenClaims>;
  verifyVerificationToken(token: string, invalid: () => Error): Promise<VerificationTokenClaims>;
  /** Lives TOKEN_LIFETIMES.access, but never past `notAfter` (epoch seconds: its session's end). */
  signAccessToken(
    user: SessionUser,
    sid: string,
    integration: IntegrationProvider | null,
    notAfter?: number,
    partner?: PartnerSessionClaims,
  ): Promise<string>;
  verifyAuthToken(token: string): Promise<AuthTokenClaims>;
  verifyAccessToken(token: string): Promise<SignedAccessClaims>;
}

/**
 * AUTHENTICATION and ACCESS JWTs: HS256 with the server
 * secret, header `typ` checked before anything else — a token of the wrong type is 'Invalid token
 * format', a bad signature or an expired token 'Invalid (auth) token'.
 */
/** The longest any token of a kind lives (seconds); a token older than that is refused. */
const MAX_TOKEN_AGE: Record<string, number> = {
  [TOKEN_TYPES.access]: TOKEN_LIFETIMES.access,
  [TOKEN_TYPES.authentication]: TOKEN_LIFETIMES.authRemembered,
  [SERVER_TOKEN_TYPES.otp]: TOKEN_LIFETIMES.otp,
  [SERVER_TOKEN_TYPES.limit]: TOKEN_LIFETIMES.limit,
  [SERVER_TOKEN_TYPES.verification]: TOKEN_LIFETIMES.verification,
};

export function createOwnTokens(secret: string): OwnTokens {
  const key = new TextEncoder().encode(secret);

  async function verify(token: string, typ: string, invalid: () => Error): Promise<Record<string, unknown>> {
    if (tokenType(token) !== typ) throw authErrors.invalidTokenFormat();
    const maxAge = MAX_TOKEN_AGE[typ] ?? TOKEN_LIFETIMES.authRemembered;
    return verifyOwnJwt(token, key, { typ, audience: AUDIENCE, maxAge }, invalid);
  }

  function signTyped(typ: string, sub: string, claims: Record<string, string>, expiresAt: number | string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  }
  async function verifyTyped<T>(token: string, typ: string, schema: z.ZodType<T>, invalid: () => Error): Promise<T> {
    const claims = schema.safeParse(await verify(token, typ, invalid));
    if (!claims.success) throw invalid();
    return claims.data;
  }
  return {
    signOtpToken: ({ sub, cid }) => signTyped(SERVER_TOKEN_TYPES.otp, sub, { cid }, `${TOKEN_LIFETIMES.otp}s`),
    signLimitToken: ({ sub, kind }) => signTyped(SERVER_TOKEN_TYPES.limit, sub, { kind }, `${TOKEN_LIFETIMES.limit}s`),
    signVerificationToken: ({ sub, vid }, expiresAt) =>
      signTyped(SERVER_TOKEN_TYPES.verification, sub, { vid }, expiresAt),
    verifyOtpToken: (token, invalid) => verifyTyped(token, SERVER_TOKEN_TYPES.otp, otpClaimsSchema, invalid),
    verifyLimitToken: (token) =>
      verifyTyped(token, SERVER_TOKEN_TYPES.limit, limitClaimsSchema, authErrors.invalidToken),
    verifyVerificationToken: (token, invalid) =>
      verifyTyped(token, SERVER_TOKEN_TYPES.verification, verificationClaimsSchema, invalid),
    signAuthToken: (claims, { issuedAt, expiresAt }) =>
      new SignJWT({ sid: claims.sid, ...definedPartnerClaims(claims) })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPES.authentication })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key),

    signAccessToken: (user, sid, integration, notAfter = Number.POSITIVE_INFINITY, partner = {}) => {
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({ user, sid, ...(integration ? { integration } : {}), ...definedPartnerClaims(partner) })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPES.access })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.min(issuedAt + TOKEN_LIFETIMES.access, notAfter))
        .sign(key);
    },

    async verifyAuthToken(token) {
      const payload = await verify(token, TOKEN_TYPES.authentication, authErrors.invalidAuthToken);
      const claims = authClaimsSchema.safeParse(payload);
      if (!claims.success) throw authErrors.invalidAuthToken();
      const { salesTool, seoSuite, ...rest } = claims.data;
      return { ...rest, ...definedPartnerClaims({ salesTool, seoSuite }) };
    },

    async verifyAccessToken(token) {
      const payload = await verify(token, TOKEN_TYPES.access, authErrors.invalidToken);
      const claims = accessClaimsSchema.safeParse(payload);
      if (!claims.success) throw authErrors.invalidToken();
      const { integration, salesTool, seoSuite, ...rest } = claims.data;
      return { ...rest, ...(integration ? { integration } : {}), ...definedPartnerClaims({ salesTool, seoSuite }) };
    },
  };
}
