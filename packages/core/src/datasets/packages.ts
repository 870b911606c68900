/** `GET inapps`: the packages a customer can be on or move to. */
export const INAPPS_PATH = 'inapps';

/** Package details type: plan, plan upgrade, plan trial, additional market. */
export const INAPP_PACKAGE_TYPES = ['PLAN', 'PLAN_UPGRADE', 'PLAN_TRIAL', 'ADDITIONAL_MARKET'] as const;
export type InAppPackageType = (typeof INAPP_PACKAGE_TYPES)[number];

/** Limits: PERIOD (limit, months), COUNTRY (limit), CAMPAIGN and CREATIVE (resultsLimit). */
export interface InAppPackageLimits {
  PERIOD?: { limit: number };
  COUNTRY?: { limit: number };
  CAMPAIGN?: { resultsLimit: number };
  CREATIVE?: { resultsLimit: number };
}

/** Features; REPORT_VIEW carries its maxCountLimit per interval (DAILY, MONTHLY). */
export interface InAppPackageFeature {
  code: string;
  maxCountLimit?: { DAILY?: number; MONTHLY?: number };
}

/** Package: id, name, price, currency, upgradableTo (a package id), code, details, limits, features. */
export interface InAppPackage {
  id: number;
  name: string;
  code: string;
  /** null: on request (contact sales). */
  price: number | null;
  currency: string;
  upgradableTo: number | null;
  details: { type: InAppPackageType };
  limits: InAppPackageLimits;
  features: InAppPackageFeature[];
}

export interface InAppsResponse {
  /** In upgrade order. */
  elements: InAppPackage[];
}

/** The error raised when the next package is asked for without the packages. */
export const PACKAGES_NOT_LOADED = 'Packages are not loaded. Does user has package?';

/**
 * Next-package rule: the package `upgradableTo` names, else the first later (in upgrade
 * order) plan-upgrade entry, else the first later plan entry; null at the top. Without the packages or
 * the current one among them it throws PACKAGES_NOT_LOADED.
 */
export function nextPackage(
  packages: readonly InAppPackage[] | undefined,
  currentId: number | null,
): InAppPackage | null {
  const index = packages && currentId !== null ? packages.findIndex((pkg) => pkg.id === currentId) : -1;
  if (!packages || index < 0) throw new Error(PACKAGES_NOT_LOADED);
  const current = packages[index]!;
  if (current.upgradableTo !== null) return packages.find((pkg) => pkg.id === current.upgradableTo) ?? null;
  const later = packages.slice(index + 1);
  return (
    later.find((pkg) => pkg.details.type === 'PLAN_UPGRADE') ?? later.find((pkg) => pkg.details.type === 'PLAN') ?? null
  );
}
