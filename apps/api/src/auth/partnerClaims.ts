import {
  EMAIL_SUBSCRIPTION_STATES,
  type PartnerSessionClaims,
  type SalesToolTokenClaims,
  type SeoSuiteSessionClaims,
  type SeoSuiteTokenClaims,
} from '@adlens/core';
import { z } from 'zod';

/** A report holds at most 10 items, so a sneak view names at most 10 entities. */
const MAX_SNEAK_ENTITIES = 10;

/**
 * The claims each partner's token must carry. Unknown claims are ignored; a missing or mistyped required one makes the token invalid.
 * The sales tool's claims steer the embed, so each is held to what it is used for: `country`
 * a country code, `path` a path inside the embed (never another origin), `entities` up to 10
 * comma-separated names, `baseUrl` the partner app's http(s) address.
 */
export const salesToolClaimsSchema = z.object({
  email: z.email().max(320),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/)
    .optional(),
  entities: z
    .string()
    .max(2000)
    .refine((names) => names.split(',').filter((name) => name.trim() !== '').length <= MAX_SNEAK_ENTITIES)
    .optional(),
  viewMode: z.enum(['SIDEBAR', 'SEARCH']).optional(),
  subscribed: z.boolean(),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
}) satisfies z.ZodType<SalesToolTokenClaims>;

/** What our own tokens repeat of a sales-tool token (everything but the e-mail, which is the user's). */
const salesToolSessionClaimsSchema = salesToolClaimsSchema.omit({ email: true });

export const seoSuiteClaimsSchema = z.object({
  viewer_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  url: z.string().max(2000),
  active_products: z.array(z.object({ id: z.string(), value: z.string().optional() })).optional(),
  product_trials_available: z.array(z.string()),
  is_main_product_active: z.boolean(),
  is_main_product_trial_available: z.boolean(),
  email_subscription: z.object({ state: z.enum(EMAIL_SUBSCRIPTION_STATES) }),
  lang: z.string().max(16).optional(),
}) satisfies z.ZodType<SeoSuiteTokenClaims>;

/** What our own tokens repeat of an SEO-suite token: the user's e-mail report consent. */
const seoSuiteSessionClaimsSchema = z.object({
  emailSubscription: z.object({ state: z.enum(EMAIL_SUBSCRIPTION_STATES) }),
}) satisfies z.ZodType<SeoSuiteSessionClaims>;

/** The partner claims a session's own tokens carry (both optional; at most one is set). */
export const partnerSessionClaimsSchema = z.object({
  salesTool: salesToolSessionClaimsSchema.optional(),
  seoSuite: seoSuiteSessionClaimsSchema.optional(),
});

/** Only the partner claims that are set, so tokens of other sessions carry none. */
export function definedPartnerClaims({ salesTool, seoSuite }: PartnerSessionClaims): PartnerSessionClaims {
  return { ...(salesTool ? { salesTool } : {}), ...(seoSuite ? { seoSuite } : {}) };
}
