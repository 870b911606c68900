/**
 * The partner SDK commands as one typed interface. Every implementation —
 * the penpal connection to a host, the adapter over a partner's own script, the standalone no-op and
 * the mock host — satisfies it, so the app never cares which one it talks to.
 *
 * Payloads are plain structured-cloneable data: they cross a postMessage boundary.
 */

/**
 * The user's consent state for e-mail reports. Mirrors the SEO suite token's
 * `email_subscription.state` claim.
 */
export type EmailSubscriptionState = 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'DECLINED' | 'CLOSED' | 'UNSPECIFIED';

export interface EmailReportsResult {
  /** The subscription state after the call. */
  state: EmailSubscriptionState;
  /**
   * Whether the host actually showed its consent prompt. `false` means the host decided not to ask
   * (already subscribed, asked too recently, or the user unsubscribed — then the app should point the
   * user to settings with its 'Allow email notifications' dialog).
   */
  prompted: boolean;
}

/**
 * `purchased`: entitlements changed; fetch a fresh token (entitlements travel in the token).
 * `pending`: the host accepted the order but has not confirmed it yet (e.g. invoice); refetch later.
 * `cancelled`: the user closed the purchase popup.
 */
export type PurchaseStatus = 'purchased' | 'pending' | 'cancelled';

export interface PurchaseResult {
  status: PurchaseStatus;
  /** The product the host sold, when it knows it. */
  productId?: string;
}

export interface PageInfo {
  /** The host page's own URL (what the user sees in the address bar). */
  url: string;
  /** The host page's document title. */
  title: string;
  /** How far the host page is scrolled, in CSS px. */
  scrollTop: number;
  /** Height of the host's viewport, in CSS px. */
  viewportHeight: number;
  /**
   * Distance from the top of the host document to the top of the iframe, in CSS px. Lets the embed
   * work out which part of itself is visible (e.g. to centre a dialog). Hosts should provide it.
   */
  frameTop?: number;
}

export interface ScrollToPayload {
  /** Offset in the embed's own coordinates (px from the top of the iframe's content). */
  top: number;
}

export interface ResizeWindowPayload {
  /** The content height the embed wants its iframe to have, in whole CSS px. */
  height: number;
}

export interface OpenAppPayload {
  /** A path inside the partner's app (e.g. the full report matching a preview). */
  path: string;
  /** Open in a new browser tab instead of navigating the host page. */
  newTab?: boolean;
}

export interface PartnerSdk {
  /** Asks the user's consent for e-mail reports (the host decides whether to prompt). */
  requestEmailReports(): Promise<EmailReportsResult>;
  /** A fresh partner JWT (lives ~5 minutes); call before API requests, never cache it for long. */
  getAccessToken(): Promise<string>;
  /** Opens the host's purchase popup, optionally for one product. */
  requestInAppPurchase(productId?: string): Promise<PurchaseResult>;
  /** Opens the host's login popup; resolves when it closes (the host returns to the same URL). */
  showLoginModal(): Promise<void>;
  /** Keeps the host's address bar in sync with the embed's route (path + search of the embed). */
  replaceUrl(url: string): Promise<void>;
  /** Scrolls the host page so that `top` (embed coordinates) is at the top of the viewport. */
  scrollTo(options: ScrollToPayload): Promise<void>;
  /** Asks the host to make the iframe `height` px tall. */
  resizeWindow(options: ResizeWindowPayload): Promise<void>;
  /** Describes the host page (URL, title, scroll position, viewport). */
  getPageInfo(): Promise<PageInfo>;
  /** Opens a page of the partner's app, in place or in a new tab. */
  openApp(options: OpenAppPayload): Promise<void>;
}

export type PartnerSdkMethod = keyof PartnerSdk;

/** Interactive commands wait for a human; the others should answer in well under a second. */
const INTERACTIVE_CALL_TIMEOUT_MS = 10 * 60_000;
const QUICK_CALL_TIMEOUT_MS = 10_000;

/**
 * Per-call timeouts on the embed side. Every call has one because penpal leaves calls on a dropped
 * MessagePort pending forever (penpal 7 has no timeout by default). A `Record` over every method, so adding a
 * command without a timeout fails to compile.
 */
export const DEFAULT_CALL_TIMEOUTS: Readonly<Record<PartnerSdkMethod, number>> = {
  requestEmailReports: INTERACTIVE_CALL_TIMEOUT_MS,
  getAccessToken: QUICK_CALL_TIMEOUT_MS,
  requestInAppPurchase: INTERACTIVE_CALL_TIMEOUT_MS,
  showLoginModal: INTERACTIVE_CALL_TIMEOUT_MS,
  replaceUrl: QUICK_CALL_TIMEOUT_MS,
  scrollTo: QUICK_CALL_TIMEOUT_MS,
  resizeWindow: QUICK_CALL_TIMEOUT_MS,
  getPageInfo: QUICK_CALL_TIMEOUT_MS,
  openApp: QUICK_CALL_TIMEOUT_MS,
};

/** The nine command names, in the protocol's order (docs/product/bridge-protocol.md). */
export const PARTNER_SDK_METHODS = Object.keys(DEFAULT_CALL_TIMEOUTS) as readonly PartnerSdkMethod[];

export function isPartnerSdkMethod(value: unknown): value is PartnerSdkMethod {
  return typeof value === 'string' && Object.hasOwn(DEFAULT_CALL_TIMEOUTS, value);
}
