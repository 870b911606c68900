import { join, resolve } from 'node:path';
import { ADLENS_PORTS, parseIsoDate } from '@adlens/core';
import { z } from 'zod';
import { findRepoRoot } from './repoRoot.ts';
import { SCALE_NAMES, type ScaleName } from './seed/scales.ts';

/** Everything the server reads from the environment, validated once at start-up. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data directory. */
  dataDir: string;
  resetDb: boolean;
  scale: ScaleName;
  /** Pinned last day of synthetic data; undefined means yesterday (UTC) at seed time. */
  dataEnd: string | undefined;
  seed: number;
  /** ADLENS_JWT_SECRET; undefined outside production means a secret generated into `jwtSecretFile`. */
  jwtSecret: string | undefined;
  /** Where a development machine keeps its generated secret (mode 0600, never committed). */
  jwtSecretFile: string;
  /** NODE_ENV=production: no development secret, no development routes, no localhost origins. */
  production: boolean;
  corsOrigins: string[];
  /** ADLENS_TRUSTED_PROXIES: the proxies whose X-Forwarded-* headers are believed; none by default. */
  trustedProxies: string[];
  /** Origin used in absolute media URLs; undefined means the request's own origin. */
  publicOrigin: string | undefined;
  /** ADLENS_PARTNER_KEYS_DIR: the partners' public keys; undefined means none in production (trustedPartnerKeys.ts). */
  partnerKeysDir: string | undefined;
  /** Where a development machine keeps the fake partners' generated key pairs (never committed). */
  developmentPartnerKeysDir: string;
  logLevel: string;
  /** Standalone app origin for links in mails; undefined means localOrigin('standalone'). */
  appOrigin: string | undefined;
  /** Non-empty: GET /settings reports maintenance with this message. */
  maintenanceMessage: string | undefined;
  homePageUrl: string | undefined;
  supportEmail: string | undefined;
  /** Where POST /sales/contact mails go; undefined means sales@adlens.test. */
  salesEmail: string | undefined;
  /** The analytics id POST metrics/events accepts; undefined: events are refused. */
  analyticsId: string | undefined;
  /** SMTP delivery besides the outbox. */
  smtp: { url: string; from: string } | undefined;
  /** ADLENS_DEV_ROUTES=1 (`pnpm start`): /dev/mail and the digest trigger, to loopback clients only. */
  devRoutes: boolean;
  /** How often due e-mail digests are sent (milliseconds); undefined: never by timer. */
  digestIntervalMs: number | undefined;
  /** How often the export worker looks for registered exports (milliseconds); undefined: never by timer. */
  exportIntervalMs: number | undefined;
}

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  ADLENS_API_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  ADLENS_HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADLENS_DATA_DIR: z.string().min(1).optional(),
  ADLENS_RESET_DB: flag,
  ADLENS_SCALE: z.enum(SCALE_NAMES).optional(),
  ADLENS_DATA_END: z
    .string()
    .refine((value) => parseIsoDate(value) !== undefined, 'must be a date YYYY-MM-DD')
    .optional(),
  ADLENS_SEED: z.coerce.number().int().min(0).max(1_000_000).optional(),
  ADLENS_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADLENS_CORS_ORIGINS: z.string().optional(),
  ADLENS_TRUSTED_PROXIES: z.string().optional(),
  ADLENS_PUBLIC_ORIGIN: z.url().optional(),
  ADLENS_PARTNER_KEYS_DIR: z.string().min(1).optional(),
  ADLENS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ADLENS_APP_ORIGIN: z.url().optional(),
  ADLENS_MAINTENANCE_MESSAGE: z.string().max(1000).optional(),
  ADLENS_HOME_PAGE_URL: z.url().optional(),
  ADLENS_SUPPORT_EMAIL: z.email().optional(),
  ADLENS_SALES_EMAIL: z.email().optional(),
  ADLENS_ANALYTICS_ID: z.string().trim().max(100).optional(),
  ADLENS_DEV_ROUTES: flag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().min(3).optional(),
  ADLENS_EXPORT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  ADLENS_DIGEST_INTERVAL_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  NODE_ENV: z.string().optional(),
});

/** Reads and validates the environment; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (!e.ADLENS_JWT_SECRET && production) {
    throw new Error('ADLENS_JWT_SECRET must be set in production (at least 32 characters)');
  }
  if (e.ADLENS_DEV_ROUTES && production) {
    throw new Error('ADLENS_DEV_ROUTES serves every mailed code and link: it cannot be on in production');
  }
  const root = findRepoRoot();
  return {
    port: e.ADLENS_API_PORT ?? ADLENS_PORTS.api,
    // Loopback by default: another machine reaches the API only when asked for.
    host: e.ADLENS_HOST ?? 'localhost',
    databaseUrl: e.DATABASE_URL,
    dataDir: e.ADLENS_DATA_DIR ?? join(root, '.data', 'pglite'),
    resetDb: e.ADLENS_RESET_DB,
    scale: e.ADLENS_SCALE ?? 'default',
    dataEnd: e.ADLENS_DATA_END,
    seed: e.ADLENS_SEED ?? 42,
    jwtSecret: e.ADLENS_JWT_SECRET,
    jwtSecretFile: join(root, '.data', 'jwt-secret'),
    production,
    corsOrigins: (e.ADLENS_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustedProxies: (e.ADLENS_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((proxy) => proxy.trim())
      .filter(Boolean),
    publicOrigin: e.ADLENS_PUBLIC_ORIGIN?.replace(/\/$/, ''),
    partnerKeysDir: e.ADLENS_PARTNER_KEYS_DIR === undefined ? undefined : resolve(e.ADLENS_PARTNER_KEYS_DIR),
    developmentPartnerKeysDir: join(root, '.data', 'partner-keys'),
    logLevel: e.ADLENS_LOG_LEVEL ?? 'info',
    appOrigin: e.ADLENS_APP_ORIGIN?.replace(/\/$/, ''),
    maintenanceMessage: e.ADLENS_MAINTENANCE_MESSAGE?.trim() || undefined,
    homePageUrl: e.ADLENS_HOME_PAGE_URL,
    supportEmail: e.ADLENS_SUPPORT_EMAIL,
    salesEmail: e.ADLENS_SALES_EMAIL,
    analyticsId: e.ADLENS_ANALYTICS_ID || undefined,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? 'Adlens <no-reply@adlens.test>' } : undefined,
    devRoutes: e.ADLENS_DEV_ROUTES,
    // Digests go out within the hour by default; 0 turns the timer off.
    digestIntervalMs: (e.ADLENS_DIGEST_INTERVAL_MINUTES ?? 60) * 60_000 || undefined,
    // A new export is also started at once; the timer resumes jobs a stopped process left.
    exportIntervalMs: (e.ADLENS_EXPORT_INTERVAL_MS ?? 1000) || undefined,
  };
}
