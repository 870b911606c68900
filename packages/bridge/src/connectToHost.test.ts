import { WindowMessenger, connect } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeError, isBridgeError } from './BridgeError.ts';
import { connectToHost } from './connectToHost.ts';
import type { HostConnection } from './connectToHost.ts';
import { createMockHost } from './createMockHost.ts';
import type { EmbedConnection } from './exposeToEmbed.ts';
import { exposeToEmbed } from './exposeToEmbed.ts';
import { installFakeWindows } from './fakeWindows.test.helper.ts';
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
async function bridgeErrorOf(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isBridgeError(error)) throw new Error(`expected a BridgeError, got ${String(error)}`);
  return error;
}

async function connectPair(overrides: Parameters<typeof createMockHost>[0] = {}) {
  const windows = installFakeWindows({ host: HOST, embed: EMBED });
  const mock = createMockHost({ token: 'partner.jwt.token', ...overrides });
  const host: EmbedConnection = track(
    exposeToEmbed({ iframe: windows.iframe, allowedOrigins: [EMBED], sdk: mock.sdk }),
  );
  const embed: HostConnection = track(
    await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host, timeout: 2000 }),
  );
  return { windows, mock, host, embed };
}

describe('connectToHost ↔ exposeToEmbed over penpal', () => {
  it('handshakes with the protocol version and answers commands', async () => {
    const { embed, host, mock } = await connectPair();

    expect(embed.protocolVersion).toBe(1);
    await expect(host.ready).resolves.toEqual({ protocolVersion: 1, origin: EMBED });
    await expect(embed.sdk.getAccessToken()).resolves.toBe('partner.jwt.token');
    await expect(embed.sdk.requestInAppPurchase('pro-plan')).resolves.toEqual({
      status: 'purchased',
      productId: 'pro-plan',
    });
    await embed.sdk.openApp({ path: '/reports/1', newTab: true });
    expect(mock.callsTo('openApp')).toEqual([[{ path: '/reports/1', newTab: true }]]);
  });

  it("sizes the host's iframe on resizeWindow, clamped to the host's maxHeight", async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const onResize = vi.fn();
    track(
      exposeToEmbed({
        iframe: windows.iframe,
        allowedOrigins: [EMBED],
        sdk: createMockHost().sdk,
        maxHeight: 2000,
        onResize,
      }),
    );
    const embed = track(await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host }));

    await embed.sdk.resizeWindow({ height: 812 });
    expect(windows.iframe.style.height).toBe('812px');
    await embed.sdk.resizeWindow({ height: 99_999 });
    expect(windows.iframe.style.height).toBe('2000px');
    expect(onResize.mock.calls).toEqual([[812], [2000]]);
  });

  it('keeps the code of a typed error the host throws', async () => {
    const { embed } = await connectPair({ token: null });

    const error = await bridgeErrorOf(embed.sdk.getAccessToken());
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.code).toBe('NOT_AUTHENTICATED');
    expect(error.method).toBe('getAccessToken');
  });

  it('turns any other host failure into METHOD_FAILED with its message, without the host stack', async () => {
    const { embed } = await connectPair({
      overrides: {
        getPageInfo: () => Promise.reject(new Error('page is gone')),
      },
    });

    const error = await bridgeErrorOf(embed.sdk.getPageInfo());
    expect(error.code).toBe('METHOD_FAILED');
    expect(error.message).toBe('page is gone');
    expect(error.stack ?? '').not.toContain('createMockHost');
  });

  it('rejects a malformed result instead of passing it on', async () => {
    const { embed } = await connectPair({ token: '  ' });

    expect((await bridgeErrorOf(embed.sdk.getAccessToken())).code).toBe('METHOD_FAILED');
  });

  it('gives every call a timeout, so a host that never answers cannot hang the embed', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    track(
      exposeToEmbed({
        iframe: windows.iframe,
        allowedOrigins: [EMBED],
        sdk: createMockHost({ overrides: { getAccessToken: () => new Promise<string>(() => undefined) } }).sdk,
      }),
    );
    const embed = track(
      await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host, callTimeouts: { getAccessToken: 50 } }),
    );

    const error = await bridgeErrorOf(embed.sdk.getAccessToken());
    expect(error.code).toBe('CALL_TIMEOUT');
    expect(error.method).toBe('getAccessToken');
  });

  it('rejects calls after destroy with NOT_CONNECTED', async () => {
    const { embed } = await connectPair();
    embed.destroy();

    expect((await bridgeErrorOf(embed.sdk.getAccessToken())).code).toBe('NOT_CONNECTED');
  });
});

describe('connectToHost handshake failures', () => {
  it('times out with HANDSHAKE_TIMEOUT when no host answers', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });

    const error = await bridgeErrorOf(
      connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host, timeout: 50 }),
    );
    expect(error.code).toBe('HANDSHAKE_TIMEOUT');
  });

  it('fails fast with ORIGIN_NOT_ALLOWED when the host page is outside the allowlist', async () => {
    const windows = installFakeWindows({ host: 'http://evil.test', embed: EMBED });
    // A host that accepts us, so it answers our SYN from its (foreign) origin.
    track(exposeToEmbed({ iframe: windows.iframe, allowedOrigins: [EMBED], sdk: createMockHost().sdk }));

    const started = Date.now();
    const error = await bridgeErrorOf(
      connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host, timeout: 5000 }),
    );
    expect(error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(error.message).toContain('http://evil.test');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports PROTOCOL_MISMATCH when the host speaks another protocol version', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const futureHost = connect({
      messenger: new WindowMessenger({ remoteWindow: windows.embed, allowedOrigins: [EMBED] }),
      methods: { handshake: () => ({ protocolVersion: 2 }) },
      channel: BRIDGE_CHANNEL,
    });
    cleanups.push(() => futureHost.destroy());

    const error = await bridgeErrorOf(connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host }));
    expect(error.code).toBe('PROTOCOL_MISMATCH');
    expect(error.message).toContain('protocol 2');
  });

  it('reports PROTOCOL_MISMATCH for a penpal host that is not an Adlens bridge', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const plainHost = connect({
      messenger: new WindowMessenger({ remoteWindow: windows.embed, allowedOrigins: [EMBED] }),
      methods: { getAccessToken: () => 'token' },
      channel: BRIDGE_CHANNEL,
    });
    cleanups.push(() => plainHost.destroy());

    expect((await bridgeErrorOf(connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host }))).code).toBe(
      'PROTOCOL_MISMATCH',
    );
  });

  it.each([
    [['*'], 'ORIGIN_NOT_ALLOWED'],
    [['http://localhost:4200/'], 'ORIGIN_NOT_ALLOWED'],
    [[], 'ORIGIN_NOT_ALLOWED'],
  ] as const)('refuses the allowlist %j with %s before sending anything', async (allowedOrigins, code) => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const sent = vi.spyOn(windows.host, 'postMessage');

    expect((await bridgeErrorOf(connectToHost({ allowedOrigins, remoteWindow: windows.host }))).code).toBe(code);
    expect(sent).not.toHaveBeenCalled();
  });

  it("accepts '*' only with allowAnyOrigin", async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    track(exposeToEmbed({ iframe: windows.iframe, allowedOrigins: [EMBED], sdk: createMockHost().sdk }));

    const embed = track(
      await connectToHost({ allowedOrigins: ['*'], allowAnyOrigin: true, remoteWindow: windows.host }),
    );
    expect(embed.protocolVersion).toBe(1);
  });

  it('refuses to start outside a frame with NOT_EMBEDDED', async () => {
    installFakeWindows({ host: HOST, embed: EMBED });

    expect((await bridgeErrorOf(connectToHost({ allowedOrigins: [HOST], remoteWindow: window }))).code).toBe(
      'NOT_EMBEDDED',
    );
  });
});
