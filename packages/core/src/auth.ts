/**
 * Token and identity shapes shared by the API and its clients
 * (docs/product/access-and-sessions.md).
 */

/** JWT header `typ` of our own tokens; anything else must be a partner's (third-party) token. */
export const TOKEN_TYPES = { authentication: 'AUTHENTICATION', access: 'ACCESS' } as const;
export type OwnTokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];

/**
 * JWT header `typ` of the API's single-purpose tokens: the one-time-code
 * token of the OTP step (10 minutes), the device/session-limit token (15 minutes, only for the devices
 * and sessions routes) and the password-set link token (24 hours, single use). None of them is an auth
 * or access token; any other route answers them with 'Invalid token format'.
 */
export const SERVER_TOKEN_TYPES = { otp: 'OTP', limit: 'LIMIT', verification: 'VERIFICATION' } as const;

/** The name of the HttpOnly cookie that holds the auth token. */
export const AUTH_COOKIE_NAME = 'adlens_auth';

export const ROLES = [
  'ADMIN',
  'RESELLER_ADMIN',
  'CUSTOMER_ADMIN',
  'USER',
  'DATASET_VIEWER',
  'SKIPLIST_MANAGER',
] as const;
export type Role = (typeof ROLES)[number];

/** The user as the access token carries it. */
export interface SessionUser {
  id: number;
  customer: { id: number; name: string; type: 'B2B' | 'B2C' | 'TRIAL' };
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  isB2C: boolean;
  hasPackage: boolean;
  packagePlan: string | null;
  /** Last day of the customer's trial (YYYY-MM-DD) for trial customers, else null. */
  trialEndsAt: string | null;
  roles: Role[];
}

/** Roles with priority; the lowest number is the highest role. */
export const ROLE_PRIORITY: Readonly<Partial<Record<Role, number>>> = {
  ADMIN: 1,
  RESELLER_ADMIN: 2,
  CUSTOMER_ADMIN: 3,
  USER: 4,
};

/** The role shown under the user's name in the account menu, or undefined without one. */
export function highestRole(roles: readonly Role[]): Role | undefined {
  return roles
    .filter((role) => ROLE_PRIORITY[role] !== undefined)
    .sort((a, b) => ROLE_PRIORITY[a]! - ROLE_PRIORITY[b]!)[0];
}

/**: admin, reseller admin and customer admin count as admin. */
export function isAdmin(roles: readonly Role[]): boolean {
  return roles.some((role) => role === 'ADMIN' || role === 'RESELLER_ADMIN' || role === 'CUSTOMER_ADMIN');
}

/** The token validity re-check interval (3 minutes). */
export const TOKEN_VALIDITY_CHECK_MS = 3 * 60_000;

/**
 * What a partner session remembers of the partner token that opened it, by integration: the claims
 * the app acts on, validated by the API when the token was traded and carried by every auth and
 * access token of that session — so the app never reads an unverified partner token for them.
 */
export interface PartnerSessionClaims {
  /** Country, path, entities, view mode, subscription, base URL. */
  salesTool?: SalesToolSessionClaims;
  /** Research notes, Partner SDK: the user's e-mail report consent at the SEO suite. */
  seoSuite?: SeoSuiteSessionClaims;
}

/** Claims of the short-lived access JWT. */
export interface AccessTokenClaims extends PartnerSessionClaims {
  sub: string;
  user: SessionUser;
  /** Set when the session came from a partner token. */
  integration?: IntegrationProvider;
}

export const INTEGRATION_PROVIDERS = ['seo-suite', 'sales-tool'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The audience every partner token must name; the issuer is the provider id. */
export const PARTNER_TOKEN_AUDIENCE = 'adlens';

/** Sales-tool integration token. */
export interface SalesToolTokenClaims {
  email: string;
  country?: string;
  path?: string;
  /** Comma-separated entity names. */
  entities?: string;
  viewMode?: 'SIDEBAR' | 'SEARCH';
  subscribed: boolean;
  baseUrl?: string;
}

/** What a sales-tool session remembers of its partner token: everything but who the user is. */
export type SalesToolSessionClaims = Omit<SalesToolTokenClaims, 'email'>;

/** What an SEO-suite session remembers of its partner token: the e-mail report consent state. */
export interface SeoSuiteSessionClaims {
  emailSubscription: { state: EmailSubscriptionState };
}

/**
 * The SEO suite's e-mail report consent states (`email_subscription.state`; docs/product/embeds.md).
 * The bridge mirrors them in its own `EmailSubscriptionState` (it depends on nothing of ours).
 */
export const EMAIL_SUBSCRIPTION_STATES = ['SUBSCRIBED', 'UNSUBSCRIBED', 'DECLINED', 'CLOSED', 'UNSPECIFIED'] as const;
export type EmailSubscriptionState = (typeof EMAIL_SUBSCRIPTION_STATES)[number];

/** SEO-suite integration token. */
export interface SeoSuiteTokenClaims {
  viewer_id: number;
  url: string;
  active_products?: { id: string; value?: string }[];
  product_trials_available: string[];
  is_main_product_active: boolean;
  is_main_product_trial_available: boolean;
  email_subscription: { state: EmailSubscriptionState };
  lang?: string;
}

/** Remember this device for 30 days. */
export const REMEMBER_DEVICE_DAYS = 30;
