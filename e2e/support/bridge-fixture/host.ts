/**
 * The fixture's host page: the host side of the bridge with all nine commands, recording what it
 * sees on `window.bridgeHost` for the Playwright spec and the latency bench.
 */
import { createHost, isBridgeError } from '@adlens/bridge';
import type { BridgeHost, HostHandlers } from '@adlens/bridge';

declare const FIXTURE_ORIGINS: { host: string; embed: string };

const params = new URLSearchParams(location.search);
const embedOrigin = params.get('embedOrigin') ?? FIXTURE_ORIGINS.embed;
const iframe = document.createElement('iframe');
iframe.title = 'Embed';
iframe.style.cssText = 'width:800px;height:150px;border:0;display:block';
iframe.src = `${embedOrigin}/embed.html${params.get('embedQuery') ?? ''}`;
document.body.append(iframe);

const state = {
  events: [] as string[],
  calls: [] as string[],
  aborted: [] as string[],
  heights: [] as number[],
  errors: [] as string[],
};

const handlers: HostHandlers = {
  getAccessToken: () => 'eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTl9.sig',
  requestEmailReports: () => ({ state: 'SUBSCRIBED', prompted: true }),
  requestInAppPurchase: (productId, { signal }) => {
    state.calls.push(`requestInAppPurchase:${productId ?? ''}`);
    if (productId !== 'hang') return { status: 'purchased', productId };
    // A purchase popup the user has not finished: closes when the embed goes away.
    return new Promise((_, reject) =>
      signal.addEventListener('abort', () => {
        state.aborted.push('requestInAppPurchase');
        reject(new Error('popup closed'));
      }),
    );
  },
  showLoginModal: () => void state.calls.push('showLoginModal'),
  replaceUrl: (url) => void state.calls.push(`replaceUrl:${url}`),
  scrollTo: ({ top }) => void state.calls.push(`scrollTo:${top}`),
  getPageInfo: () => ({
    url: location.href,
    title: document.title,
    scrollTop: scrollY,
    viewportHeight: innerHeight,
    frameTop: iframe.offsetTop,
  }),
  openApp: ({ path, newTab }) => void state.calls.push(`openApp:${path}:${String(newTab)}`),
};

function start(): BridgeHost {
  const host = createHost(iframe, handlers, {
    allowedOrigins: [embedOrigin],
    onResize: (height) => state.heights.push(height),
    onError: (error) => state.errors.push(error.code),
  });
  for (const event of ['connected', 'reconnected', 'disconnected'] as const) {
    host.on(event, () => state.events.push(event));
  }
  return host;
}

let host = start();

// The raw postMessage echo the latency bench compares the bridge with.
addEventListener('message', (event) => {
  const data = event.data as { rawPing?: number } | null;
  if (event.origin === embedOrigin && typeof data?.rawPing === 'number') {
    (event.source as Window).postMessage({ rawPong: data.rawPing }, event.origin);
  }
});

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (isBridgeError(error) ? error.code : String(error)),
  );

Object.assign(window, {
  bridgeHost: {
    state,
    ready: () => host.ready.then(() => true),
    /** Starts a host→embed navigation and returns a handle to its outcome. */
    navigate: (path: string) => {
      const result = outcome(host.embed.navigate({ path }));
      (window as unknown as { lastNavigation: Promise<string> }).lastNavigation = result;
      return true;
    },
    lastNavigation: () => (window as unknown as { lastNavigation: Promise<string> }).lastNavigation,
    /** The host re-creates its side (an SPA remounting the partner page). */
    recreate: () => {
      host.destroy();
      host = start();
      return true;
    },
    iframeHeight: () => iframe.getBoundingClientRect().height,
  },
});
