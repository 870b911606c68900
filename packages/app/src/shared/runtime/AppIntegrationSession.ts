import type { WithPartnerToken } from '@adlens/api-client';
import type { PartnerSdk, PartnerSdkMethod } from '@adlens/bridge';
import type { StartIntegrationOptions } from '../integration/index.ts';

/**
 * The part of the bridge integration (`../integration`: the partner's SDK, its tokens, auto-resize)
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
  /** Partner tokens under the renewal policy (see `WithPartnerToken`). */
  readonly withPartnerToken: WithPartnerToken;
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
