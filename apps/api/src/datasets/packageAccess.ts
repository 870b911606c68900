import { DATA_CHANNELS, type DataChannel, type PackageResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

/**
 * What a customer's package opens of the data (spec access-shell-plans §3 Package info: channels,
 * countries, period length; reports-data §6 package features and flags). The packages table holds
 * the numeric limits (`COUNTRY` = how many markets, `PERIOD` = months, `REPORT_VIEW_MONTHLY`); the
 * channel lists and feature flags per plan code are ours (docs/decisions.md, the spec gives no
 * values). Countries are the plan's first `COUNTRY` markets by ad traffic.
 */
export interface PackageAccess {
  /** The package's id (`GET inapps`); null without a package. */
  id: number | null;
  code: string | null;
  customerType: 'B2B' | 'B2C' | 'TRIAL';
  channels: readonly DataChannel[];
  countries: readonly string[];
  maxPeriodMonths: number | null;
  /** REPORT_VIEW maxCountLimit per interval; null when unlimited. */
  reportViewLimits: { DAILY: number | null; MONTHLY: number | null };
  /** spec §3 Limits CAMPAIGN and CREATIVE resultsLimit: how many rows their lists may show; null: all. */
  resultsLimits: { CAMPAIGN: number | null; CREATIVE: number | null };
  features: PackageResponse['features'];
}

const NO_FEATURES = { category: false, brand: false, advertiserBenchmark: false, brandBenchmark: false };
const ALL_FEATURES = { category: true, brand: true, advertiserBenchmark: true, brandBenchmark: true };

const PLAN_ACCESS: Record<string, { channels: readonly DataChannel[]; features: PackageResponse['features'] }> = {
  TRIAL: { channels: ['DISPLAY', 'SOCIAL'], features: NO_FEATURES },
  BASIC: { channels: ['DISPLAY', 'VIDEO', 'SOCIAL'], features: NO_FEATURES },
  PROFESSIONAL: {
    channels: ['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP'],
    features: { ...NO_FEATURES, category: true, advertiserBenchmark: true },
  },
  TEAM: { channels: DATA_CHANNELS, features: { ...ALL_FEATURES, brandBenchmark: false } },
  ENTERPRISE: { channels: DATA_CHANNELS, features: ALL_FEATURES },
  // spec reports-data §5: integration mode removes connected TV anyway.
  PARTNER: { channels: ['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP'], features: { ...NO_FEATURES, brand: true } },
  PARTNER_PRO: {
    channels: ['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP'],
    features: { ...NO_FEATURES, brand: true, category: true, advertiserBenchmark: true },
  },
};

interface PackageRow {
  id: number | null;
  code: string | null;
  customer_type: 'B2B' | 'B2C' | 'TRIAL';
  limits: Record<string, number> | null;
}

/**
 * The user's package: their own (SEO-suite users, from their partner token's entitlements), else
 * their customer's. A user without one sees everything restricted.
 */
export async function loadPackageAccess(db: Queryable, userId: number): Promise<PackageAccess> {
  const [row] = await db.query<PackageRow>(
    `SELECT p.id, p.code, c.type AS customer_type, p.limits
     FROM users u JOIN customers c ON c.id = u.customer_id
     LEFT JOIN packages p ON p.id = coalesce(u.package_id, c.package_id)
     WHERE u.id = $1`,
    [userId],
  );
  if (!row?.code) {
    return {
      id: null,
      code: null,
      customerType: row?.customer_type ?? 'B2C',
      channels: [],
      countries: [],
      maxPeriodMonths: 0,
      reportViewLimits: { DAILY: 0, MONTHLY: 0 },
      resultsLimits: { CAMPAIGN: 0, CREATIVE: 0 },
      features: NO_FEATURES,
    };
  }
  const limits = row.limits ?? {};
  const plan = PLAN_ACCESS[row.code] ?? { channels: DATA_CHANNELS, features: ALL_FEATURES };
  const countryLimit = limits.COUNTRY;
  const countries = await db.query<{ code: string }>(
    `SELECT code FROM countries ORDER BY traffic_weight DESC, code LIMIT $1`,
    [countryLimit ?? null],
  );
  return {
    id: Number(row.id),
    code: row.code,
    customerType: row.customer_type,
    channels: plan.channels,
    countries: countries.map((country) => country.code),
    maxPeriodMonths: limits.PERIOD ?? null,
    reportViewLimits: { DAILY: limits.REPORT_VIEW_DAILY ?? null, MONTHLY: limits.REPORT_VIEW_MONTHLY ?? null },
    resultsLimits: { CAMPAIGN: limits.CAMPAIGN ?? null, CREATIVE: limits.CREATIVE ?? null },
    features: plan.features,
  };
}
