import type { PartnerSdk, PartnerSdkMethod } from '@adlens/bridge';
import type { StartIntegrationOptions } from '../integration/index.ts';

/**
 * The part of the bridge integration (`../integration`, spec access-shell-plans §2.1, §4 Integration)
 * the runtime relies on. Structural, so the boot logic can be tested with a fake; the bridge code
 * itself is loaded only by the embeds (dynamic import), never by the standalone app.
 */
export interface AppIntegrationSession {
  /**
   * The partner SDK: the app keeps the host's address bar in sync (`replaceUrl`), offers purchases
   * (`requestInAppPurchase`), asks e-mail consent (`requestEmailReports`), opens partner pages
   * (`openApp`) and places its overlays where the user is looking (`getPageInfo`, `scrollTo`).
   */
  readonly sdk: Pick<
    PartnerSdk,
    'replaceUrl' | 'requestInAppPurchase' | 'requestEmailReports' | 'openApp' | 'getPageInfo' | 'scrollTo'
  >;
  /**
   * Runs `use` with a partner token, again with a fresh one when the API refuses it (401), and once
   * more after the host's login modal when the partner session is gone. `fresh` skips a kept token
   * (entitlements changed, e.g. after a purchase).
   */
  withPartnerToken<T>(use: (token: string) => Promise<T>, options?: { fresh?: boolean }): Promise<T>;
  /**
   * Whether the partner host implements a command (bridge capabilities), e.g. requestInAppPurchase.
   * Optional so test fakes of the session need not implement it; the real session always does.
   */
  supports?(method: PartnerSdkMethod): boolean;
  startAutoResize(element: HTMLElement): () => void;
  destroy(): void;
}

export type { StartIntegrationOptions };

export type StartIntegration = (options: StartIntegrationOptions) => Promise<AppIntegrationSession>;
