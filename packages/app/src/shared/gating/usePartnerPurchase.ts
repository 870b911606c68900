import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withReload } from './withReload.ts';
import { useNotifications } from '../notifications/useNotifications.ts';
import { useAdlensRuntime } from '../runtime/useAdlensRuntime.ts';
import { type SideMenuFeature, type SideMenuItem, sideMenuGroups } from './sideMenuItems.ts';

/** Notification type of the purchase outcome: one at a time, a new outcome replaces the last. */
const PURCHASE_NOTIFICATION = 'partner-purchase';

export interface PartnerPurchase {
  /** Buys the product that opens a side-menu feature, then opens it. */
  start(feature: SideMenuFeature, productId: string): void;
  /** Buys the next package (a limit page's 'Upgrade package'), then loads the current page again. */
  upgradePackage(productId: string): void;
  /** Buys the product a locked page needs, then opens that page (`href`). */
  unlockPage(productId: string, href: string): void;
}

/**
 * The purchase path of the restricted-feature dialogs in an embed (which product a partner sells for a feature is the
 * gating's decision, from the package plans; `requestInAppPurchase` opens the partner's purchase popup and
 * entitlements arrive in a fresh token:
 * docs/decisions/embeds-and-bridge.md#partner-entitlements-sessions-and-purchases). After a purchase the session is
 * renewed with a fresh partner token and the user lands on the feature they asked for; a pending order and a failure
 * are explained; a cancel is quiet. Undefined outside an integration.
 */
export function usePartnerPurchase(): PartnerPurchase | undefined {
  const runtime = useAdlensRuntime();
  const router = useRouter();
  const notify = useNotifications((state) => state.notify);
  const { integration } = runtime.config;

  return useMemo(() => {
    if (integration === 'none') return undefined;
    // The side-menu item of each gated feature: where a purchase leads and what it is called.
    const items = new Map<SideMenuFeature, SideMenuItem>();
    for (const item of sideMenuGroups(integration).flatMap((group) => group.items)) {
      if (item.feature) items.set(item.feature, item);
    }
    const bridge = () => runtime.integration() ?? Promise.reject(new Error('Adlens: no integration is configured'));
    const say = (theme: 'success' | 'info' | 'error', message: string) =>
      notify({ type: PURCHASE_NOTIFICATION, message, options: { theme } });

    /** Buys the product; once bought, renews the session and runs `then`. `what` names it to the user. */
    const run = async (productId: string, what: { done: string; pending: string }, then: () => Promise<void>) => {
      const result = await (await bridge()).sdk.requestInAppPurchase(productId);
      switch (result.status) {
        case 'purchased':
          await runtime.refreshPartnerSession();
          await then();
          say('success', what.done);
          return;
        case 'pending':
          say('info', `Your purchase is being confirmed. ${what.pending}`);
          return;
        case 'cancelled':
          return;
        default:
          result.status satisfies never;
      }
    };
    const failed = (error: unknown) => {
      console.error('Adlens: the partner purchase failed', error);
      say('error', 'The purchase could not be completed. Please try again.');
    };

    return {
      start: (feature, productId) => {
        const item = items.get(feature);
        if (item === undefined) return;
        const what = {
          done: `${item.label} is now part of your plan.`,
          pending: `${item.label} unlocks as soon as it is.`,
        };
        run(productId, what, () => router.navigate({ href: item.href })).catch(failed);
      },
      // A limit page's 'Upgrade package': the page the user is on loads again under the new package
      // (`reload=true`).
      upgradePackage: (productId) => {
        const what = {
          done: 'Your package is upgraded.',
          pending: 'Your new package opens as soon as it is.',
        };
        run(productId, what, () => router.navigate({ href: withReload(router.state.location.href) })).catch(failed);
      },
      // The locked page of an embed: the page the user asked for opens under the new package.
      unlockPage: (productId, href) => {
        const what = { done: 'Your package is upgraded.', pending: 'The page opens as soon as it is.' };
        run(productId, what, () => router.navigate({ href, replace: true })).catch(failed);
      },
    };
  }, [integration, runtime, router, notify]);
}
