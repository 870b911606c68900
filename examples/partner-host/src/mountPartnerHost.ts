import { type BridgeHost, createHost } from '@adlens/bridge';
import type { IntegrationProvider } from '@adlens/core';
import { createBridgeLog } from './createBridgeLog.ts';
import { createPartnerHostSdk } from './createPartnerHostSdk.ts';
import type { PartnerSession } from './createPartnerHostSdk.ts';
import { requestPartnerToken } from './requestPartnerToken.ts';

export interface PartnerHostConfig {
  partner: IntegrationProvider;
  partnerName: string;
  userLabel: string;
  productId: string;
  /** Origin of the Adlens embed app; the only origin the bridge answers. */
  embedOrigin: string;
  /** Another embed's origin, used by `?allowlist=wrong` to show what a misconfigured host sees. */
  wrongOrigin: string;
  /** The iframe's accessible name (also what tests find it by). */
  embedTitle: string;
  /** The iframe's height before the embed reports its own. */
  initialHeight: number;
  /**
   * The embed's deep path when the page's `?path=` names none. None (the sales tool): the token names
   * no path and the embed decides from the rest of the token (the selected company).
   */
  defaultPath?: string;
  /** The token request body for the current embed path (null: none) and session. */
  tokenBody(path: string | null, session: PartnerSession): Record<string, unknown>;
  /** The iframe's URL for each load. */
  iframeUrl(path: string | null, getToken: () => Promise<string>): Promise<string>;
  /**
   * Whether the embed's replaceUrl moves the page's `?path=` (default: always). The sales tool's
   * sidebar shows a preview beside the partner's own page, not a page of its own.
   */
  tracksEmbedPath?(): boolean;
  /** The partner session changed (sign-in, purchase, consent): let the page's own controls follow. */
  onSessionChange?(session: PartnerSession): void;
}

/** The mounted host: its partner session, and a way to load the embed again with a fresh token. */
export interface PartnerHost {
  readonly session: PartnerSession;
  /** Drops the embed and its bridge connection and loads it again; the log stays and says why. */
  reload(reason: string): void;
  /**
   * Tells the embed which entities the partner's page now shows (bridge `selectEntities`), and logs
   * it. False when the connected embed does not implement it (then reload it with a fresh token).
   */
  selectEntities(names: string[]): boolean;
}

/** Upper bound for the iframe: a misbehaving embed cannot make the partner page endless. */
const MAX_EMBED_HEIGHT = 20_000;

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`partner-host: #${id} is missing from the page`);
  return found;
}

/** The embed path from the host page's `?path=`: an absolute path inside the embed, else the default. */
function readEmbedPath(value: string | null, fallback: string | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : (fallback ?? null);
}

/**
 * Plays a partner platform on the current page: partner chrome with a signed-in user, the Adlens
 * embed in a cross-origin iframe, the host side of the bridge, and a visible log of its traffic.
 *
 * Page query: `path` (the embed's deep path, kept in sync by replaceUrl), `subscribed=0` (start as
 * an unsubscribed user), `allowlist=wrong` (allow another origin than the embed's, to show the
 * ORIGIN_NOT_ALLOWED report of a misconfigured host).
 */
export function mountPartnerHost(config: PartnerHostConfig): PartnerHost {
  const params = new URLSearchParams(window.location.search);
  let embedPath = readEmbedPath(params.get('path'), config.defaultPath);
  const session: PartnerSession = {
    signedIn: true,
    subscribed: params.get('subscribed') !== '0',
    emailState: 'UNSPECIFIED',
  };
  const misconfigured = params.get('allowlist') === 'wrong';
  const allowedOrigins = [misconfigured ? config.wrongOrigin : config.embedOrigin];

  const log = createBridgeLog(element('bridge-log', HTMLOListElement));
  const accountStatus = element('account-status', HTMLElement);
  const accountButton = element('account-button', HTMLButtonElement);
  const heightOutput = element('embed-height', HTMLOutputElement);
  const allowlistOutput = element('allowed-origins', HTMLOutputElement);
  const slot = element('embed-slot', HTMLElement);
  const controls = element('embed-controls', HTMLFormElement);
  const navigatePath = element('embed-navigate-path', HTMLInputElement);
  const navigateButton = controls.querySelector('button[type="submit"]') as HTMLButtonElement;
  const refreshButton = element('embed-refresh-session', HTMLButtonElement);

  const renderAccount = () => {
    accountStatus.textContent = session.signedIn
      ? `Signed in as ${config.userLabel} · ${session.subscribed ? 'subscribed' : 'not subscribed'}`
      : 'Signed out';
    accountButton.textContent = session.signedIn ? 'Sign out' : 'Sign in';
    config.onSessionChange?.(session);
  };
  accountButton.addEventListener('click', () => {
    // Signing out only affects later token requests, as with a real partner until it reloads.
    session.signedIn = !session.signedIn;
    renderAccount();
    log.info(session.signedIn ? `${config.userLabel} signed in` : `${config.userLabel} signed out`);
  });
  renderAccount();
  allowlistOutput.textContent = allowedOrigins.join(', ');
  if (misconfigured) {
    log.info(`Misconfigured on purpose: this host allows only ${config.wrongOrigin}, not the embed's origin.`);
  }

  const getToken = () => requestPartnerToken(config.partner, config.tokenBody(embedPath, session));

  let host: BridgeHost | null = null;
  let current: HTMLIFrameElement | null = null;

  /** A new iframe, bridge host and first URL (with a freshly signed token where it needs one). */
  const mountEmbed = () => {
    const iframe = document.createElement('iframe');
    iframe.title = config.embedTitle;
    iframe.className = 'embed-frame';
    iframe.allow = 'clipboard-write';
    iframe.style.height = `${config.initialHeight}px`;
    heightOutput.value = String(config.initialHeight);
    // Attached before the bridge starts: createHost needs the iframe's window.
    slot.append(iframe);

    current = iframe;
    host = createHost(
      iframe,
      createPartnerHostSdk({
        partnerName: config.partnerName,
        userLabel: config.userLabel,
        productId: config.productId,
        iframe,
        embedOrigin: config.embedOrigin,
        session,
        onSessionChange: renderAccount,
        getToken,
        setEmbedPath: (path) => {
          if (config.tracksEmbedPath && !config.tracksEmbedPath()) return;
          embedPath = path;
          const query = new URLSearchParams(window.location.search);
          query.set('path', path);
          window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
        },
      }),
      {
        allowedOrigins,
        maxHeight: MAX_EMBED_HEIGHT,
        onTraffic: (event) => log.traffic(event),
        onResize: (height) => {
          heightOutput.value = String(height);
          iframe.dataset.reportedHeight = String(height);
        },
        onError: (error) => log.error(error),
        handshakeTimeout: 30_000,
      },
    );
    for (const event of ['connected', 'reconnected'] as const) {
      host.on(event, (info) =>
        log.info(`✓ Embed ${event} from ${info.origin} (bridge protocol ${info.protocolVersion})`),
      );
    }
    host.on('disconnected', (info) => log.info(`Embed ${info.origin} disconnected`));
    // Host → embed calls, enabled for what the connected embed announced in its handshake.
    const enableControls = () => {
      navigateButton.disabled = !host?.supportsEmbed('navigate');
      refreshButton.disabled = !host?.supportsEmbed('refreshSession');
    };
    for (const event of ['connected', 'reconnected', 'disconnected'] as const) host.on(event, enableControls);

    config.iframeUrl(embedPath, getToken).then(
      (url) => {
        // A reload while the token was being signed has replaced this iframe already.
        if (current !== iframe) return;
        const { origin, pathname } = new URL(url);
        log.info(`Loading ${origin}${pathname}`);
        iframe.src = url;
      },
      (error: unknown) => log.error(error),
    );
  };

  controls.addEventListener('submit', (event) => {
    event.preventDefault();
    const path = navigatePath.value.trim();
    log.info(`Asking the embed to open ${path}`);
    host?.embed.navigate({ path }).then(
      () => log.info(`The embed opened ${path}`),
      (error: unknown) => log.error(error),
    );
  });
  refreshButton.addEventListener('click', () => {
    log.info("Asking the embed to renew its session (the user's entitlements changed)");
    host?.embed.refreshSession().then(
      () => log.info('The embed renewed its session'),
      (error: unknown) => log.error(error),
    );
  });

  mountEmbed();
  return {
    session,
    reload(reason) {
      log.info(`Reloading the embed with a fresh token: ${reason}`);
      host?.destroy();
      current?.remove();
      mountEmbed();
    },
    selectEntities(names) {
      if (!host?.supportsEmbed('selectEntities')) return false;
      log.info(`Telling the embed the page now shows ${names.join(', ')}`);
      host.embed.selectEntities({ names }).then(
        () => log.info(`The embed shows ${names.join(', ')}`),
        (error: unknown) => log.error(error),
      );
      return true;
    },
  };
}
