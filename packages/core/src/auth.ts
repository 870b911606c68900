/**
 * Token and identity shapes shared by the API and its clients (spec access-shell-plans §3, §7;
 * ARCHITECTURE.md, Identity and tokens).
 */

/** JWT header `typ` of our own tokens; anything else must be a partner's (third-party) token. */
export const TOKEN_TYPES = { authentication: 'AUTHENTICATION', access: 'ACCESS' } as const;
export type OwnTokenType = (typeof TOKEN_TYPES)[keyof typeof TOKEN_TYPES];

export const ROLES = [
  'ADMIN',
  'RESELLER_ADMIN',
  'CUSTOMER_ADMIN',
  'USER',
  'DATASET_VIEWER',
  'SKIPLIST_MANAGER',
] as const;
export type Role = (typeof ROLES)[number];

/** The user as the access token carries it (spec access-shell-plans §3 User). */
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
  roles: Role[];
}

/** Claims of the short-lived access JWT. */
export interface AccessTokenClaims {
  sub: string;
  user: SessionUser;
  /** Set when the session came from a partner token. */
  integration?: IntegrationProvider;
}

export const INTEGRATION_PROVIDERS = ['seo-suite', 'sales-tool'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The audience every partner token must name; the issuer is the provider id. */
export const PARTNER_TOKEN_AUDIENCE = 'adlens';

/** Sales-tool integration token (spec access-shell-plans §3). */
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

/** SEO-suite integration token (spec access-shell-plans §3; research notes on the partner SDK). */
export interface SeoSuiteTokenClaims {
  viewer_id: number;
  url: string;
  active_products?: { id: string; value?: string }[];
  product_trials_available: string[];
  is_main_product_active: boolean;
  is_main_product_trial_available: boolean;
  email_subscription: { state: 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'DECLINED' | 'CLOSED' | 'UNSPECIFIED' };
  lang?: string;
}

/** spec access-shell-plans §9: remember this device for 30 days. */
export const REMEMBER_DEVICE_DAYS = 30;
