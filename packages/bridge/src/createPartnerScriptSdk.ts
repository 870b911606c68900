import { BridgeError, toBridgeError } from './BridgeError.ts';
import type { PartnerSdk, PartnerSdkMethod } from './PartnerSdk.ts';
import { parseResult } from './payloads.ts';

/**
 * The global a partner's own SDK script creates. Commands it lacks answer NOT_SUPPORTED; `init`, when
 * present, must resolve before the app renders.
 */
export type PartnerScriptGlobal = Partial<PartnerSdk> & { init?: () => unknown };

export interface PartnerScriptSdkOptions {
  /** URL of the partner's SDK script. */
  src: string;
  /** Name of the global the script defines, e.g. 'AppCenter'. */
  globalName: string;
  /** Give up loading after this many ms (default 15 000). */
  loadTimeoutMs?: number;
  /** Injects the script; defaults to a `<script async>` in `document.head`, once per `src` per page. */
  loadScript?: (src: string) => Promise<void>;
  /** Reads the global; defaults to `globalThis[globalName]`. */
  readGlobal?: () => unknown;
}

export interface PartnerScriptSdk extends PartnerSdk {
  /** Injects the script (once), waits for its global and its `init()`. Safe to call repeatedly. */
  load(): Promise<void>;
  /** True after `load()` has resolved. */
  readonly isLoaded: boolean;
}

const DEFAULT_LOAD_TIMEOUT_MS = 15_000;

/**
 * An adapter over a partner's own SDK script, for partners that ship a script instead of adopting
 * the bridge's host side. The SDK loads once, and asking for a token
 * (or anything else) before it has loaded is an error — SDK_NOT_LOADED — rather than a silent wait.
 */
export function createPartnerScriptSdk(options: PartnerScriptSdkOptions): PartnerScriptSdk {
  const loadScript = options.loadScript ?? ((src: string) => injectScript(src));
  const readGlobal = options.readGlobal ?? (() => (globalThis as Record<string, unknown>)[options.globalName]);
  const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
  let sdkGlobal: PartnerScriptGlobal | undefined;
  let loading: Promise<void> | undefined;

  const load = (): Promise<void> => {
    loading ??= withTimeout(loadAndInit(), loadTimeoutMs, options.src).catch((error: unknown) => {
      loading = undefined; // a failed load may be retried (e.g. after a network blip)
      throw error;
    });
    return loading;
  };

  async function loadAndInit(): Promise<void> {
    // A page that already has the global (script in the HTML) must not get a second copy.
    if (!isObject(readGlobal())) {
      try {
        await loadScript(options.src);
      } catch {
        throw new BridgeError('SDK_NOT_LOADED', `The partner SDK script ${options.src} failed to load.`);
      }
    }
    const found = readGlobal();
    if (!isObject(found)) {
      throw new BridgeError(
        'SDK_NOT_LOADED',
        `The partner SDK script loaded but did not define ${options.globalName}.`,
      );
    }
    try {
      await found.init?.();
    } catch (error) {
      const cause = toBridgeError(error);
      throw new BridgeError('SDK_NOT_LOADED', `The partner SDK failed to initialise: ${cause.message}`);
    }
    sdkGlobal = found;
  }

  async function invoke(method: PartnerSdkMethod, args: readonly unknown[]): Promise<unknown> {
    if (!sdkGlobal) {
      throw new BridgeError('SDK_NOT_LOADED', `${method} was called before the partner SDK finished loading.`, {
        method,
      });
    }
    const fn: unknown = sdkGlobal[method];
    if (typeof fn !== 'function') {
      throw new BridgeError('NOT_SUPPORTED', `The partner SDK has no ${method} command.`, { method });
    }
    try {
      return await Reflect.apply(fn as (...a: unknown[]) => unknown, sdkGlobal, [...args]);
    } catch (error) {
      throw toBridgeError(error, { method });
    }
  }

  // Results of the partner's own script are typed by its contract (PartnerScriptGlobal); only the
  // token is checked, because an empty token would fail much later as a confusing 401.
  return {
    load,
    get isLoaded() {
      return sdkGlobal !== undefined;
    },
    requestEmailReports: () => invoke('requestEmailReports', []) as ReturnType<PartnerSdk['requestEmailReports']>,
    getAccessToken: async () => parseResult('getAccessToken', await invoke('getAccessToken', [])),
    requestInAppPurchase: (productId) =>
      invoke('requestInAppPurchase', productId === undefined ? [] : [productId]) as ReturnType<
        PartnerSdk['requestInAppPurchase']
      >,
    showLoginModal: async () => void (await invoke('showLoginModal', [])),
    replaceUrl: async (url) => void (await invoke('replaceUrl', [url])),
    scrollTo: async (payload) => void (await invoke('scrollTo', [payload])),
    resizeWindow: async (payload) => void (await invoke('resizeWindow', [payload])),
    getPageInfo: () => invoke('getPageInfo', []) as ReturnType<PartnerSdk['getPageInfo']>,
    openApp: async (payload) => void (await invoke('openApp', [payload])),
  };
}

function isObject(value: unknown): value is PartnerScriptGlobal {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

function withTimeout(promise: Promise<void>, ms: number, src: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BridgeError('SDK_NOT_LOADED', `The partner SDK script ${src} did not load within ${ms} ms.`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One injection per script URL per page, shared by every adapter (the scripts are injected dynamically). */
const injected = new Map<string, Promise<void>>();

/** The minimum of `Document` the injector needs; a parameter so it can be tested without a DOM. */
export type ScriptHost = Pick<Document, 'createElement' | 'head'>;

export function injectScript(src: string, doc: ScriptHost = document): Promise<void> {
  const existing = injected.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.adlensPartnerSdk = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // Forget the failed element so a retry injects a fresh one.
        script.remove();
        injected.delete(src);
        reject(new Error(`Failed to load ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  injected.set(src, promise);
  return promise;
}
