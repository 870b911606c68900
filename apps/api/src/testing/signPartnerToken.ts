import type { IntegrationProvider } from '@adlens/core';
import { type JWTPayload, SignJWT } from 'jose';
import { testPartnerKeyPair } from './testPartnerKeys.ts';

/** Claims a partner host would send by default. */
export const DEFAULT_PARTNER_CLAIMS: Record<IntegrationProvider, JWTPayload> = {
  'sales-tool': { email: 'seller@agency.example', subscribed: true, viewMode: 'SIDEBAR', path: '/advertiser/5' },
  'seo-suite': {
    viewer_id: 777,
    url: '/advertiser/5',
    active_products: [{ id: 'adlens' }],
    product_trials_available: [],
    is_main_product_active: true,
    is_main_product_trial_available: false,
    email_subscription: { state: 'UNSPECIFIED' },
  },
};

export interface PartnerTokenOptions {
  /** Which partner's private key signs (default: the issuer's). */
  signer?: IntegrationProvider;
  issuer?: string;
  audience?: string;
  /** Seconds from now; may be negative. */
  expiresIn?: number | null;
  /** `iat` (epoch seconds); now by default. */
  issuedAt?: number;
  claims?: JWTPayload;
  typ?: string;
}

/** Signs like the partner host does, with this test process's partner keys (testPartnerKeys.ts). */
export async function signPartnerToken(
  provider: IntegrationProvider,
  options: PartnerTokenOptions = {},
): Promise<string> {
  const key = testPartnerKeyPair(options.signer ?? provider).privateKey;
  const jwt = new SignJWT({ ...DEFAULT_PARTNER_CLAIMS[provider], ...options.claims })
    .setProtectedHeader({ alg: 'ES256', ...(options.typ ? { typ: options.typ } : {}) })
    .setIssuer(options.issuer ?? provider)
    .setAudience(options.audience ?? 'adlens')
    .setIssuedAt(options.issuedAt);
  const expiresIn = options.expiresIn === undefined ? 300 : options.expiresIn;
  if (expiresIn !== null) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn);
  return jwt.sign(key);
}
