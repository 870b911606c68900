import { API_ERROR_CODES, SEO_SUITE_PRODUCTS, type SeoSuiteTokenClaims } from '@adlens/core';
import { ApiHttpError } from '../http/ApiHttpError.ts';
import { PARTNER_PACKAGE_CODE, PARTNER_PRO_PACKAGE_CODE } from '../seed/packageCatalogue.ts';

/**
 * The package an SEO-suite user's token entitles them to (integration users without a package or
 * with an ended trial go to no-package or trial-ended; docs/product/embeds.md). Entitlements travel in
 * the partner token's `active_products`:
 * - the upgrade product → Partner Pro; the app product → Partner;
 * - neither, but the app can still be tried → 400 `no-package-available` (the no-package page);
 * - neither, and its trial is no longer available (it was used) → 400 `trial-finished-without-package`.
 */
export function seoSuitePackageCode(claims: SeoSuiteTokenClaims): string {
  const active = new Set((claims.active_products ?? []).map((product) => product.id));
  if (active.has(SEO_SUITE_PRODUCTS.pro)) return PARTNER_PRO_PACKAGE_CODE;
  if (active.has(SEO_SUITE_PRODUCTS.app)) return PARTNER_PACKAGE_CODE;
  if (claims.product_trials_available.includes(SEO_SUITE_PRODUCTS.app)) {
    throw new ApiHttpError(400, API_ERROR_CODES.noPackageAvailable, 'Adlens is not among your active products.');
  }
  throw new ApiHttpError(
    400,
    API_ERROR_CODES.trialFinishedWithoutPackage,
    'Your Adlens trial has ended and Adlens is not among your active products.',
  );
}
