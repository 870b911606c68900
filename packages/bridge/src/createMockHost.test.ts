import { describe, expect, it, vi } from 'vitest';
import { createMockHost } from './createMockHost.ts';
import { createTokenBroker } from './createTokenBroker.ts';

const claimsOf = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat: number; exp: number };

describe('createMockHost', () => {
  it('issues partner-shaped JWTs that live 5 minutes by default, or the lifetime asked for', async () => {
    const host = createMockHost({ now: () => 1_700_000_000_000 });

    const token = await host.sdk.getAccessToken();
    expect(claimsOf(token).exp - claimsOf(token).iat).toBe(300);
    const expired = host.issueToken(-10);
    expect(await host.sdk.getAccessToken()).toBe(expired);
    expect(claimsOf(expired).exp).toBeLessThan(claimsOf(expired).iat);
  });

  it('signs out (AUTH_EXPIRED) and back in through the login modal', async () => {
    const host = createMockHost();
    host.signOut();

    await expect(host.sdk.getAccessToken()).rejects.toMatchObject({ code: 'AUTH_EXPIRED', method: 'getAccessToken' });
    await host.sdk.showLoginModal();
    await expect(host.sdk.getAccessToken()).resolves.toEqual(expect.any(String));
  });

  it('fails a command with a chosen code a chosen number of times', async () => {
    const host = createMockHost();
    host.fail('requestInAppPurchase', 'USER_CANCELLED', 2);

    for (let i = 0; i < 2; i++) {
      await expect(host.sdk.requestInAppPurchase('pro')).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    }
    await expect(host.sdk.requestInAppPurchase('pro')).resolves.toEqual({ status: 'purchased', productId: 'pro' });
    expect(host.callsTo('requestInAppPurchase')).toEqual([['pro'], ['pro'], ['pro']]);
  });

  it('answers the purchase result set at run time, and delays a command', async () => {
    vi.useFakeTimers();
    const host = createMockHost();
    host.setPurchaseResult({ status: 'pending' });
    host.delay('requestInAppPurchase', 1000);

    const purchase = host.sdk.requestInAppPurchase();
    let settled = false;
    void purchase.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(purchase).resolves.toEqual({ status: 'pending' });
    vi.useRealTimers();
  });

  it('declares unsupported commands, which reject with NOT_SUPPORTED', async () => {
    const host = createMockHost({ unsupported: ['openApp'] });

    expect(host.supports('openApp')).toBe(false);
    expect(host.capabilities).toHaveLength(8);
    await expect(host.sdk.openApp({ path: '/x' })).rejects.toMatchObject({ code: 'NOT_SUPPORTED' });
  });

  it('drives a token broker through expiry in a unit test', async () => {
    let now = 1_700_000_000_000;
    const host = createMockHost({ now: () => now });
    const broker = createTokenBroker({ fetchToken: () => host.sdk.getAccessToken(), now: () => now });

    const first = await broker.getToken();
    now += 250_000; // inside the last minute of the 5-minute token
    expect(await broker.getToken()).not.toBe(first);
    expect(host.callsTo('getAccessToken')).toHaveLength(2);
  });
});
