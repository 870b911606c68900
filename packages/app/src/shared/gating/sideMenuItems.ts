import type { GatedControl } from '@adlens/core';
import type { AdlensIntegration } from '../../model/config/AdlensAppConfig.ts';
import { SHELL_PATHS } from '../../model/location/shellPaths.ts';

/** The side-menu entries whose access depends on the package. */
export type SideMenuFeature = 'categories' | 'brands' | 'demographics' | 'interests' | 'dashboards';

/** The gated control of each item (@adlens/core gating decides it). */
export const SIDE_MENU_CONTROLS: Readonly<Record<SideMenuFeature, GatedControl>> = {
  categories: 'menu.categories',
  brands: 'menu.brands',
  demographics: 'menu.demographics',
  interests: 'menu.interests',
  dashboards: 'dashboards',
};

export interface SideMenuItem {
  id: string;
  label: string;
  href: string;
  /** Set on gated items: restricted users get the feature's prompt instead of the page. */
  feature?: SideMenuFeature;
}

export interface SideMenuGroup {
  id: 'ad-intelligence' | 'audience';
  label: string;
  items: SideMenuItem[];
}

/**
 * Ad Intelligence — Categories, Brands, Domains (sales-tool only) or
 * Advertisers (otherwise), Publishers, Campaigns, Keywords; Audience — Demographics and Interests.
 */
export function sideMenuGroups(integration: AdlensIntegration): SideMenuGroup[] {
  const advertisers: SideMenuItem =
    integration === 'sales-tool'
      ? { id: 'domain', label: 'Domains', href: SHELL_PATHS.domain }
      : { id: 'advertiser', label: 'Advertisers', href: SHELL_PATHS.advertiser };
  return [
    {
      id: 'ad-intelligence',
      label: 'Ad Intelligence',
      items: [
        { id: 'category', label: 'Categories', href: SHELL_PATHS.category, feature: 'categories' },
        { id: 'brand', label: 'Brands', href: SHELL_PATHS.brand, feature: 'brands' },
        advertisers,
        { id: 'publisher', label: 'Publishers', href: SHELL_PATHS.publisher },
        { id: 'campaign', label: 'Campaigns', href: SHELL_PATHS.campaign },
        { id: 'keyword', label: 'Keywords', href: SHELL_PATHS.keyword },
        // The user's dashboards; packages without them get the promotion.
        { id: 'dashboards', label: 'Dashboards', href: SHELL_PATHS.dashboards, feature: 'dashboards' },
      ],
    },
    {
      id: 'audience',
      label: 'Audience',
      items: [
        { id: 'demographics', label: 'Demographics', href: SHELL_PATHS.demographics, feature: 'demographics' },
        { id: 'interest', label: 'Interests', href: SHELL_PATHS.interest, feature: 'interests' },
      ],
    },
  ];
}

/** Whether `pathname` is the item's page or below it. */
export function isCurrentItem(item: SideMenuItem, pathname: string): boolean {
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}

/**
 * Choosing Interests while on Demographics (or back) keeps the rest of the URL — the
 * entities after the path and the query — and swaps only the audience path.
 */
export function sideMenuTarget(item: SideMenuItem, currentHref: string): string {
  const swaps: Record<string, string> = {
    [SHELL_PATHS.interest]: SHELL_PATHS.demographics,
    [SHELL_PATHS.demographics]: SHELL_PATHS.interest,
  };
  const from = swaps[item.href];
  if (!from) return item.href;
  if (currentHref === from || currentHref.startsWith(`${from}/`) || currentHref.startsWith(`${from}?`)) {
    return `${item.href}${currentHref.slice(from.length)}`;
  }
  return item.href;
}
