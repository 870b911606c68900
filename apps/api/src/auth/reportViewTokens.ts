import { API_ERROR_CODES, ENTITY_TYPES, REPORT_VIEW_TOKEN_MISSING, type ReportViewClaims } from '@adlens/core';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { ApiHttpError } from '../http/ApiHttpError.ts';
import { tokenType } from './ownTokens.ts';
import { OWN_TOKEN_ALGORITHM, OWN_TOKEN_ISSUER, verifyOwnJwt } from './verifyOwnJwt.ts';

/** JWT header `typ` of the report view token. */
const REPORT_TOKEN_TYPE = 'REPORT';
const ISSUER = OWN_TOKEN_ISSUER;
const AUDIENCE = 'adlens-report';
const ALGORITHM = OWN_TOKEN_ALGORITHM;
/** A report stays open for a working session; the client asks for a new token on demand. */
const LIFETIME_SECONDS = 12 * 60 * 60;

const claimsSchema = z.object({
  usedReportViews: z.object({ DAILY: z.number().int(), MONTHLY: z.number().int() }),
  actor: z.object({ id: z.number().int() }),
  entityType: z.enum(ENTITY_TYPES),
  ids: z.array(z.number().int()),
  categoryId: z.number().int().nullable(),
  accessLogId: z.uuid(),
});

/** 401/403 `error.report-view-token-required` (on datasets that need the report view token). */
export const reportTokenErrors = {
  missing: () => new ApiHttpError(401, API_ERROR_CODES.reportViewTokenRequired, REPORT_VIEW_TOKEN_MISSING),
  invalid: () => new ApiHttpError(401, API_ERROR_CODES.reportViewTokenRequired, 'Invalid report view token'),
  notCovered: (what: string) =>
    new ApiHttpError(403, API_ERROR_CODES.reportViewTokenRequired, `The report view token does not cover ${what}`),
};

export interface ReportViewTokens {
  sign(claims: ReportViewClaims): Promise<string>;
  /** Throws `reportTokenErrors.invalid` for another type, a bad signature or an expired token. */
  verify(token: string): Promise<ReportViewClaims>;
}

/** HS256 with the server secret, like the auth and access tokens, but its own `typ` and audience. */
export function createReportViewTokens(secret: string): ReportViewTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: REPORT_TOKEN_TYPE })
        .setSubject(String(claims.actor.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(key),
    async verify(token) {
      if (tokenType(token) !== REPORT_TOKEN_TYPE) throw reportTokenErrors.invalid();
      // Like every token of ours, it must state when it began and ends.
      const kind = { typ: REPORT_TOKEN_TYPE, audience: AUDIENCE, maxAge: LIFETIME_SECONDS };
      const payload = await verifyOwnJwt(token, key, kind, reportTokenErrors.invalid);
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw reportTokenErrors.invalid();
      return claims.data;
    },
  };
}
