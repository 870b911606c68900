/**
 * The package plans (spec access-shell-plans §3 Package; research-notes: partner plans ~$129–$349 a month
 * with ~10 exports and ~100 reports on mid plans). Limits the spec leaves open are our choice.
 */
export interface PackageSeed {
  code: string;
  name: string;
  type: 'PLAN' | 'PLAN_UPGRADE' | 'PLAN_TRIAL' | 'ADDITIONAL_MARKET';
  price: number | null;
  upgradableTo: string | null;
  features: string[];
  limits: Record<string, number>;
}

const ALL_FEATURES = [
  'REPORT_VIEW',
  'WIDGET_TSV_EXPORT',
  'WIDGET_EXCEL_EXPORT',
  'WIDGET_IMAGE_EXPORT',
  'CREATIVES_EXPORT',
  'REPORT_PDF_EXPORT',
  'REPORT_EXCEL_EXPORT',
  'AUDIENCE_DASHBOARD',
  'PACKAGE_MANAGEMENT',
];

/** In upgrade order; `upgradableTo` points at the next one. */
export const PACKAGE_CATALOGUE: readonly PackageSeed[] = [
  {
    code: 'TRIAL',
    name: 'Trial',
    type: 'PLAN_TRIAL',
    price: 0,
    upgradableTo: 'BASIC',
    features: ['REPORT_VIEW'],
    limits: { PERIOD: 3, COUNTRY: 1, REPORT_VIEW_MONTHLY: 20, CAMPAIGN: 10, CREATIVE: 20 },
  },
  {
    code: 'BASIC',
    name: 'Basic',
    type: 'PLAN',
    price: 129,
    upgradableTo: 'PROFESSIONAL',
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_IMAGE_EXPORT', 'SHOW_EXPORT_LIMITATION'],
    // 5 report views a day (the sixth is a 429 DAILY, issue 6), 100 a month.
    limits: {
      PERIOD: 6,
      COUNTRY: 3,
      REPORT_VIEW_DAILY: 5,
      REPORT_VIEW_MONTHLY: 100,
      EXPORT_MONTHLY: 10,
      CAMPAIGN: 50,
      CREATIVE: 100,
    },
  },
  {
    code: 'PROFESSIONAL',
    name: 'Professional',
    type: 'PLAN',
    price: 349,
    upgradableTo: 'TEAM',
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_EXCEL_EXPORT', 'WIDGET_IMAGE_EXPORT', 'CREATIVES_EXPORT'],
    limits: { PERIOD: 12, COUNTRY: 10, REPORT_VIEW_MONTHLY: 500, EXPORT_MONTHLY: 50, CAMPAIGN: 200, CREATIVE: 500 },
  },
  {
    // spec §1: the tiers are Basic, Professional, Team and Enterprise.
    code: 'TEAM',
    name: 'Team',
    type: 'PLAN',
    price: 799,
    upgradableTo: 'ENTERPRISE',
    features: [
      'REPORT_VIEW',
      'WIDGET_TSV_EXPORT',
      'WIDGET_EXCEL_EXPORT',
      'WIDGET_IMAGE_EXPORT',
      'CREATIVES_EXPORT',
      'REPORT_PDF_EXPORT',
      'REPORT_EXCEL_EXPORT',
    ],
    limits: { PERIOD: 24, COUNTRY: 15, REPORT_VIEW_MONTHLY: 2000, EXPORT_MONTHLY: 200, CAMPAIGN: 500, CREATIVE: 2000 },
  },
  {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    type: 'PLAN',
    price: null,
    upgradableTo: null,
    features: ALL_FEATURES,
    limits: { PERIOD: 36, COUNTRY: 20, CAMPAIGN: 1000, CREATIVE: 5000 },
  },
  {
    code: 'PARTNER',
    name: 'Partner',
    type: 'PLAN',
    price: null,
    upgradableTo: 'PARTNER_PRO',
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_IMAGE_EXPORT'],
    limits: { PERIOD: 12, COUNTRY: 20, REPORT_VIEW_MONTHLY: 100, EXPORT_MONTHLY: 10, CAMPAIGN: 50, CREATIVE: 100 },
  },
  {
    // What an SEO-suite user gets after buying the Adlens upgrade in the partner's app centre.
    code: 'PARTNER_PRO',
    name: 'Partner Pro',
    type: 'PLAN_UPGRADE',
    price: null,
    upgradableTo: null,
    features: ['REPORT_VIEW', 'WIDGET_TSV_EXPORT', 'WIDGET_EXCEL_EXPORT', 'WIDGET_IMAGE_EXPORT'],
    limits: { PERIOD: 24, COUNTRY: 20, REPORT_VIEW_MONTHLY: 500, EXPORT_MONTHLY: 50, CAMPAIGN: 200, CREATIVE: 500 },
  },
];

/** Package of the per-partner customer that holds partner users (created on their first token). */
export const PARTNER_PACKAGE_CODE = 'PARTNER';

/** The package of an SEO-suite user who bought the Adlens upgrade (`SEO_SUITE_PRODUCTS.pro`). */
export const PARTNER_PRO_PACKAGE_CODE = 'PARTNER_PRO';
