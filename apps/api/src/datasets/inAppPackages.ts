import {
  type InAppPackage,
  PACKAGE_CODES,
  type InAppPackageFeature,
  type InAppPackageLimits,
  type InAppPackageType,
  nextPackage,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { PARTNER_PACKAGE_CODE, PARTNER_PRO_PACKAGE_CODE } from '../seed/packageCatalogue.ts';

/** Packages a partner integration's users are on and buy through the partner (not the standalone plans). */
const PARTNER_CODES = [PARTNER_PACKAGE_CODE, PARTNER_PRO_PACKAGE_CODE];

interface PackageRow {
  id: number;
  code: string;
  name: string;
  type: InAppPackageType;
  price: number | null;
  currency: string;
  upgradable_to: number | null;
  features: string[];
  limits: Record<string, number>;
}

/** PERIOD and COUNTRY carry `limit`, CAMPAIGN and CREATIVE `resultsLimit`. */
function limitsOf(limits: Record<string, number>): InAppPackageLimits {
  return {
    ...(limits.PERIOD !== undefined ? { PERIOD: { limit: limits.PERIOD } } : {}),
    ...(limits.COUNTRY !== undefined ? { COUNTRY: { limit: limits.COUNTRY } } : {}),
    ...(limits.CAMPAIGN !== undefined ? { CAMPAIGN: { resultsLimit: limits.CAMPAIGN } } : {}),
    ...(limits.CREATIVE !== undefined ? { CREATIVE: { resultsLimit: limits.CREATIVE } } : {}),
  };
}

/** REPORT_VIEW (maxCountLimit) per interval; absent limit = unlimited. */
function featuresOf(features: string[], limits: Record<string, number>): InAppPackageFeature[] {
  return features.map((code) => {
    if (code !== 'REPORT_VIEW') return { code };
    const maxCountLimit = {
      ...(limits.REPORT_VIEW_DAILY !== undefined ? { DAILY: limits.REPORT_VIEW_DAILY } : {}),
      ...(limits.REPORT_VIEW_MONTHLY !== undefined ? { MONTHLY: limits.REPORT_VIEW_MONTHLY } : {}),
    };
    return Object.keys(maxCountLimit).length > 0 ? { code, maxCountLimit } : { code };
  });
}

/** A package's place in the upgrade order of core PACKAGE_CODES; unknown codes last. */
const upgradeIndex = (code: string) => {
  const index = (PACKAGE_CODES as readonly string[]).indexOf(code);
  return index < 0 ? PACKAGE_CODES.length : index;
};

/**
 * `GET inapps`: the packages of the session's kind — a partner integration's users see
 * the partner plans, everyone else the standalone ones (trial to Enterprise) — in upgrade order (core
 * PACKAGE_CODES'), which the next-package rule reads (core nextPackage).
 */
export async function loadInAppPackages(db: Queryable, integration: boolean): Promise<InAppPackage[]> {
  const rows = await db.query<PackageRow>(
    `SELECT id, code, name, type, price::float8 AS price, currency, upgradable_to, features, limits
     FROM packages WHERE (code = ANY($1::text[])) = $2`,
    [PARTNER_CODES, integration],
  );
  return rows
    .sort((a, b) => upgradeIndex(a.code) - upgradeIndex(b.code) || Number(a.id) - Number(b.id))
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      code: row.code,
      price: row.price,
      currency: row.currency,
      upgradableTo: row.upgradable_to === null ? null : Number(row.upgradable_to),
      details: { type: row.type },
      limits: limitsOf(row.limits),
      features: featuresOf(row.features, row.limits),
    }));
}

/**
 * The customer's package and the next one (core nextPackage) for the
 * `package` dataset: both null without a package, so 'Packages are not loaded' is never a server error.
 */
export async function packagePlan(
  db: Queryable,
  packageId: number | null,
  integration: boolean,
): Promise<{ package: InAppPackage | null; nextPackage: InAppPackage | null }> {
  if (packageId === null) return { package: null, nextPackage: null };
  for (const family of [integration, !integration]) {
    const packages = await loadInAppPackages(db, family);
    const current = packages.find((pkg) => pkg.id === packageId);
    if (current) return { package: current, nextPackage: nextPackage(packages, current.id) };
  }
  return { package: null, nextPackage: null };
}
