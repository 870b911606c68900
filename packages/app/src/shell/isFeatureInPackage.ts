import type { PackageResponse } from '@adlens/core';
import type { SideMenuFeature } from './sideMenuItems.ts';

/**
 * Whether the package opens a gated side-menu item (spec access-shell-plans §2.6, §3 feature flags:
 * category report, brand report). Audience items follow the audience report flag, which arrives with
 * the audience reports; until then they stay open. While the package loads (`undefined`) everything
 * is open: a click is checked again against the loaded package.
 */
export function isFeatureInPackage(
  features: PackageResponse['features'] | undefined,
  feature: SideMenuFeature,
): boolean {
  if (!features) return true;
  switch (feature) {
    case 'categories':
      return features.category;
    case 'brands':
      return features.brand;
    case 'demographics':
    case 'interests':
      return true;
    default:
      return feature satisfies never;
  }
}
