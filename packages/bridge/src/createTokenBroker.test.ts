import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from './BridgeError.ts';
import { createTokenBroker } from './createTokenBroker.ts';

/** An unsigned JWT with the given claims (the broker only reads exp/iat). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

function clock(startMs = 1_700_000_000_000) {
  let now = startMs;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createTokenBroker', () => {
  it('shares one request between concurrent callers (single flight)', async () => {
    let resolve: (token: string) => void = () => undefined;
    const fetchToken = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const broker = createTokenBroker({ fetchToken });

    const calls = [broker.getToken(), broker.getToken(), broker.getToken()];
    resolve('no-exp');
    expect(await Promise.all(calls)).toEqual(['no-exp', 'no-exp', 'no-exp']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('caches a 5-minute partner token until 60 s before it expires', async () => {
    const time = clock();
    const iat = Math.floor(time.now() / 1000);
    const fetchToken = vi.fn(async () => jwt({ iat, exp: iat + 300 }));
    const broker = createTokenBroker({ fetchToken, now: time.now });

    await broker.getToken();
    time.advance(239_000);
    await broker.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    time.advance(2_000); // now within the last minute
    await broker.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('does not cache a token without exp', async () => {
    const fetchToken = vi.fn(async () => 'opaque-token');
    const broker = createTokenBroker({ fetchToken });

    await broker.getToken();
    await broker.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['10 minutes behind', -600_000],
    ['10 minutes ahead', 600_000],
  ])(
    'judges remaining life from exp - iat when the host clock is %s (no refresh storm, no stale token)',
    async (_, skewMs) => {
      const time = clock();
      // The host stamps its token with its own (skewed) clock.
      const hostNow = Math.floor((time.now() + skewMs) / 1000);
      const fetchToken = vi.fn(async () => jwt({ iat: hostNow, exp: hostNow + 300 }));
      const broker = createTokenBroker({ fetchToken, now: time.now });

      await broker.getToken();
      time.advance(60_000);
      await broker.getToken();
      expect(fetchToken).toHaveBeenCalledTimes(1); // a clock ahead would otherwise see it as long expired
      time.advance(200_000);
      await broker.getToken();
      expect(fetchToken).toHaveBeenCalledTimes(2); // a clock behind would otherwise keep it too long
    },
  );

  it('refreshes short-lived tokens at half their life rather than never caching them', async () => {
    const time = clock();
    const iat = Math.floor(time.now() / 1000);
    const fetchToken = vi.fn(async () => jwt({ iat, exp: iat + 60 }));
    const broker = createTokenBroker({ fetchToken, now: time.now });

    await broker.getToken();
    time.advance(29_000);
    await broker.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    time.advance(2_000);
    await broker.getToken();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('forgets the cached token on invalidate (e.g. the host called refreshSession)', async () => {
    const iat = Math.floor(Date.now() / 1000);
    let n = 0;
    const broker = createTokenBroker({ fetchToken: async () => jwt({ iat, exp: iat + 300, n: ++n }) });

    const first = await broker.getToken();
    broker.invalidate();
    expect(await broker.getToken()).not.toBe(first);
  });

  it('withToken retries once with a fresh token after a 401', async () => {
    let n = 0;
    const broker = createTokenBroker({ fetchToken: async () => `token-${++n}` });
    const request = vi.fn(async (token: string) => {
      if (token === 'token-1') throw Object.assign(new Error('Unauthorized'), { status: 401 });
      return `data for ${token}`;
    });

    await expect(broker.withToken(request)).resolves.toBe('data for token-2');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures', async () => {
    const broker = createTokenBroker({ fetchToken: async () => 'token' });
    const request = vi.fn(async () => {
      throw Object.assign(new Error('Server error'), { status: 500 });
    });

    await expect(broker.withToken(request)).rejects.toMatchObject({ status: 500 });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('emits auth-lost when the fresh token is refused too, with a custom isUnauthorized', async () => {
    const onAuthLost = vi.fn();
    const broker = createTokenBroker({
      fetchToken: async () => 'token',
      isUnauthorized: (error) => (error as { code?: string }).code === 'E401',
    });
    broker.onAuthLost(onAuthLost);

    await expect(
      broker.withToken(async () => {
        throw { code: 'E401' };
      }),
    ).rejects.toEqual({ code: 'E401' });
    expect(onAuthLost).toHaveBeenCalledTimes(1);
  });

  it('emits auth-lost when fetching fails with AUTH_EXPIRED, and the next call asks again', async () => {
    const onAuthLost = vi.fn();
    let signedIn = false;
    const broker = createTokenBroker({
      fetchToken: async () => {
        if (!signedIn) throw new BridgeError('AUTH_EXPIRED', 'signed out', { method: 'getAccessToken' });
        return 'token';
      },
    });
    const unsubscribe = broker.onAuthLost(onAuthLost);

    await expect(broker.getToken()).rejects.toMatchObject({ code: 'AUTH_EXPIRED' });
    expect(onAuthLost).toHaveBeenCalledWith(expect.objectContaining({ code: 'AUTH_EXPIRED' }));
    signedIn = true;
    await expect(broker.getToken()).resolves.toBe('token');
    unsubscribe();
  });
});
