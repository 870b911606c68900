import { PACKAGE_CODES, PACKAGE_PLANS, type DataChannel, type PackageCode, type PackageResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

/**
 * What a customer's package opens of the data (channels,
 * countries, period length, feature flags; docs/product/plans-and-limits.md). The packages table holds
 * the numeric limits (`COUNTRY` = how many markets, `PERIOD` = months, `REPORT_VIEW_MONTHLY`), seeded
 * from core PACKAGE_PLANS (seed/packageCatalogue.ts); the channel lists and feature flags are read
 * from PACKAGE_PLANS directly. Countries are the plan's first `COUNTRY` markets by ad traffic.
 */
export interface PackageAccess {
  /** The package's id (`GET inapps`); null without a package. */
  id: number | null;
  code: string | null;
  customerType: 'B2B' | 'B2C' | 'TRIAL';
  channels: readonly DataChannel[];
  countries: readonly string[];
  /** True when `countries` is every country (no COUNTRY limit, or one as large as the list). */
  allMarkets: boolean;
  maxPeriodMonths: number | null;
  /** REPORT_VIEW maxCountLimit per interval; null when unlimited. */
  reportViewLimits: { DAILY: number | null; MONTHLY: number | null };
  /** How many rows their lists may show; null: all. */
  resultsLimits: { CAMPAIGN: number | null; CREATIVE: number | null };
  features: PackageResponse['features'];
}

const NO_FEATURES = { category: false, brand: false, advertiserBenchmark: false, brandBenchmark: false };

/**
 * The channels and report flags of a plan code, from core PACKAGE_PLANS (the one place plan values
 * are written, so the app's gating and the server agree).
 */
function planGrant(code: string): Pick<PackageAccess, 'channels' | 'features'> {
  if (!(PACKAGE_CODES as readonly string[]).includes(code)) throw new Error(`Unknown package code ${code}`);
  const { channels, flags } = PACKAGE_PLANS[code as PackageCode];
  const { category, brand, advertiserBenchmark, brandBenchmark } = flags;
  return { channels, features: { category, brand, advertiserBenchmark, brandBenchmark } };
}

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
      allMarkets: false,
      maxPeriodMonths: 0,
      reportViewLimits: { DAILY: 0, MONTHLY: 0 },
      resultsLimits: { CAMPAIGN: 0, CREATIVE: 0 },
      features: NO_FEATURES,
    };
  }
  const limits = row.limits ?? {};
  const plan = planGrant(row.code);
  const countryLimit = limits.COUNTRY;
  const countries = await db.query<{ code: string; total: number }>(
    `SELECT code, count(*) OVER ()::int AS total FROM countries ORDER BY traffic_weight DESC, code LIMIT $1`,
    [countryLimit ?? null],
  );
  return {
    id: Number(row.id),
    code: row.code,
    customerType: row.customer_type,
    channels: plan.channels,
    countries: countries.map((country) => country.code),
    allMarkets: countries.length === (countries[0]?.total ?? 0),
    maxPeriodMonths: limits.PERIOD ?? null,
    reportViewLimits: { DAILY: limits.REPORT_VIEW_DAILY ?? null, MONTHLY: limits.REPORT_VIEW_MONTHLY ?? null },
    resultsLimits: { CAMPAIGN: limits.CAMPAIGN ?? null, CREATIVE: limits.CREATIVE ?? null },
    features: plan.features,
  };
}

/**
 * The countries a request without a country reads (access is mainly by
 * package): the package's markets, so its totals hold no data from outside them; or
 * undefined, every market (the rollups' 'ALL' rows), when the package has them all.
 */
export function packageMarkets(access: PackageAccess): readonly string[] | undefined {
  return access.allMarkets ? undefined : access.countries;
}
