import { RESIZE_POLL_MS, createMockHost } from '@adlens/bridge';
import type { ConnectToHostOptions, HostConnection, MockHostOptions } from '@adlens/bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntegration } from './startIntegration.ts';

/** A bridge whose host is an in-memory fake PartnerSdk; records how it was connected. */
function fakeBridge(hostOptions: MockHostOptions = {}) {
  const host = createMockHost(hostOptions);
  const destroy = vi.fn();
  const connectToHost = vi.fn(async (_options: ConnectToHostOptions): Promise<HostConnection> => ({
    sdk: host.sdk,
    protocolVersion: 2,
    origin: 'http://localhost:4200',
    capabilities: host.capabilities,
    supports: host.supports,
    on: () => () => undefined,
    destroy,
  }));
  return { host, destroy, connectToHost };
}

/** A use of the partner token that answers the token itself: what the host handed out. */
const echo = async (token: string) => token;

/** Distinct five-minute partner JWTs, so the broker keeps each one until it is dropped. */
function distinctTokens() {
  let issued = 0;
  return async () => `e30.${btoa(JSON.stringify({ n: ++issued, exp: Math.floor(Date.now() / 1000) + 300 }))}.sig`;
}

/** An element of a given content height (node has no layout; the bridge falls back to polling). */
function elementOfHeight(height: number) {
  return { getBoundingClientRect: () => ({ height }) } as unknown as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startIntegration', () => {
  it('connects to the configured partner origins with the timeout', async () => {
    const bridge = fakeBridge();

    const session = await startIntegration(
      { integration: 'sales-tool', hostOrigins: ['http://localhost:4200'], timeoutMs: 5000 },
      bridge,
    );
    expect(session.provider).toBe('sales-tool');
    expect(bridge.connectToHost).toHaveBeenCalledWith({ allowedOrigins: ['http://localhost:4200'], timeout: 5000 });
  });

  it('rejects with a BridgeError when the app is not properly integrated (→ bad-request)', async () => {
    const connectToHost = vi.fn(async () => {
      throw new Error('no host');
    });

    await expect(
      startIntegration({ integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] }, { connectToHost }),
    ).rejects.toMatchObject({ name: 'BridgeError', code: 'METHOD_FAILED', message: 'no host' });
  });

  it('gets a partner token from the host and shares one request between concurrent callers', async () => {
    let issued = 0;
    const bridge = fakeBridge({ token: async () => `partner-jwt-${++issued}` });
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    const [a, b] = await Promise.all([session.withPartnerToken(echo), session.withPartnerToken(echo)]);
    expect([a, b]).toEqual(['partner-jwt-1', 'partner-jwt-1']);
    // A later call asks again: partner tokens live only 5 minutes.
    await expect(session.withPartnerToken(echo)).resolves.toBe('partner-jwt-2');
    expect(bridge.host.callsTo('getAccessToken')).toHaveLength(2);
  });

  it('keeps a partner JWT until shortly before it expires (token broker)', async () => {
    const bridge = fakeBridge({ token: undefined }); // the mock issues 5-minute JWTs
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    const first = await session.withPartnerToken(echo);
    await expect(session.withPartnerToken(echo)).resolves.toBe(first);
    expect(bridge.host.callsTo('getAccessToken')).toHaveLength(1);
  });

  it('asks the host for a fresh token when entitlements changed (after a purchase)', async () => {
    const bridge = fakeBridge({ token: distinctTokens() });
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    const kept = await session.withPartnerToken(echo);
    const fresh = await session.withPartnerToken(echo, { fresh: true });
    expect(fresh).not.toBe(kept);
    expect(bridge.host.callsTo('getAccessToken')).toHaveLength(2);
    await expect(session.withPartnerToken(echo)).resolves.toBe(fresh);
  });

  it('opens the host login modal once when the partner session is gone, then asks again (AUTH_EXPIRED)', async () => {
    const bridge = fakeBridge({ token: 'jwt-after-login' });
    bridge.host.signOut(); // the mock's login modal signs the user back in
    const session = await startIntegration(
      { integration: 'sales-tool', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    const tokens = await Promise.all([session.withPartnerToken(echo), session.withPartnerToken(echo)]);
    expect(tokens).toEqual(['jwt-after-login', 'jwt-after-login']);
    expect(bridge.host.callsTo('showLoginModal')).toHaveLength(1);
  });

  it('passes AUTH_EXPIRED on when the user does not sign in at the login modal', async () => {
    const bridge = fakeBridge({ token: 'jwt', loginSignsIn: false });
    bridge.host.signOut();
    const session = await startIntegration(
      { integration: 'sales-tool', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    await expect(session.withPartnerToken(echo)).rejects.toMatchObject({ code: 'AUTH_EXPIRED' });
    expect(bridge.host.callsTo('showLoginModal')).toHaveLength(1);
    bridge.host.signIn();
    await expect(session.withPartnerToken(echo)).resolves.toBe('jwt');
  });

  it('retries a partner token the API refuses (401) once with a fresh one', async () => {
    const bridge = fakeBridge({ token: distinctTokens() });
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );
    const refused = await session.withPartnerToken(echo);
    const used: string[] = [];
    const result = await session.withPartnerToken(async (partnerToken) => {
      used.push(partnerToken);
      if (partnerToken === refused) throw Object.assign(new Error('refused'), { status: 401 });
      return 'session';
    });
    expect(result).toBe('session');
    expect(used).toHaveLength(2);
    expect(used[1]).not.toBe(refused);
    expect(bridge.host.callsTo('showLoginModal')).toHaveLength(0);
  });

  it('opens the login modal once when fresh tokens are refused too, then tries a last time', async () => {
    const bridge = fakeBridge({ token: 'jwt' });
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );
    let attempts = 0;
    const result = await session.withPartnerToken(async () => {
      attempts += 1;
      if (attempts <= 2) throw Object.assign(new Error('refused'), { status: 401 });
      return 'signed in';
    });
    expect(result).toBe('signed in');
    expect(attempts).toBe(3);
    expect(bridge.host.callsTo('showLoginModal')).toHaveLength(1);
  });

  it('does not retry other API failures (e.g. no package)', async () => {
    const bridge = fakeBridge({ token: 'jwt' });
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );
    const use = vi.fn(async () => {
      throw Object.assign(new Error('no package'), { status: 400 });
    });
    await expect(session.withPartnerToken(use)).rejects.toThrow('no package');
    expect(use).toHaveBeenCalledTimes(1);
  });

  it('hands the host-facing handlers to the bridge', async () => {
    const bridge = fakeBridge();
    const navigate = vi.fn();
    await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'], handlers: { navigate } },
      bridge,
    );
    expect(bridge.connectToHost).toHaveBeenCalledWith(expect.objectContaining({ handlers: { navigate } }));
  });

  it("exposes the host's capabilities", async () => {
    const bridge = fakeBridge({ unsupported: ['requestInAppPurchase'] });
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    expect(session.supports('requestInAppPurchase')).toBe(false);
    expect(session.supports('getAccessToken')).toBe(true);
    expect(session.capabilities).not.toContain('requestInAppPurchase');
  });

  it.each([
    ['sales-tool', 600],
    ['seo-suite', 400],
  ] as const)('auto-resizes a %s embed with a minimum height of %i px', async (integration, min) => {
    vi.useFakeTimers();
    const bridge = fakeBridge();
    const session = await startIntegration({ integration, hostOrigins: ['http://localhost:4200'] }, bridge);

    const stop = session.startAutoResize(elementOfHeight(250));
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS);
    expect(bridge.host.callsTo('resizeWindow')).toEqual([[{ height: min }]]);
    stop();
  });

  it('reports the real height above the minimum', async () => {
    vi.useFakeTimers();
    const bridge = fakeBridge();
    const session = await startIntegration(
      { integration: 'sales-tool', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );

    session.startAutoResize(elementOfHeight(1234.5));
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS);
    expect(bridge.host.callsTo('resizeWindow')).toEqual([[{ height: 1235 }]]);
    session.destroy();
  });

  it('stops every auto-resize and closes the bridge on destroy', async () => {
    vi.useFakeTimers();
    const bridge = fakeBridge();
    const session = await startIntegration(
      { integration: 'seo-suite', hostOrigins: ['http://localhost:4200'] },
      bridge,
    );
    let height = 500;
    session.startAutoResize({ getBoundingClientRect: () => ({ height }) } as unknown as HTMLElement);
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS);

    session.destroy();
    height = 900;
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS * 3);
    expect(bridge.host.callsTo('resizeWindow')).toEqual([[{ height: 500 }]]);
    expect(bridge.destroy).toHaveBeenCalledTimes(1);
    // Nothing starts after destroy.
    session.startAutoResize(elementOfHeight(700));
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS * 2);
    expect(bridge.host.callsTo('resizeWindow')).toHaveLength(1);
  });
});
