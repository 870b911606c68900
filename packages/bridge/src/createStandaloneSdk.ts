import { BridgeError } from './BridgeError.ts';
import type { PageInfo, PartnerSdk } from './PartnerSdk.ts';

/**
 * The PartnerSdk of the standalone app, which has no partner around it. The app can call the SDK
 * unconditionally instead of branching on "am I embedded?":
 * - getAccessToken and requestInAppPurchase reject with NOT_SUPPORTED (standalone users sign in with
 *   a password and buy through their account manager);
 * - requestEmailReports answers `{ state: 'UNSPECIFIED', prompted: false }` — nobody asked, so the
 *   app falls back to its own e-mail notification settings;
 * - showLoginModal, replaceUrl and resizeWindow do nothing (the app owns the address bar and the
 *   whole window);
 * - scrollTo, getPageInfo and openApp act on the app's own window, which *is* the page here.
 */
export function createStandaloneSdk(): PartnerSdk {
  const unsupported = (method: 'getAccessToken' | 'requestInAppPurchase') =>
    Promise.reject(
      new BridgeError('NOT_SUPPORTED', `${method} is only available inside a partner integration.`, { method }),
    );

  return {
    requestEmailReports: async () => ({ state: 'UNSPECIFIED', prompted: false }),
    getAccessToken: () => unsupported('getAccessToken'),
    requestInAppPurchase: () => unsupported('requestInAppPurchase'),
    showLoginModal: async () => undefined,
    replaceUrl: async () => undefined,
    resizeWindow: async () => undefined,
    scrollTo: async ({ top }) => {
      if (typeof window !== 'undefined') window.scrollTo({ top });
    },
    getPageInfo: async (): Promise<PageInfo> => {
      if (typeof window === 'undefined') return { url: '', title: '', scrollTop: 0, viewportHeight: 0, frameTop: 0 };
      return {
        url: window.location.href,
        title: window.document.title,
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        frameTop: 0,
      };
    },
    openApp: async ({ path, newTab }) => {
      if (typeof window === 'undefined') return;
      if (newTab) window.open(path, '_blank', 'noopener');
      else window.location.assign(path);
    },
  };
}
