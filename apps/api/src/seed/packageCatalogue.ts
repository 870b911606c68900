import { PACKAGE_CODES, PACKAGE_PLANS, type PackageCode, type PackagePlan } from '@adlens/core';

/**
 * A row of the packages table (spec access-shell-plans §3 Package: name, price, upgradableTo, details
 * type, limits, features).
 */
export interface PackageSeed {
  code: PackageCode;
  name: string;
  type: 'PLAN' | 'PLAN_UPGRADE' | 'PLAN_TRIAL' | 'ADDITIONAL_MARKET';
  price: number | null;
  upgradableTo: PackageCode | null;
  features: string[];
  limits: Record<string, number>;
}

/** What only the server sells and counts: the package type, its price and the usage it meters. */
interface SaleTerms {
  type: PackageSeed['type'];
  price: number | null;
  /** REPORT_VIEW_DAILY / REPORT_VIEW_MONTHLY (spec §3 Limit scopes: view daily and monthly), EXPORT_MONTHLY. */
  usage: Record<string, number>;
}

/**
 * research-notes: partner plans ~$129–$349 a month with ~10 exports and ~100 reports on mid plans;
 * the rest the spec leaves open (§9 "Package limit values: not shown") is our choice.
 */
const SALE_TERMS: Readonly<Record<PackageCode, SaleTerms>> = {
  TRIAL: { type: 'PLAN_TRIAL', price: 0, usage: { REPORT_VIEW_MONTHLY: 20 } },
  // 5 report views a day (the sixth is a 429 DAILY, issue 6), 100 a month.
  BASIC: { type: 'PLAN', price: 129, usage: { REPORT_VIEW_DAILY: 5, REPORT_VIEW_MONTHLY: 100, EXPORT_MONTHLY: 10 } },
  PROFESSIONAL: { type: 'PLAN', price: 349, usage: { REPORT_VIEW_MONTHLY: 500, EXPORT_MONTHLY: 50 } },
  TEAM: { type: 'PLAN', price: 799, usage: { REPORT_VIEW_MONTHLY: 2000, EXPORT_MONTHLY: 200 } },
  ENTERPRISE: { type: 'PLAN', price: null, usage: {} },
  PARTNER: { type: 'PLAN', price: null, usage: { REPORT_VIEW_MONTHLY: 100, EXPORT_MONTHLY: 10 } },
  // What an SEO-suite user gets after buying the Adlens upgrade in the partner's app centre.
  PARTNER_PRO: { type: 'PLAN_UPGRADE', price: null, usage: { REPORT_VIEW_MONTHLY: 500, EXPORT_MONTHLY: 50 } },
};

/** The plan's limits as the table holds them: a null (unlimited) limit is left out. */
function tableLimits(limits: PackagePlan['limits']): Record<string, number> {
  return Object.fromEntries(Object.entries(limits).filter((entry): entry is [string, number] => entry[1] !== null));
}

/**
 * The packages table's rows, in upgrade order (`upgradableTo` points at the next one). Name,
 * upgradableTo, features and the PERIOD/COUNTRY/CAMPAIGN/CREATIVE limits come from core PACKAGE_PLANS,
 * the one place they are written, so the app's gating and the server's enforcement cannot disagree.
 */
export const PACKAGE_CATALOGUE: readonly PackageSeed[] = PACKAGE_CODES.map((code) => {
  const plan = PACKAGE_PLANS[code];
  const terms = SALE_TERMS[code];
  return {
    code,
    name: plan.name,
    type: terms.type,
    price: terms.price,
    upgradableTo: plan.upgradableTo,
    features: [...plan.features],
    limits: { ...tableLimits(plan.limits), ...terms.usage },
  };
});

/** Package of the per-partner customer that holds partner users (created on their first token). */
export const PARTNER_PACKAGE_CODE: PackageCode = 'PARTNER';

/** The package of an SEO-suite user who bought the Adlens upgrade (`SEO_SUITE_PRODUCTS.pro`). */
export const PARTNER_PRO_PACKAGE_CODE: PackageCode = 'PARTNER_PRO';
