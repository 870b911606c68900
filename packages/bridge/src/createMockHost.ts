import { BridgeError } from './BridgeError.ts';
import type { EmailReportsResult, PageInfo, PartnerSdk, PartnerSdkMethod, PurchaseResult } from './PartnerSdk.ts';

export interface MockHostOptions {
  /** The token getAccessToken answers; a function is called per request; `null` means signed out. */
  token?: string | null | (() => string | Promise<string>);
  emailReports?: EmailReportsResult;
  purchase?: PurchaseResult;
  pageInfo?: Partial<PageInfo>;
  /** Replace any command outright (e.g. to make it reject). */
  overrides?: Partial<PartnerSdk>;
}

export interface MockHostCall {
  method: PartnerSdkMethod;
  args: readonly unknown[];
}

export interface MockHost {
  /** Hand this to code under test wherever it expects a PartnerSdk. */
  readonly sdk: PartnerSdk;
  /** Every call so far, in order. */
  readonly calls: readonly MockHostCall[];
  /** The argument lists of every call to one command. */
  callsTo(method: PartnerSdkMethod): readonly (readonly unknown[])[];
  /** Forgets recorded calls. */
  reset(): void;
}

/**
 * An in-memory PartnerSdk that records its calls, for unit tests and Storybook: no iframe, no
 * penpal. Defaults describe a signed-in, subscribed partner user on a 900 px viewport.
 */
export function createMockHost(options: MockHostOptions = {}): MockHost {
  const calls: MockHostCall[] = [];
  const record = (method: PartnerSdkMethod, args: readonly unknown[]) => calls.push({ method, args });
  const token = options.token === undefined ? 'mock-partner-token' : options.token;

  const defaults: PartnerSdk = {
    requestEmailReports: async () => options.emailReports ?? { state: 'SUBSCRIBED', prompted: true },
    getAccessToken: async () => {
      if (token === null) {
        throw new BridgeError('NOT_AUTHENTICATED', 'The mock partner user is signed out.', {
          method: 'getAccessToken',
        });
      }
      return typeof token === 'function' ? token() : token;
    },
    requestInAppPurchase: async (productId) =>
      options.purchase ?? (productId === undefined ? { status: 'purchased' } : { status: 'purchased', productId }),
    showLoginModal: async () => undefined,
    replaceUrl: async () => undefined,
    scrollTo: async () => undefined,
    resizeWindow: async () => undefined,
    getPageInfo: async () => ({
      url: 'https://partner.example/app',
      title: 'Partner app',
      scrollTop: 0,
      viewportHeight: 900,
      frameTop: 0,
      ...options.pageInfo,
    }),
    openApp: async () => undefined,
  };
  const impl: PartnerSdk = { ...defaults, ...options.overrides };

  const sdk: PartnerSdk = {
    requestEmailReports: () => (record('requestEmailReports', []), impl.requestEmailReports()),
    getAccessToken: () => (record('getAccessToken', []), impl.getAccessToken()),
    requestInAppPurchase: (productId) => (
      record('requestInAppPurchase', [productId]),
      impl.requestInAppPurchase(productId)
    ),
    showLoginModal: () => (record('showLoginModal', []), impl.showLoginModal()),
    replaceUrl: (url) => (record('replaceUrl', [url]), impl.replaceUrl(url)),
    scrollTo: (payload) => (record('scrollTo', [payload]), impl.scrollTo(payload)),
    resizeWindow: (payload) => (record('resizeWindow', [payload]), impl.resizeWindow(payload)),
    getPageInfo: () => (record('getPageInfo', []), impl.getPageInfo()),
    openApp: (payload) => (record('openApp', [payload]), impl.openApp(payload)),
  };

  return {
    sdk,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
    reset: () => {
      calls.length = 0;
    },
  };
}
