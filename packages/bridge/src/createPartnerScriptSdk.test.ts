import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBridgeError } from './BridgeError.ts';
import type { BridgeErrorCode } from './BridgeError.ts';
import { createPartnerScriptSdk, injectScript } from './createPartnerScriptSdk.ts';
import type { PartnerScriptGlobal } from './createPartnerScriptSdk.ts';
import type { ScriptHost } from './createPartnerScriptSdk.ts';

async function codeOf(promise: Promise<unknown>): Promise<BridgeErrorCode | 'resolved' | 'not a BridgeError'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return isBridgeError(error) ? error.code : 'not a BridgeError';
  }
}

/** A partner script whose load the test controls, defining `fakeGlobal` when it "runs". */
function fakePartner(fakeGlobal: PartnerScriptGlobal | undefined) {
  let current: unknown;
  let finishLoading: () => void = () => undefined;
  const loadScript = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishLoading = () => {
          current = fakeGlobal;
          resolve();
        };
      }),
  );
  return { loadScript, readGlobal: () => current, finishLoading: () => finishLoading() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createPartnerScriptSdk', () => {
  it('rejects a token request before the script has loaded with SDK_NOT_LOADED', async () => {
    const partner = fakePartner({ getAccessToken: async () => 'jwt' });
    const sdk = createPartnerScriptSdk({ src: 'https://partner.test/sdk.js', globalName: 'Partner', ...partner });

    expect(await codeOf(sdk.getAccessToken())).toBe('SDK_NOT_LOADED');
    const loading = sdk.load();
    expect(await codeOf(sdk.getAccessToken())).toBe('SDK_NOT_LOADED'); // still loading
    partner.finishLoading();
    await loading;

    expect(sdk.isLoaded).toBe(true);
    await expect(sdk.getAccessToken()).resolves.toBe('jwt');
  });

  it('injects the script once however often load() is called', async () => {
    const partner = fakePartner({});
    const sdk = createPartnerScriptSdk({ src: 'https://partner.test/sdk.js', globalName: 'Partner', ...partner });

    const first = sdk.load();
    const second = sdk.load();
    partner.finishLoading();
    await Promise.all([first, second, sdk.load()]);
    expect(partner.loadScript).toHaveBeenCalledTimes(1);
  });

  it('waits for init() and does not inject when the global already exists', async () => {
    const order: string[] = [];
    const existing: PartnerScriptGlobal = {
      init: async () => void order.push('init'),
      getAccessToken: async () => 'jwt',
    };
    const loadScript = vi.fn(async () => undefined);
    const sdk = createPartnerScriptSdk({ src: 'x.js', globalName: 'Partner', loadScript, readGlobal: () => existing });

    await sdk.load();
    order.push('loaded');
    expect(order).toEqual(['init', 'loaded']);
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('delegates to the global with its arguments and `this`', async () => {
    const partnerGlobal = {
      calls: [] as unknown[],
      async requestInAppPurchase(this: { calls: unknown[] }, productId?: string) {
        this.calls.push(productId);
        return { status: 'purchased' as const, productId };
      },
    };
    const sdk = createPartnerScriptSdk({
      src: 'x.js',
      globalName: 'Partner',
      loadScript: async () => undefined,
      readGlobal: () => partnerGlobal,
    });
    await sdk.load();

    await expect(sdk.requestInAppPurchase('seo-pro')).resolves.toEqual({ status: 'purchased', productId: 'seo-pro' });
    expect(partnerGlobal.calls).toEqual(['seo-pro']);
  });

  it('answers NOT_SUPPORTED for a command the partner script lacks and METHOD_FAILED when one throws', async () => {
    const sdk = createPartnerScriptSdk({
      src: 'x.js',
      globalName: 'Partner',
      loadScript: async () => undefined,
      readGlobal: () => ({ showLoginModal: () => Promise.reject(new Error('popup blocked')) }),
    });
    await sdk.load();

    expect(await codeOf(sdk.openApp({ path: '/' }))).toBe('NOT_SUPPORTED');
    expect(await codeOf(sdk.showLoginModal())).toBe('METHOD_FAILED');
  });

  it('reports a script that fails, defines nothing or never finishes as SDK_NOT_LOADED, and allows a retry', async () => {
    let attempts = 0;
    const flaky = createPartnerScriptSdk({
      src: 'x.js',
      globalName: 'Partner',
      loadScript: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network');
      },
      readGlobal: () => (attempts > 1 ? {} : undefined),
    });
    expect(await codeOf(flaky.load())).toBe('SDK_NOT_LOADED');
    await flaky.load();
    expect(attempts).toBe(2);

    const empty = createPartnerScriptSdk({
      src: 'x.js',
      globalName: 'Nope',
      loadScript: async () => undefined,
      readGlobal: () => undefined,
    });
    expect(await codeOf(empty.load())).toBe('SDK_NOT_LOADED');

    vi.useFakeTimers();
    const stuck = createPartnerScriptSdk({
      src: 'x.js',
      globalName: 'Partner',
      loadTimeoutMs: 1000,
      loadScript: () => new Promise<void>(() => undefined),
      readGlobal: () => undefined,
    });
    const result = codeOf(stuck.load());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe('SDK_NOT_LOADED');
  });

  it('refuses an empty token from the partner script', async () => {
    const sdk = createPartnerScriptSdk({
      src: 'x.js',
      globalName: 'Partner',
      loadScript: async () => undefined,
      readGlobal: () => ({ getAccessToken: async () => '' }),
    });
    await sdk.load();

    expect(await codeOf(sdk.getAccessToken())).toBe('METHOD_FAILED');
  });
});

describe('injectScript', () => {
  /** Just enough of a Document: scripts are recorded and "load" when the test says so. */
  function fakeDocument() {
    const scripts: {
      src: string;
      async: boolean;
      dataset: Record<string, string>;
      fire(type: string): void;
      removed: boolean;
    }[] = [];
    const doc = {
      head: {
        append: (script: (typeof scripts)[number]) => void scripts.push(script),
      },
      createElement: () => {
        const listeners = new Map<string, () => void>();
        const script = {
          src: '',
          async: false,
          dataset: {} as Record<string, string>,
          removed: false,
          addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
          remove: () => void (script.removed = true),
          fire: (type: string) => listeners.get(type)?.(),
        };
        return script;
      },
    };
    return { doc: doc as unknown as ScriptHost, scripts };
  }

  it('adds one async script per URL and shares its promise', async () => {
    const { doc, scripts } = fakeDocument();
    const first = injectScript('https://partner.test/once.js', doc);
    const second = injectScript('https://partner.test/once.js', doc);

    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://partner.test/once.js', async: true });
    scripts[0]?.fire('load');
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('removes a script that failed so a retry injects a fresh one', async () => {
    const { doc, scripts } = fakeDocument();
    const failed = injectScript('https://partner.test/retry.js', doc);
    scripts[0]?.fire('error');
    await expect(failed).rejects.toThrow('Failed to load');
    expect(scripts[0]?.removed).toBe(true);

    void injectScript('https://partner.test/retry.js', doc);
    expect(scripts).toHaveLength(2);
  });
});
