import { type IntegrationProvider, SEO_SUITE_PRODUCTS } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useNotifications } from '../notifications/useNotifications.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import type { RestrictedFeatureDialogsProps } from '../shell/RestrictedFeatureDialogs.tsx';
import { type SideMenuFeature, type SideMenuItem, sideMenuGroups } from '../shell/sideMenuItems.ts';

/**
 * What each partner sells in its own app centre, per gated feature (docs/decisions.md, SEO-suite
 * entitlements). The sales tool sells nothing in the app: its users are pointed to sales.
 */
export const PARTNER_PRODUCTS: Readonly<
  Record<IntegrationProvider, Partial<Readonly<Record<SideMenuFeature, string>>>>
> = {
  'seo-suite': { categories: SEO_SUITE_PRODUCTS.pro, brands: SEO_SUITE_PRODUCTS.pro },
  'sales-tool': {},
};

/** Notification type of the purchase outcome: one at a time, a new outcome replaces the last. */
const PURCHASE_NOTIFICATION = 'partner-purchase';

/**
 * The purchase path of the restricted-feature dialogs in an embed (spec access-shell-plans §6;
 * research notes: `requestInAppPurchase` opens the partner's purchase popup and entitlements arrive
 * in a fresh token). After a purchase the session is renewed with a fresh partner token and the user
 * lands on the feature they asked for; a pending order and a failure are explained; a cancel is quiet.
 * Undefined outside an integration.
 */
export function usePartnerPurchase(): RestrictedFeatureDialogsProps['purchase'] {
  const runtime = useAdlensRuntime();
  const router = useRouter();
  const notify = useNotifications((state) => state.notify);
  const { integration } = runtime.config;

  return useMemo(() => {
    if (integration === 'none') return undefined;
    const products = PARTNER_PRODUCTS[integration];
    // The side-menu item of each gated feature: where a purchase leads and what it is called.
    const items = new Map<SideMenuFeature, SideMenuItem>();
    for (const item of sideMenuGroups(integration).flatMap((group) => group.items)) {
      if (item.feature) items.set(item.feature, item);
    }
    const bridge = () => runtime.integration() ?? Promise.reject(new Error('Adlens: no integration is configured'));
    const say = (theme: 'success' | 'info' | 'error', message: string) =>
      notify({ type: PURCHASE_NOTIFICATION, message, options: { theme } });

    const run = async (item: SideMenuItem, productId: string) => {
      const result = await (await bridge()).sdk.requestInAppPurchase(productId);
      switch (result.status) {
        case 'purchased':
          await runtime.refreshPartnerSession();
          await router.navigate({ href: item.href });
          say('success', `${item.label} is now part of your plan.`);
          return;
        case 'pending':
          say('info', `Your purchase is being confirmed. ${item.label} unlocks as soon as it is.`);
          return;
        case 'cancelled':
          return;
        default:
          result.status satisfies never;
      }
    };

    return {
      canPurchase: (feature) => products[feature] !== undefined,
      start: (feature) => {
        const productId = products[feature];
        const item = items.get(feature);
        if (productId === undefined || item === undefined) return;
        run(item, productId).catch((error: unknown) => {
          console.error('Adlens: the partner purchase failed', error);
          say('error', 'The purchase could not be completed. Please try again.');
        });
      },
    };
  }, [integration, runtime, router, notify]);
}
