/**
 * The Adlens products as the SEO suite's app centre sells them (docs/product/embeds.md).
 * Entitlements travel in the partner token's `active_products`, so the API, the embed and the
 * partner host share these ids.
 */
export const SEO_SUITE_PRODUCTS = {
  /** The Adlens app in the SEO suite: ad-intelligence reports on the Partner package. */
  app: 'adlens',
  /** The upgrade bought in the app: Categories, Brands and the advertiser benchmark (Partner Pro). */
  pro: 'adlens-pro',
} as const;

export type SeoSuiteProductId = (typeof SEO_SUITE_PRODUCTS)[keyof typeof SEO_SUITE_PRODUCTS];
