import { createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EMAIL_SUBSCRIPTION_STATES, PARTNER_TOKEN_AUDIENCE, SEO_SUITE_PRODUCTS, localOrigin } from '@adlens/core';
import type { IntegrationProvider, SalesToolTokenClaims, SeoSuiteTokenClaims } from '@adlens/core';
import { SignJWT } from 'jose';

/** Partner tokens live 5 minutes, as the real partners' do (docs/product/embeds.md). */
const PARTNER_TOKEN_LIFETIME_SECONDS = 5 * 60;

/** The signed-in user each fake partner platform has (development fixtures, not real people). */
const DEMO_USERS = {
  'sales-tool': { email: 'jane@agency.test' },
  'seo-suite': { viewerId: 1001 },
} as const;

type EmailState = (typeof EMAIL_SUBSCRIPTION_STATES)[number];

export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';
}

/** A deep path inside an embed: same-origin, absolute path, bounded. */
function readPath(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.length > 2000) {
    throw new TokenRequestError(`${field} must be an absolute path such as /ad-intelligence/start`);
  }
  return value;
}

function readBoolean(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TokenRequestError(`${field} must be a boolean`);
  return value;
}

function readObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new TokenRequestError('The body must be a JSON object');
  return body as Record<string, unknown>;
}

const VIEW_MODES = ['SIDEBAR', 'SEARCH'] as const;

/** The company names the page shows the sidebar for (comma-separated names). */
function readEntities(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > 2000) throw new TokenRequestError('entities must be a string');
  return value;
}

/**
 * The sales tool's claims. The page says where the user is (`path`, or
 * the company in `entities` for the sidebar), how it shows Adlens (`viewMode`) and what its session
 * looks like (`subscribed`, after a fake purchase); who the user is stays here.
 */
function salesToolClaims(body: unknown): SalesToolTokenClaims {
  const input = readObject(body);
  const path = readPath(input.path, 'path');
  const viewMode = input.viewMode ?? 'SEARCH';
  if (!VIEW_MODES.includes(viewMode as SalesToolTokenClaims['viewMode'] & string)) {
    throw new TokenRequestError(`viewMode must be one of ${VIEW_MODES.join(', ')}`);
  }
  const entities = readEntities(input.entities);
  return {
    email: DEMO_USERS['sales-tool'].email,
    country: 'US',
    ...(path ? { path } : {}),
    ...(entities ? { entities } : {}),
    viewMode: viewMode as NonNullable<SalesToolTokenClaims['viewMode']>,
    subscribed: readBoolean(input.subscribed, 'subscribed', true),
    baseUrl: `${localOrigin('partnerHost')}/sales-tool.html`,
  };
}

/** The products the demo app centre knows (docs/product/embeds.md). */
const SEO_PRODUCT_IDS: readonly string[] = Object.values(SEO_SUITE_PRODUCTS);

function readProducts(value: unknown): string[] {
  if (value === undefined) return [SEO_SUITE_PRODUCTS.app];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && SEO_PRODUCT_IDS.includes(id))) {
    throw new TokenRequestError(`products must be a list of ${SEO_PRODUCT_IDS.join(', ')}`);
  }
  return [...new Set(value as string[])];
}

/**
 * The SEO suite's claims. Body: `url` (the
 * embed's deep path), `products` (active product ids, default the app), `trialAvailable` (whether the
 * app can still be tried when it is not active) and `emailState`.
 */
function seoSuiteClaims(body: unknown): SeoSuiteTokenClaims {
  const input = readObject(body);
  const url = readPath(input.url, 'url') ?? '/';
  const state = input.emailState ?? 'UNSPECIFIED';
  if (!EMAIL_SUBSCRIPTION_STATES.includes(state as EmailState)) {
    throw new TokenRequestError(`emailState must be one of ${EMAIL_SUBSCRIPTION_STATES.join(', ')}`);
  }
  const products = readProducts(input.products);
  const trialAvailable = readBoolean(input.trialAvailable, 'trialAvailable', false);
  return {
    viewer_id: DEMO_USERS['seo-suite'].viewerId,
    url,
    active_products: products.map((id) => ({ id })),
    product_trials_available: SEO_PRODUCT_IDS.filter(
      (id) => !products.includes(id) && (trialAvailable || id !== SEO_SUITE_PRODUCTS.app),
    ),
    is_main_product_active: true,
    is_main_product_trial_available: false,
    email_subscription: { state: state as EmailState },
    lang: 'en',
  };
}

/**
 * How long the token lives: `lifetimeSeconds` in the body (10–300) lets the demo show a token
 * renewal within seconds; the real partner's five minutes otherwise.
 */
function readLifetime(body: unknown): number {
  const value = readObject(body).lifetimeSeconds;
  if (value === undefined) return PARTNER_TOKEN_LIFETIME_SECONDS;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 10 || value > PARTNER_TOKEN_LIFETIME_SECONDS) {
    throw new TokenRequestError(`lifetimeSeconds must be a whole number from 10 to ${PARTNER_TOKEN_LIFETIME_SECONDS}`);
  }
  return value;
}

export interface PartnerKeys {
  privateKey(partner: IntegrationProvider): Promise<KeyObject>;
}

/** The API writes a pair on its first start; the host gives it this long before answering 503. */
const KEY_WAIT_MS = 30_000;
const KEY_POLL_MS = 250;

export class KeysNotReadyError extends Error {
  override readonly name = 'KeysNotReadyError';
}

/**
 * This machine's development keys (none are committed): `{partner}.private.pem` in
 * `keysDir`, `<repo>/.data/partner-keys`. The API generates each pair on its first start and trusts
 * the public halves (apps/api/src/auth/developmentPartnerKeys.ts); it writes each file atomically,
 * so a file here is always whole. When the host starts first it waits for them. Read on every
 * token, so a pair made anew (after `rm -rf .data`) is used without restarting the host.
 */
export function readPartnerKeys(keysDir: string, waitMs = KEY_WAIT_MS): PartnerKeys {
  return {
    async privateKey(partner) {
      const file = join(keysDir, `${partner}.private.pem`);
      const deadline = Date.now() + waitMs;
      for (;;) {
        try {
          // createPrivateKey accepts PKCS#8 and SEC1 PEMs alike; jose takes the KeyObject on Node.
          return createPrivateKey(await readFile(file, 'utf8'));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          if (Date.now() >= deadline) {
            throw new KeysNotReadyError(`${file} does not exist yet: the API generates it on its first start`);
          }
          await new Promise((resolve) => setTimeout(resolve, KEY_POLL_MS));
        }
      }
    },
  };
}

export interface SignedPartnerToken {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Signs what the partner's own server would: ES256, `typ: JWT`, issuer = partner id, audience =
 * Adlens, 5-minute expiry unless the body asks for less (Identity and tokens: the API pins the algorithm and
 * checks exp/aud/iss with the partner's public key).
 */
export async function signPartnerToken(
  partner: IntegrationProvider,
  body: unknown,
  keys: PartnerKeys,
  now = Math.floor(Date.now() / 1000),
): Promise<SignedPartnerToken> {
  const claims = partner === 'sales-tool' ? salesToolClaims(body) : seoSuiteClaims(body);
  const subject = partner === 'sales-tool' ? DEMO_USERS['sales-tool'].email : String(DEMO_USERS['seo-suite'].viewerId);
  const expiresAt = now + readLifetime(body);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setIssuer(partner)
    .setAudience(PARTNER_TOKEN_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await keys.privateKey(partner));
  return { token, expiresAt };
}
