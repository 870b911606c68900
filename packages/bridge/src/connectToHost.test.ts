import { WindowMessenger, connect } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, isBridgeError } from './BridgeError.ts';
import { connectToHost } from './connectToHost.ts';
import type { ConnectToHostOptions } from './connectToHost.ts';
import { createHost } from './createHost.ts';
import type { CreateHostOptions } from './createHost.ts';
import { createMockHost } from './createMockHost.ts';
import type { MockHostOptions } from './createMockHost.ts';
import { installFakeWindows } from './fakeWindows.test.helper.ts';
import type { FakeWindowPair } from './fakeWindows.test.helper.ts';
import type { HostHandlers } from './HostHandlers.ts';
import { BRIDGE_CHANNEL } from './protocol.ts';

const HOST = 'http://localhost:4200';
const EMBED = 'http://localhost:4102';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

function track<T extends { destroy(): void }>(connection: T): T {
  cleanups.push(() => connection.destroy());
  return connection;
}

/** Rejection of `promise` as a BridgeError (fails the test if it resolves or rejects otherwise). */
export async function bridgeErrorOf(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isBridgeError(error)) throw new Error(`expected a BridgeError, got ${String(error)}`);
  return error;
}

function host(windows: FakeWindowPair, handlers: HostHandlers, options: Partial<CreateHostOptions> = {}) {
  windows.useHost();
  return track(createHost(windows.iframe, handlers, { allowedOrigins: [EMBED], ...options }));
}

async function embed(windows: FakeWindowPair, options: Partial<ConnectToHostOptions> = {}) {
  windows.useEmbed();
  return track(await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host, timeout: 2000, ...options }));
}

async function connectPair(mockOptions: MockHostOptions = {}) {
  const windows = installFakeWindows({ host: HOST, embed: EMBED });
  const mock = createMockHost({ token: 'partner.jwt.token', ...mockOptions });
  const bridgeHost = host(windows, mock.sdk);
  const connection = await embed(windows);
  return { windows, mock, host: bridgeHost, embed: connection };
}

describe('connectToHost ↔ createHost over penpal', () => {
  it('handshakes protocol 2 with capabilities and round-trips every command with its payload', async () => {
    const { embed, host, mock } = await connectPair({ purchase: { status: 'pending', productId: 'pro' } });

    expect(embed.protocolVersion).toBe(2);
    expect(embed.origin).toBe(HOST);
    await expect(host.ready).resolves.toMatchObject({ protocolVersion: 2, origin: EMBED });
    expect(embed.capabilities).toHaveLength(9);
    await expect(embed.sdk.getAccessToken()).resolves.toBe('partner.jwt.token');
    await expect(embed.sdk.requestEmailReports()).resolves.toEqual({ state: 'SUBSCRIBED', prompted: true });
    await expect(embed.sdk.requestInAppPurchase('pro')).resolves.toEqual({ status: 'pending', productId: 'pro' });
    await expect(embed.sdk.showLoginModal()).resolves.toBeUndefined();
    await expect(embed.sdk.replaceUrl('/reports/1?x=1')).resolves.toBeUndefined();
    await expect(embed.sdk.scrollTo({ top: 120 })).resolves.toBeUndefined();
    await expect(embed.sdk.resizeWindow({ height: 812 })).resolves.toBeUndefined();
    await expect(embed.sdk.getPageInfo()).resolves.toMatchObject({ url: 'https://partner.example/app', frameTop: 0 });
    await expect(embed.sdk.openApp({ path: '/reports/1', newTab: true })).resolves.toBeUndefined();
    // The mock, used as host handlers, also receives each call's context ({ signal, origin }) last.
    const withoutContext = (args: readonly unknown[]) => args.filter((a) => !(a instanceof Object && 'signal' in a));
    expect(mock.calls.map((c) => [c.method, ...withoutContext(c.args)])).toEqual([
      ['getAccessToken'],
      ['requestEmailReports'],
      ['requestInAppPurchase', 'pro'],
      ['showLoginModal'],
      ['replaceUrl', '/reports/1?x=1'],
      ['scrollTo', { top: 120 }],
      ['resizeWindow', { height: 812 }],
      ['getPageInfo'],
      ['openApp', { path: '/reports/1', newTab: true }],
    ]);
  });

  it('announces only the commands the host implements; the others reject at once with NOT_SUPPORTED', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const getAccessToken = vi.fn(() => 'jwt');
    host(windows, { getAccessToken });
    const connection = await embed(windows);

    expect(connection.capabilities).toEqual(['getAccessToken', 'resizeWindow']);
    expect(connection.supports('requestInAppPurchase')).toBe(false);
    const postMessage = vi.spyOn(windows.host, 'postMessage');
    const error = await bridgeErrorOf(connection.sdk.requestInAppPurchase());
    expect(error).toMatchObject({ code: 'NOT_SUPPORTED', method: 'requestInAppPurchase' });
    expect(postMessage).not.toHaveBeenCalled(); // no round trip
  });

  it("sizes the host's iframe on resizeWindow, clamped to the host's maxHeight", async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const onResize = vi.fn();
    host(windows, {}, { maxHeight: 2000, onResize });
    const connection = await embed(windows);

    await connection.sdk.resizeWindow({ height: 812.2 });
    expect(windows.iframe.style.height).toBe('813px');
    await connection.sdk.resizeWindow({ height: 99_999 });
    expect(windows.iframe.style.height).toBe('2000px');
    expect(onResize.mock.calls).toEqual([[813], [2000]]);
  });

  it.each(['AUTH_EXPIRED', 'USER_CANCELLED', 'NOT_SUPPORTED', 'INVALID_ARGUMENT'] as const)(
    'keeps the code %s of a typed error the host throws',
    async (code) => {
      const { embed: connection, mock } = await connectPair();
      mock.fail('getAccessToken', code);

      const error = await bridgeErrorOf(connection.sdk.getAccessToken());
      expect(error).toBeInstanceOf(BridgeError);
      expect(error).toMatchObject({ code, method: 'getAccessToken' });
    },
  );

  it('turns any other host failure into METHOD_FAILED with its message, without the host stack', async () => {
    const { embed: connection } = await connectPair({
      overrides: { getPageInfo: () => Promise.reject(new Error('page is gone')) },
    });

    const error = await bridgeErrorOf(connection.sdk.getPageInfo());
    expect(error).toMatchObject({ code: 'METHOD_FAILED', message: 'page is gone' });
    expect(error.stack ?? '').not.toContain('createMockHost');
  });

  it.each([
    ['getAccessToken', { token: '  ' }],
    ['requestEmailReports', { emailReports: { state: 'MAYBE', prompted: true } }],
    ['requestInAppPurchase', { purchase: { status: 'done' } }],
    ['getPageInfo', { pageInfo: { scrollTop: Number.NaN } }],
  ] as const)('rejects a malformed %s result with METHOD_FAILED instead of passing it on', async (method, options) => {
    const { embed: connection } = await connectPair(options as MockHostOptions);

    expect(await bridgeErrorOf((connection.sdk[method] as () => Promise<unknown>)())).toMatchObject({
      code: 'METHOD_FAILED',
      method,
    });
  });

  it('gives every call a timeout (TIMEOUT), so a host that never answers cannot hang the embed', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    host(windows, { getAccessToken: () => new Promise<string>(() => undefined) });
    const connection = await embed(windows, { callTimeouts: { getAccessToken: 50 } });

    expect(await bridgeErrorOf(connection.sdk.getAccessToken())).toMatchObject({
      code: 'TIMEOUT',
      method: 'getAccessToken',
    });
  });

  it('rejects calls after destroy with NOT_CONNECTED', async () => {
    const { embed: connection } = await connectPair();
    connection.destroy();

    expect((await bridgeErrorOf(connection.sdk.getAccessToken())).code).toBe('NOT_CONNECTED');
  });

  it('lets the host call the embed API the embed announced, validating its arguments', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const bridgeHost = host(windows, {});
    const navigate = vi.fn();
    await embed(windows, { handlers: { navigate } });
    await bridgeHost.ready;

    expect(bridgeHost.supportsEmbed('navigate')).toBe(true);
    expect(bridgeHost.supportsEmbed('refreshSession')).toBe(false);
    await bridgeHost.embed.navigate({ path: '/ad-intelligence/start' });
    expect(navigate).toHaveBeenCalledWith({ path: '/ad-intelligence/start' });
    expect((await bridgeErrorOf(bridgeHost.embed.navigate({ path: 'https://evil.test/' }))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await bridgeErrorOf(bridgeHost.embed.refreshSession())).code).toBe('NOT_SUPPORTED');
  });

  it("hands the embed the partner's selected entities by name, trimmed, and refuses malformed lists", async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const bridgeHost = host(windows, {});
    const selectEntities = vi.fn();
    await embed(windows, { handlers: { selectEntities } });
    await bridgeHost.ready;

    expect(bridgeHost.supportsEmbed('selectEntities')).toBe(true);
    await bridgeHost.embed.selectEntities({ names: [' nike.com ', 'adidas.com'] });
    expect(selectEntities).toHaveBeenCalledWith({ names: ['nike.com', 'adidas.com'] });
    for (const names of [[], [''], ['a', 3], Array.from({ length: 11 }, (_, i) => `c${i}.com`)]) {
      const error = await bridgeErrorOf(bridgeHost.embed.selectEntities({ names } as { names: string[] }));
      expect(error.code).toBe('INVALID_ARGUMENT');
    }
    expect(selectEntities).toHaveBeenCalledTimes(1);
  });
});

describe('connectToHost handshake failures', () => {
  it('times out with HANDSHAKE_TIMEOUT when no host answers', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });

    expect((await bridgeErrorOf(embed(windows, { timeout: 50 }))).code).toBe('HANDSHAKE_TIMEOUT');
  });

  it('fails fast with ORIGIN_NOT_ALLOWED when the host page is outside the allowlist', async () => {
    const windows = installFakeWindows({ host: 'http://evil.test', embed: EMBED });
    host(windows, createMockHost().sdk);

    const started = Date.now();
    const error = await bridgeErrorOf(embed(windows, { timeout: 5000 }));
    expect(error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(error.message).toContain('http://evil.test');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports PROTOCOL_MISMATCH when the host speaks another protocol version', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    windows.useHost();
    const futureHost = connect({
      messenger: new WindowMessenger({ remoteWindow: windows.embed, allowedOrigins: [EMBED] }),
      methods: { hello: () => ({ protocolVersion: 3, sessionId: 'future', methods: [] }), goodbye: () => undefined },
      channel: BRIDGE_CHANNEL,
    });
    cleanups.push(() => futureHost.destroy());

    const error = await bridgeErrorOf(embed(windows));
    expect(error.code).toBe('PROTOCOL_MISMATCH');
    expect(error.message).toContain('protocol 3');
  });

  it('reports PROTOCOL_MISMATCH for a penpal host that is not an Adlens bridge 2 (e.g. protocol 1)', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    windows.useHost();
    const plainHost = connect({
      messenger: new WindowMessenger({ remoteWindow: windows.embed, allowedOrigins: [EMBED] }),
      methods: { handshake: () => ({ protocolVersion: 1 }) },
      channel: BRIDGE_CHANNEL,
    });
    cleanups.push(() => plainHost.destroy());

    expect((await bridgeErrorOf(embed(windows))).code).toBe('PROTOCOL_MISMATCH');
  });

  it.each([
    [['*']],
    [['http://localhost:4200/']],
    [[]],
    [[/localhost/]],
    [[/^http:\/\/localhost:4200/]],
    [[/^http:\/\/localhost:4200$/g]],
  ])('refuses the allowlist %s with ORIGIN_NOT_ALLOWED before sending anything', async (allowedOrigins) => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const sent = vi.spyOn(windows.host, 'postMessage');

    expect((await bridgeErrorOf(embed(windows, { allowedOrigins }))).code).toBe('ORIGIN_NOT_ALLOWED');
    expect(sent).not.toHaveBeenCalled();
  });

  it("accepts an anchored pattern, and '*' only with allowAnyOrigin", async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    host(windows, {});

    expect((await embed(windows, { allowedOrigins: [/^http:\/\/localhost:\d+$/] })).origin).toBe(HOST);
    const windows2 = installFakeWindows({ host: HOST, embed: EMBED });
    host(windows2, {});
    expect((await embed(windows2, { allowedOrigins: ['*'], allowAnyOrigin: true })).protocolVersion).toBe(2);
  });

  it('sends its first handshake message only to the allowed origin, never to *', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    host(windows, {});
    const sent = vi.spyOn(windows.host, 'postMessage');
    await embed(windows);

    const targets = sent.mock.calls.map(([, options]) => (options as { targetOrigin: string }).targetOrigin);
    expect(targets.length).toBeGreaterThan(0);
    expect(new Set(targets)).toEqual(new Set([HOST]));
  });

  it('refuses to start outside a frame with NOT_EMBEDDED', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    windows.useEmbed();

    expect((await bridgeErrorOf(connectToHost({ allowedOrigins: [HOST], remoteWindow: window }))).code).toBe(
      'NOT_EMBEDDED',
    );
  });
});
