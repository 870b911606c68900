/**
 * The fixture's embed page: the embed side of the bridge (connectToHost + startAutoResize), with
 * test hooks on `window.bridgeEmbed`. `?mode=100vh` puts a header above a 100vh main, so the content
 * is always taller than its iframe: the classic auto-resize growth loop.
 */
import { PARTNER_SDK_METHODS, connectToHost, isBridgeError, startAutoResize } from '@adlens/bridge';
import type { HostConnection, PartnerSdk } from '@adlens/bridge';

declare const FIXTURE_ORIGINS: { host: string; embed: string };

const params = new URLSearchParams(location.search);
const content = document.createElement('div');
content.id = 'content';
if (params.get('mode') === '100vh') {
  // A header above a 100vh main: the content is always 40 px taller than the iframe.
  content.innerHTML = '<header style="height:40px">Embedded report</header><main style="height:100vh"></main>';
} else {
  content.style.height = `${params.get('height') ?? '900'}px`;
  content.textContent = 'Embedded report';
}
document.body.append(content);

const state = { events: [] as string[], navigations: [] as string[], refreshes: 0 };
const outcome = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: isBridgeError(error) ? error.code : String(error) }),
  );

const connecting = connectToHost({
  allowedOrigins: [params.get('hostOrigin') ?? FIXTURE_ORIGINS.host],
  handlers: {
    navigate: ({ path }) => {
      state.navigations.push(path);
      // A route change that never finishes, so the host has a call in flight across a reload.
      return path === '/hang' ? new Promise<void>(() => undefined) : undefined;
    },
    refreshSession: () => void (state.refreshes += 1),
  },
});
let connection: HostConnection | undefined;
const ready = connecting.then(
  (connected) => {
    connection = connected;
    for (const event of ['reconnected', 'disconnected'] as const) connected.on(event, () => state.events.push(event));
    startAutoResize({ element: content, sdk: connected.sdk, minHeight: 400 });
    return { ok: true };
  },
  (error: unknown) => ({ error: isBridgeError(error) ? error.code : String(error) }),
);

const sdk = () => connection?.sdk as PartnerSdk;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

Object.assign(window, {
  bridgeEmbed: {
    state,
    ready: () => ready,
    capabilities: () => connection?.capabilities,
    /** Every command once, with its result or error code. */
    runAll: async () => {
      const args: Record<string, unknown[]> = {
        requestInAppPurchase: ['pro'],
        replaceUrl: ['/reports/7?period=LAST_30_DAYS'],
        scrollTo: [{ top: 120 }],
        resizeWindow: [{ height: 777 }],
        openApp: [{ path: '/full-report', newTab: true }],
      };
      const results: Record<string, unknown> = {};
      for (const method of PARTNER_SDK_METHODS) {
        results[method] = await outcome(
          (sdk()[method] as (...a: unknown[]) => Promise<unknown>)(...(args[method] ?? [])),
        );
      }
      return results;
    },
    /** Starts a call that stays in flight; its outcome is kept on `window.lastCall`. */
    startCall: (method: keyof PartnerSdk, ...args: unknown[]) => {
      (window as unknown as { lastCall: Promise<unknown> }).lastCall = outcome(
        (sdk()[method] as (...a: unknown[]) => Promise<unknown>)(...args),
      );
      return true;
    },
    lastCall: () => (window as unknown as { lastCall: Promise<unknown> }).lastCall,
    /** Posts `count` malformed and forged messages to the host from this (allowed) frame. */
    spam: (count: number) => {
      const junk: unknown[] = [
        null,
        'SYN',
        42,
        { namespace: 'penpal' },
        {
          namespace: 'penpal',
          channel: 'adlens-bridge',
          type: 'CALL',
          id: 'x',
          methodPath: ['openApp'],
          args: [{ path: '/forged' }],
        },
        { namespace: 'penpal', channel: 'adlens-bridge', type: 'REPLY', callId: 'y', value: 1 },
        { namespace: 'penpal', channel: 'adlens-bridge', type: 'ACK2' },
        { namespace: 'penpal', channel: 'adlens-bridge', type: 'DESTROY' },
        { adlensBridgeError: 1, code: 'NOT_CONNECTED' },
      ];
      for (let i = 0; i < count; i++)
        parent.postMessage(junk[i % junk.length], params.get('hostOrigin') ?? FIXTURE_ORIGINS.host);
      return true;
    },
    /** Median round trip of `n` bridge calls and of `n` raw postMessage ping/pongs, in ms. */
    latency: async (n: number) => {
      const hostOrigin = params.get('hostOrigin') ?? FIXTURE_ORIGINS.host;
      const raw: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        await new Promise<void>((resolve) => {
          const onPong = (event: MessageEvent) => {
            if ((event.data as { rawPong?: number } | null)?.rawPong !== i) return;
            removeEventListener('message', onPong);
            resolve();
          };
          addEventListener('message', onPong);
          parent.postMessage({ rawPing: i }, hostOrigin);
        });
        raw.push(performance.now() - started);
      }
      const bridge: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        await sdk().getAccessToken();
        bridge.push(performance.now() - started);
      }
      return { n, rawMedianMs: median(raw), bridgeMedianMs: median(bridge) };
    },
  },
});
