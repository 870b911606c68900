import {
  EXPORT_LIMIT_KEYS,
  EXPORT_PERIOD_MONTHS_KEY,
  EXPORT_SCOPES,
  type ExportScope,
  PACKAGE_CODES,
  PACKAGE_PLANS,
  type PackageCode,
  type PackagePlan,
} from '@adlens/core';

/**
 * A row of the packages table (a package has a name, price, upgradableTo, details
 * type, limits and features; docs/product/plans-and-limits.md).
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
  /**
   * REPORT_VIEW_DAILY / REPORT_VIEW_MONTHLY (report views are metered per day and per month), the
   * monthly export caps of core EXPORT_LIMIT_KEYS and EXPORT_PERIOD_MONTHS (export limit
   * scopes: global, creatives, widget). A missing key is unlimited.
   */
  usage: Record<string, number>;
}

/**
 * Monthly export caps per scope and the longest period an export may cover (our
 * values; docs/decisions/exports.md#exports-and-downloads). A scope whose export the
 * plan does not include is capped at 0, so the status reads "none left" rather than "unlimited".
 */
function exportCaps(caps: Record<ExportScope, number>, periodMonths: number): Record<string, number> {
  return {
    ...Object.fromEntries(EXPORT_SCOPES.map((scope) => [EXPORT_LIMIT_KEYS[scope], caps[scope]])),
    [EXPORT_PERIOD_MONTHS_KEY]: periodMonths,
  };
}

/**
 * research-notes: partner plans ~$129–$349 a month with ~10 exports and ~100 reports on mid plans;
 * the rest (the rulebook gives no limit values) is our choice.
 */
const SALE_TERMS: Readonly<Record<PackageCode, SaleTerms>> = {
  TRIAL: {
    type: 'PLAN_TRIAL',
    price: 0,
    usage: { REPORT_VIEW_MONTHLY: 20, ...exportCaps({ GLOBAL: 0, WIDGET: 0, CREATIVES: 0 }, 0) },
  },
  // 5 report views a day (the sixth is a 429 DAILY), 100 a month; 10 widget exports a month
  // (the 11th is a 429).
  BASIC: {
    type: 'PLAN',
    price: 129,
    usage: {
      REPORT_VIEW_DAILY: 5,
      REPORT_VIEW_MONTHLY: 100,
      ...exportCaps({ GLOBAL: 0, WIDGET: 10, CREATIVES: 0 }, 3),
    },
  },
  PROFESSIONAL: {
    type: 'PLAN',
    price: 349,
    usage: { REPORT_VIEW_MONTHLY: 500, ...exportCaps({ GLOBAL: 0, WIDGET: 50, CREATIVES: 50 }, 12) },
  },
  TEAM: {
    type: 'PLAN',
    price: 799,
    usage: { REPORT_VIEW_MONTHLY: 2000, ...exportCaps({ GLOBAL: 10, WIDGET: 200, CREATIVES: 200 }, 24) },
  },
  ENTERPRISE: { type: 'PLAN', price: null, usage: {} },
  PARTNER: {
    type: 'PLAN',
    price: null,
    usage: { REPORT_VIEW_MONTHLY: 100, ...exportCaps({ GLOBAL: 0, WIDGET: 10, CREATIVES: 0 }, 6) },
  },
  // What an SEO-suite user gets after buying the Adlens upgrade in the partner's app centre.
  PARTNER_PRO: {
    type: 'PLAN_UPGRADE',
    price: null,
    usage: { REPORT_VIEW_MONTHLY: 500, ...exportCaps({ GLOBAL: 0, WIDGET: 50, CREATIVES: 0 }, 12) },
  },
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
