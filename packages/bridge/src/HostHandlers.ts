import type {
  EmailReportsResult,
  OpenAppPayload,
  PageInfo,
  PurchaseResult,
  ResizeWindowPayload,
  ScrollToPayload,
} from './PartnerSdk.ts';

/** Given to every host handler, after the command's own arguments. */
export interface HostCallContext {
  /**
   * Aborted when the embed that made the call goes away (reload, navigation, its own destroy) or the
   * host is destroyed: close the purchase popup or login dialog you opened for it. Whatever the
   * handler returns afterwards is dropped.
   */
  signal: AbortSignal;
  /** The exact origin of the embed that made the call. */
  origin: string;
}

/**
 * What a host implements: any subset of the nine commands. The bridge announces exactly the ones
 * given (plus `resizeWindow`, which it handles itself by sizing the iframe), so an embed can ask
 * `supports(method)` and gets NOT_SUPPORTED at once for the others. Throw a `BridgeError` to send a
 * specific code (AUTH_EXPIRED for a signed-out user, USER_CANCELLED for a dismissed dialog you report
 * as an error); anything else reaches the embed as METHOD_FAILED.
 */
export interface HostHandlers {
  requestEmailReports?(context: HostCallContext): Promise<EmailReportsResult> | EmailReportsResult;
  getAccessToken?(context: HostCallContext): Promise<string> | string;
  requestInAppPurchase?(
    productId: string | undefined,
    context: HostCallContext,
  ): Promise<PurchaseResult> | PurchaseResult;
  showLoginModal?(context: HostCallContext): Promise<void> | void;
  replaceUrl?(url: string, context: HostCallContext): Promise<void> | void;
  scrollTo?(payload: ScrollToPayload, context: HostCallContext): Promise<void> | void;
  /** Optional: the bridge already sets the iframe's height (see `sizeIframe`); implement it to react to it. */
  resizeWindow?(payload: ResizeWindowPayload, context: HostCallContext): Promise<void> | void;
  getPageInfo?(context: HostCallContext): Promise<PageInfo> | PageInfo;
  openApp?(payload: OpenAppPayload, context: HostCallContext): Promise<void> | void;
}
