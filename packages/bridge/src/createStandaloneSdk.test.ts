import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStandaloneSdk } from './createStandaloneSdk.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createStandaloneSdk', () => {
  it('refuses partner-only commands with NOT_SUPPORTED', async () => {
    const sdk = createStandaloneSdk();

    await expect(sdk.getAccessToken()).rejects.toMatchObject({
      name: 'BridgeError',
      code: 'NOT_SUPPORTED',
      method: 'getAccessToken',
    });
    await expect(sdk.requestInAppPurchase('x')).rejects.toMatchObject({ code: 'NOT_SUPPORTED' });
  });

  it('answers the rest without a partner, so the app needs no "am I embedded?" branches', async () => {
    const sdk = createStandaloneSdk();

    await expect(sdk.requestEmailReports()).resolves.toEqual({ state: 'UNSPECIFIED', prompted: false });
    await expect(sdk.resizeWindow({ height: 900 })).resolves.toBeUndefined();
    await expect(sdk.replaceUrl('/x')).resolves.toBeUndefined();
    await expect(sdk.showLoginModal()).resolves.toBeUndefined();
  });

  it("acts on the app's own window for scrolling and page info", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('window', {
      scrollTo,
      scrollY: 120,
      innerHeight: 800,
      location: { href: 'http://localhost:4100/ad-intelligence/start' },
      document: { title: 'Adlens' },
    });
    const sdk = createStandaloneSdk();

    await sdk.scrollTo({ top: 500 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 });
    await expect(sdk.getPageInfo()).resolves.toEqual({
      url: 'http://localhost:4100/ad-intelligence/start',
      title: 'Adlens',
      scrollTop: 120,
      viewportHeight: 800,
      frameTop: 0,
    });
  });
});
