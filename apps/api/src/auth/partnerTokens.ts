import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  INTEGRATION_PROVIDERS,
  type IntegrationProvider,
  PARTNER_TOKEN_AUDIENCE,
  type SalesToolTokenClaims,
  type SeoSuiteTokenClaims,
  TOKEN_TYPES,
} from '@adlens/core';
import { type CryptoKey, decodeJwt, importSPKI, jwtVerify } from 'jose';
import { authErrors } from '../http/ApiHttpError.ts';
import { tokenType } from './ownTokens.ts';
import { salesToolClaimsSchema, seoSuiteClaimsSchema } from './partnerClaims.ts';
import { TOKEN_LIFETIMES } from './tokenLifetimes.ts';

/** Partners sign with ES256 only; pinning it defeats algorithm-confusion (e.g. HS256 keyed with the public key). */
const PARTNER_ALGORITHM = 'ES256';

/** A verified partner token; `expiresAt` is its `exp` (epoch seconds). */
export type VerifiedPartnerToken =
  | { provider: 'sales-tool'; claims: SalesToolTokenClaims; expiresAt: number }
  | { provider: 'seo-suite'; claims: SeoSuiteTokenClaims; expiresAt: number };

export type PartnerKeys = Readonly<Record<IntegrationProvider, CryptoKey | undefined>>;

/** No partner can sign in: production without ADLENS_PARTNER_KEYS_DIR. */
export const NO_PARTNER_KEYS: PartnerKeys = Object.freeze({ 'sales-tool': undefined, 'seo-suite': undefined });

/** A partner's public key (SPKI PEM) for ES256; throws naming `source` when it is not one. */
export async function importPartnerPublicKey(pem: string, source: string): Promise<CryptoKey> {
  try {
    return await importSPKI(pem, PARTNER_ALGORITHM);
  } catch {
    throw new Error(`${source} is not a P-256 public key (PEM "PUBLIC KEY") for ES256`);
  }
}

/**
 * The partners' public keys an operator configured: `{provider}.public.pem` in
 * ADLENS_PARTNER_KEYS_DIR, nothing else. A partner without a file cannot sign in; a folder that is
 * missing or a file that is not a public key stops the start, so a typo never silently turns a
 * partner off.
 */
export async function loadPartnerKeys(dir: string): Promise<PartnerKeys> {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`ADLENS_PARTNER_KEYS_DIR: ${dir} is not a folder`);
  }
  const entries = await Promise.all(
    INTEGRATION_PROVIDERS.map(async (provider) => {
      const file = join(dir, `${provider}.public.pem`);
      const key = existsSync(file) ? await importPartnerPublicKey(readFileSync(file, 'utf8'), file) : undefined;
      return [provider, key] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<IntegrationProvider, CryptoKey | undefined>;
}

function isProvider(value: unknown): value is IntegrationProvider {
  return typeof value === 'string' && (INTEGRATION_PROVIDERS as readonly string[]).includes(value);
}

/**
 * A third-party token: recognised by its issuer, verified with
 * that partner's key — algorithm pinned, audience, issuer and expiry required, lifetime at most five
 * minutes — then its claims validated. Our own token types or an unknown issuer are 'Invalid token
 * format'; anything that fails verification is 'Invalid token'.
 */
export async function verifyPartnerToken(token: string, keys: PartnerKeys): Promise<VerifiedPartnerToken> {
  const typ = tokenType(token);
  if (typ === undefined || typ === TOKEN_TYPES.authentication || typ === TOKEN_TYPES.access) {
    throw authErrors.invalidTokenFormat();
  }
  if (typ !== null && typ.toUpperCase() !== 'JWT') throw authErrors.invalidTokenFormat();
  let issuer: unknown;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw authErrors.invalidTokenFormat();
  }
  if (!isProvider(issuer)) throw authErrors.invalidTokenFormat();
  const key = keys[issuer];
  if (!key) throw authErrors.invalidToken();
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [PARTNER_ALGORITHM],
      audience: PARTNER_TOKEN_AUDIENCE,
      issuer,
      requiredClaims: ['exp'],
      clockTolerance: TOKEN_LIFETIMES.clockTolerance,
    }));
  } catch {
    throw authErrors.invalidToken();
  }
  const exp = payload.exp as number;
  const now = Date.now() / 1000;
  if (exp - now > TOKEN_LIFETIMES.partnerMax + TOKEN_LIFETIMES.clockTolerance) throw authErrors.invalidToken();
  // `iat` is optional for partners, but one in the future (beyond the skew) is forged.
  if (typeof payload.iat === 'number' && payload.iat > now + TOKEN_LIFETIMES.clockTolerance) {
    throw authErrors.invalidToken();
  }
  if (issuer === 'sales-tool') {
    const claims = salesToolClaimsSchema.safeParse(payload);
    if (!claims.success) throw authErrors.invalidToken();
    return { provider: issuer, claims: claims.data, expiresAt: exp };
  }
  const claims = seoSuiteClaimsSchema.safeParse(payload);
  if (!claims.success) throw authErrors.invalidToken();
  return { provider: issuer, claims: claims.data, expiresAt: exp };
}
