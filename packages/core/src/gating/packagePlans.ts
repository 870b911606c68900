import type { DataChannel } from '../channel.ts';
import type { IntegrationProvider } from '../auth.ts';
import { SEO_SUITE_PRODUCTS } from '../seoSuiteProducts.ts';

/** The plans (Basic, Professional, Team, Enterprise, trials; plus the partner plans). */
export const PACKAGE_CODES = [
  'TRIAL',
  'BASIC',
  'PROFESSIONAL',
  'TEAM',
  'ENTERPRISE',
  'PARTNER',
  'PARTNER_PRO',
] as const;
export type PackageCode = (typeof PACKAGE_CODES)[number];

/** Package features. */
export type PackageFeature =
  | 'REPORT_VIEW'
  | 'WIDGET_TSV_EXPORT'
  | 'WIDGET_EXCEL_EXPORT'
  | 'WIDGET_IMAGE_EXPORT'
  | 'CREATIVES_EXPORT'
  | 'REPORT_PDF_EXPORT'
  | 'REPORT_EXCEL_EXPORT'
  | 'SHOW_EXPORT_LIMITATION'
  | 'AUDIENCE_DASHBOARD'
  | 'PACKAGE_MANAGEMENT';

/** Feature flags that open a report or a tool. */
export type PackageFlag = 'category' | 'brand' | 'advertiserBenchmark' | 'brandBenchmark' | 'dashboards' | 'audience';

/** Limits: PERIOD (months), COUNTRY (markets), CAMPAIGN and CREATIVE (results). */
export type PlanLimit = 'PERIOD' | 'COUNTRY' | 'CAMPAIGN' | 'CREATIVE';

/** What a package opens, as the gating reads it; a null limit is unlimited. */
export interface PackageGrant {
  channels: readonly DataChannel[];
  flags: Readonly<Record<PackageFlag, boolean>>;
  features: readonly PackageFeature[];
  limits: Readonly<Record<PlanLimit, number | null>>;
}

export interface PackagePlan extends PackageGrant {
  code: PackageCode;
  /** Package name. */
  name: string;
  /** The next package (`upgradableTo`). */
  upgradableTo: PackageCode | null;
  /** Sold inside a partner's app: who sells it and as what. */
  soldBy?: { integration: IntegrationProvider; productId: string };
}

const ALL_CHANNELS: readonly DataChannel[] = ['DISPLAY', 'VIDEO', 'SOCIAL', 'CONNECTED_TV', 'INAPP'];
const NO_CTV: readonly DataChannel[] = ['DISPLAY', 'VIDEO', 'SOCIAL', 'INAPP'];
const NO_FLAGS: Record<PackageFlag, boolean> = {
  category: false,
  brand: false,
  advertiserBenchmark: false,
  brandBenchmark: false,
  dashboards: false,
  audience: false,
};
const PROFESSIONAL_FEATURES: readonly PackageFeature[] = [
  'REPORT_VIEW',
  'WIDGET_TSV_EXPORT',
  'WIDGET_EXCEL_EXPORT',
  'WIDGET_IMAGE_EXPORT',
  'CREATIVES_EXPORT',
];
const TEAM_FEATURES: readonly PackageFeature[] = [...PROFESSIONAL_FEATURES, 'REPORT_PDF_EXPORT', 'REPORT_EXCEL_EXPORT'];

/**
 * The plans as data, written only here: the API seeds its packages table from them (apps/api
 * seed/packageCatalogue.ts) and reads channels and flags from them (datasets/packageAccess.ts). The
 * numbers are Adlens's own (docs/product/plans-and-limits.md); PACKAGE_CODES is the upgrade order. Dashboards from Team up and the audience reports
 * on Enterprise only are our choice.
 */
export const PACKAGE_PLANS: Readonly<Record<PackageCode, PackagePlan>> = {
  TRIAL: {
    code: 'TRIAL',
    name: 'Trial',
    upgradableTo: 'BASIC',
    channels: ['DISPLAY', 'SOCIAL'],
    flags: NO_FLAGS,
    features: ['REPORT_VIEW'],
    limits: { PERIOD: 3, COUNTRY: 1, CAMPAIGN: 10, CREATIVE: 20 },
  },
  BASIC: {
    code: 'BASIC',
    name: 'Basic',
    upgradableTo: 'PROFESSIONAL',
    channels: ['DISPLAY', 'VIDEO', 'SOCIAL'],
    flags: NO_FLAGS,
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_IMAGE_EXPORT', 'SHOW_EXPORT_LIMITATION'],
    limits: { PERIOD: 6, COUNTRY: 3, CAMPAIGN: 50, CREATIVE: 100 },
  },
  PROFESSIONAL: {
    code: 'PROFESSIONAL',
    name: 'Professional',
    upgradableTo: 'TEAM',
    channels: NO_CTV,
    flags: { ...NO_FLAGS, category: true, advertiserBenchmark: true },
    features: PROFESSIONAL_FEATURES,
    limits: { PERIOD: 12, COUNTRY: 10, CAMPAIGN: 200, CREATIVE: 500 },
  },
  TEAM: {
    code: 'TEAM',
    name: 'Team',
    upgradableTo: 'ENTERPRISE',
    channels: ALL_CHANNELS,
    flags: { ...NO_FLAGS, category: true, brand: true, advertiserBenchmark: true, dashboards: true },
    features: TEAM_FEATURES,
    limits: { PERIOD: 24, COUNTRY: 15, CAMPAIGN: 500, CREATIVE: 2000 },
  },
  ENTERPRISE: {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    upgradableTo: null,
    channels: ALL_CHANNELS,
    flags: {
      category: true,
      brand: true,
      advertiserBenchmark: true,
      brandBenchmark: true,
      dashboards: true,
      audience: true,
    },
    features: [...TEAM_FEATURES, 'AUDIENCE_DASHBOARD', 'PACKAGE_MANAGEMENT'],
    limits: { PERIOD: 36, COUNTRY: 20, CAMPAIGN: 1000, CREATIVE: 5000 },
  },
  PARTNER: {
    code: 'PARTNER',
    name: 'Partner',
    upgradableTo: 'PARTNER_PRO',
    channels: NO_CTV,
    flags: { ...NO_FLAGS, brand: true },
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_IMAGE_EXPORT'],
    limits: { PERIOD: 12, COUNTRY: 20, CAMPAIGN: 50, CREATIVE: 100 },
  },
  PARTNER_PRO: {
    code: 'PARTNER_PRO',
    name: 'Partner Pro',
    upgradableTo: null,
    soldBy: { integration: 'seo-suite', productId: SEO_SUITE_PRODUCTS.pro },
    channels: NO_CTV,
    flags: { ...NO_FLAGS, brand: true, category: true, advertiserBenchmark: true },
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_EXCEL_EXPORT', 'WIDGET_IMAGE_EXPORT'],
    limits: { PERIOD: 24, COUNTRY: 20, CAMPAIGN: 200, CREATIVE: 500 },
  },
};

/** The plan of a session's package name (SessionUser.packagePlan carries the name), if it is one of ours. */
export function packagePlanByName(name: string | null | undefined): PackagePlan | undefined {
  if (!name) return undefined;
  return Object.values(PACKAGE_PLANS).find((plan) => plan.name.toLowerCase() === name.trim().toLowerCase());
}
