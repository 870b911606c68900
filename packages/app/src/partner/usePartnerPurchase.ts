import { type IntegrationProvider, SEO_SUITE_PRODUCTS } from '@adlens/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useNotifications } from '../notifications/useNotifications.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import type { RestrictedFeatureDialogsProps } from '../shell/RestrictedFeatureDialogs.tsx';
import { SHELL_PATHS } from '../shell/shellPaths.ts';
import type { SideMenuFeature } from '../shell/sideMenuItems.ts';

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

const FEATURE_PAGES: Readonly<Record<SideMenuFeature, string>> = {
  categories: SHELL_PATHS.category,
  brands: SHELL_PATHS.brand,
  demographics: SHELL_PATHS.demographics,
  interests: SHELL_PATHS.interest,
};

const FEATURE_NAMES: Readonly<Record<SideMenuFeature, string>> = {
  categories: 'Categories',
  brands: 'Brands',
  demographics: 'Demographics',
  interests: 'Interests',
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
    const bridge = () => runtime.integration() ?? Promise.reject(new Error('Adlens: no integration is configured'));
    const say = (theme: 'success' | 'info' | 'error', message: string) =>
      notify({ type: PURCHASE_NOTIFICATION, message, options: { theme } });

    const run = async (feature: SideMenuFeature, productId: string) => {
      const result = await (await bridge()).sdk.requestInAppPurchase(productId);
      switch (result.status) {
        case 'purchased':
          await runtime.refreshPartnerSession();
          await router.navigate({ href: FEATURE_PAGES[feature] });
          say('success', `${FEATURE_NAMES[feature]} is now part of your plan.`);
          return;
        case 'pending':
          say('info', `Your purchase is being confirmed. ${FEATURE_NAMES[feature]} unlocks as soon as it is.`);
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
        if (productId === undefined) return;
        run(feature, productId).catch((error: unknown) => {
          console.error('Adlens: the partner purchase failed', error);
          say('error', 'The purchase could not be completed. Please try again.');
        });
      },
    };
  }, [integration, runtime, router, notify]);
}
