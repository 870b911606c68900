import type { SalesToolTokenClaims, SeoSuiteTokenClaims } from '@adlens/core';
import { z } from 'zod';

/**
 * The claims each partner's token must carry (spec access-shell-plans §3; research-notes, Partner
 * SDK). Unknown claims are ignored; a missing or mistyped required one makes the token invalid.
 */
export const salesToolClaimsSchema = z.object({
  email: z.email().max(320),
  country: z.string().max(8).optional(),
  path: z.string().max(2000).optional(),
  entities: z.string().max(2000).optional(),
  viewMode: z.enum(['SIDEBAR', 'SEARCH']).optional(),
  subscribed: z.boolean(),
  baseUrl: z.string().max(2000).optional(),
}) satisfies z.ZodType<SalesToolTokenClaims>;

export const seoSuiteClaimsSchema = z.object({
  viewer_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  url: z.string().max(2000),
  active_products: z.array(z.object({ id: z.string(), value: z.string().optional() })).optional(),
  product_trials_available: z.array(z.string()),
  is_main_product_active: z.boolean(),
  is_main_product_trial_available: z.boolean(),
  email_subscription: z.object({ state: z.enum(['SUBSCRIBED', 'UNSUBSCRIBED', 'DECLINED', 'CLOSED', 'UNSPECIFIED']) }),
  lang: z.string().max(16).optional(),
}) satisfies z.ZodType<SeoSuiteTokenClaims>;
