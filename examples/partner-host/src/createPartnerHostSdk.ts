import { BridgeError } from '@adlens/bridge';
import type { EmailSubscriptionState, HostHandlers, PageInfo, PurchaseResult } from '@adlens/bridge';
import { showChoiceDialog } from './showChoiceDialog.ts';

/** What the fake partner platform knows about its signed-in user. */
export interface PartnerSession {
  signedIn: boolean;
  /** Sales tool: has a subscription. SEO suite: the Adlens product is active. */
  subscribed: boolean;
  emailState: EmailSubscriptionState;
  /** Products bought in this session (SEO suite: they join the token's `active_products`). */
  purchased?: string[];
  /** When the e-mail consent prompt was last shown (ms since the epoch). */
  emailPromptedAt?: number;
}

export interface PartnerHostSdkContext {
  partnerName: string;
  userLabel: string;
  productId: string;
  iframe: HTMLIFrameElement;
  embedOrigin: string;
  session: PartnerSession;
  /** The session changed (sign-in, purchase, consent): re-render the partner chrome. */
  onSessionChange(): void;
  /** A fresh token for the current path and session. */
  getToken(): Promise<string>;
  /** The embed's current path (kept in the host's `?path=`). */
  setEmbedPath(path: string): void;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The partner's rules (docs/product/embeds.md): ask only when the state is unspecified; re-ask at most weekly after the
 * user closed the prompt and monthly after they declined; never when (un)subscribed.
 */
function shouldPromptForEmail(session: PartnerSession, now: number): boolean {
  const since = now - (session.emailPromptedAt ?? 0);
  switch (session.emailState) {
    case 'UNSPECIFIED':
      return true;
    case 'CLOSED':
      return since >= WEEK_MS;
    case 'DECLINED':
      return since >= MONTH_MS;
    case 'SUBSCRIBED':
    case 'UNSUBSCRIBED':
      return false;
    default:
      return exhaustive(session.emailState);
  }
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled value ${String(value)}`);
}

/** The partner platform's side of the nine SDK commands (resizeWindow is done by the bridge). */
export function createPartnerHostSdk(context: PartnerHostSdkContext): HostHandlers {
  const { session } = context;
  const frameTop = () => context.iframe.getBoundingClientRect().top + window.scrollY;

  return {
    async getAccessToken() {
      if (!session.signedIn) {
        // Like the real partner's 403 for a signed-out user.
        throw new BridgeError('AUTH_EXPIRED', `No ${context.partnerName} user is signed in.`);
      }
      return context.getToken();
    },

    async showLoginModal() {
      const choice = await showChoiceDialog({
        title: `Sign in to ${context.partnerName}`,
        message: `Continue as ${context.userLabel}? (Demo sign-in: no password needed.)`,
        choices: [
          { value: 'sign-in', label: 'Sign in', primary: true },
          { value: 'cancel', label: 'Cancel' },
        ],
        dismissValue: 'cancel',
      });
      if (choice === 'sign-in') {
        session.signedIn = true;
        context.onSessionChange();
      }
    },

    async requestInAppPurchase(productId): Promise<PurchaseResult> {
      const product = productId ?? context.productId;
      const choice = await showChoiceDialog({
        title: `Upgrade ${context.partnerName}`,
        message: `Buy ${product} for your team? (Demo purchase: nothing is charged.)`,
        choices: [
          { value: 'buy', label: 'Buy now', primary: true },
          { value: 'cancel', label: 'Not now' },
        ],
        dismissValue: 'cancel',
      });
      if (choice !== 'buy') return { status: 'cancelled' };
      session.purchased = [...new Set([...(session.purchased ?? []), product])];
      session.subscribed = true;
      context.onSessionChange();
      // The embed refetches its token; the new one carries the entitlement.
      return { status: 'purchased', productId: product };
    },

    async requestEmailReports() {
      const now = Date.now();
      if (!shouldPromptForEmail(session, now)) return { state: session.emailState, prompted: false };
      const choice = await showChoiceDialog({
        title: 'Weekly e-mail reports',
        message: 'Get a weekly summary of your Adlens reports by e-mail?',
        choices: [
          { value: 'SUBSCRIBED', label: 'Yes, send them', primary: true },
          { value: 'DECLINED', label: 'No, thanks' },
        ],
        dismissValue: 'CLOSED',
      });
      session.emailState = choice;
      session.emailPromptedAt = now;
      context.onSessionChange();
      return { state: choice, prompted: true };
    },

    async replaceUrl(url) {
      const target = new URL(url, context.embedOrigin);
      if (target.origin !== context.embedOrigin) {
        throw new BridgeError('INVALID_ARGUMENT', 'replaceUrl takes a path inside the embed.', {
          method: 'replaceUrl',
        });
      }
      // A token must never land in the partner's address bar (or its history and referrers).
      target.searchParams.delete('jwt');
      context.setEmbedPath(`${target.pathname}${target.search}${target.hash}`);
    },

    async scrollTo({ top }) {
      window.scrollTo({ top: frameTop() + top, behavior: 'smooth' });
    },

    async getPageInfo(): Promise<PageInfo> {
      return {
        url: window.location.href,
        title: document.title,
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        frameTop: frameTop(),
      };
    },

    async openApp({ path, newTab }) {
      // The partner app's page for `path` is this host page showing that embed path.
      const target = `${window.location.pathname}?path=${encodeURIComponent(path)}`;
      if (newTab) window.open(target, '_blank', 'noopener');
      else window.location.assign(target);
    },
  };
}
