import { WindowMessenger, connect } from 'penpal';
import type { RemoteProxy } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBridgeError, toBridgeError } from './BridgeError.ts';
import type { BridgeError } from './BridgeError.ts';
import { connectToHost } from './connectToHost.ts';
import { createMockHost } from './createMockHost.ts';
import { exposeToEmbed } from './exposeToEmbed.ts';
import type { BridgeTrafficEvent } from './exposeToEmbed.ts';
import { installFakeWindows } from './fakeWindows.test.helper.ts';
import type { FakeWindowPair } from './fakeWindows.test.helper.ts';
import { BRIDGE_CHANNEL } from './protocol.ts';
import type { HostMethods } from './protocol.ts';

const HOST = 'http://localhost:4200';
const EMBED = 'http://localhost:4102';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

/** An embed that speaks raw penpal, so tests can break the protocol on purpose. */
async function rawEmbed(windows: FakeWindowPair): Promise<RemoteProxy<HostMethods>> {
  const connection = connect<HostMethods>({
    messenger: new WindowMessenger({ remoteWindow: windows.host, allowedOrigins: [HOST] }),
    channel: BRIDGE_CHANNEL,
    timeout: 2000,
  });
  cleanups.push(() => connection.destroy());
  return connection.promise;
}

/** What the embed sees when a raw call fails: the wire object, normalised. */
async function remoteError(call: Promise<unknown>): Promise<BridgeError> {
  return toBridgeError(
    await call.then(
      () => undefined,
      (e: unknown) => e,
    ),
  );
}

function expose(windows: FakeWindowPair, options: Partial<Parameters<typeof exposeToEmbed>[0]> = {}) {
  const connection = exposeToEmbed({
    iframe: windows.iframe,
    allowedOrigins: [EMBED],
    sdk: createMockHost().sdk,
    ...options,
  });
  cleanups.push(() => connection.destroy());
  return connection;
}

describe('exposeToEmbed', () => {
  it("refuses '*' without allowAnyOrigin and a detached iframe, synchronously", () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const sdk = createMockHost().sdk;

    expect(() => exposeToEmbed({ iframe: windows.iframe, allowedOrigins: ['*'], sdk })).toThrow(
      expect.objectContaining({ code: 'ORIGIN_NOT_ALLOWED' }),
    );
    const detached = { contentWindow: null } as HTMLIFrameElement;
    expect(() => exposeToEmbed({ iframe: detached, allowedOrigins: [EMBED], sdk })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('refuses commands until the embed has done the protocol handshake', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    expose(windows);
    const remote = await rawEmbed(windows);

    const error = await remoteError(remote.getAccessToken());
    expect(error.code).toBe('PROTOCOL_MISMATCH');
    expect(error.method).toBe('getAccessToken');
  });

  it('rejects an embed of another protocol version and reports it', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const onError = vi.fn();
    const host = expose(windows, { onError });
    const remote = await rawEmbed(windows);

    expect((await remoteError(remote.handshake({ protocolVersion: 99 }))).code).toBe('PROTOCOL_MISMATCH');
    await expect(host.ready).rejects.toMatchObject({ code: 'PROTOCOL_MISMATCH' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'PROTOCOL_MISMATCH' }));
    expect((await remoteError(remote.getAccessToken())).code).toBe('PROTOCOL_MISMATCH');
  });

  it('validates arguments and answers INVALID_ARGUMENT without calling the host SDK', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const mock = createMockHost();
    expose(windows, { sdk: mock.sdk });
    const remote = await rawEmbed(windows);
    await remote.handshake({ protocolVersion: 1 });

    const bad: [string, Promise<unknown>][] = [
      ['resizeWindow', remote.resizeWindow({ height: Number.NaN })],
      ['resizeWindow', remote.resizeWindow({ height: -1 })],
      ['scrollTo', remote.scrollTo({ top: '12' as unknown as number })],
      ['openApp', remote.openApp({ path: '' })],
      ['replaceUrl', remote.replaceUrl(42 as unknown as string)],
      ['requestInAppPurchase', remote.requestInAppPurchase(7 as unknown as string)],
    ];
    for (const [method, call] of bad) {
      const error = await remoteError(call);
      expect({ method, code: error.code }).toEqual({ method, code: 'INVALID_ARGUMENT' });
    }
    expect(mock.calls).toEqual([]);
    expect(windows.iframe.style.height).toBeUndefined();
  });

  it('reports every call with its result or typed error, paired by id', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const traffic: BridgeTrafficEvent[] = [];
    const onConnect = vi.fn();
    expose(windows, {
      sdk: createMockHost({ token: 'jwt-1', overrides: { showLoginModal: () => Promise.reject(new Error('closed')) } })
        .sdk,
      onTraffic: (event) => traffic.push(event),
      onConnect,
    });
    const embed = await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host });
    cleanups.push(() => embed.destroy());

    await embed.sdk.getAccessToken();
    await embed.sdk.showLoginModal().catch(() => undefined);

    expect(onConnect).toHaveBeenCalledWith({ protocolVersion: 1, origin: EMBED });
    expect(traffic.map(({ type, id, method }) => ({ type, id, method }))).toEqual([
      { type: 'call', id: 1, method: 'getAccessToken' },
      { type: 'result', id: 1, method: 'getAccessToken' },
      { type: 'call', id: 2, method: 'showLoginModal' },
      { type: 'error', id: 2, method: 'showLoginModal' },
    ]);
    expect(traffic[1]).toMatchObject({ value: 'jwt-1' });
    const failure = traffic[3];
    expect(failure?.type === 'error' && isBridgeError(failure.error) && failure.error.code).toBe('METHOD_FAILED');
  });

  it('reports a handshake from an origin outside the allowlist and does not serve it', async () => {
    const windows = installFakeWindows({ host: HOST, embed: 'http://localhost:9999' });
    const onError = vi.fn();
    const host = expose(windows, { onError, handshakeTimeout: 5000 });

    const embed = connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host, timeout: 200 });
    await expect(host.ready).rejects.toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
    expect(onError.mock.calls[0]?.[0]?.message).toContain('http://localhost:9999');
    await expect(embed).rejects.toMatchObject({ code: 'HANDSHAKE_TIMEOUT' });
  });

  it('reports HANDSHAKE_TIMEOUT when no embed connects, but still accepts a late one', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const onConnect = vi.fn();
    const host = expose(windows, { handshakeTimeout: 30, onConnect });

    await expect(host.ready).rejects.toMatchObject({ code: 'HANDSHAKE_TIMEOUT' });
    const late = await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host });
    cleanups.push(() => late.destroy());
    expect(onConnect).toHaveBeenCalledTimes(1);
  });

  it('calls the optional host resizeWindow and can leave the iframe alone', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const resizeWindow = vi.fn(async () => undefined);
    expose(windows, { sdk: { ...createMockHost().sdk, resizeWindow }, sizeIframe: false });
    const embed = await connectToHost({ allowedOrigins: [HOST], remoteWindow: windows.host });
    cleanups.push(() => embed.destroy());

    await embed.sdk.resizeWindow({ height: 640.2 });
    expect(resizeWindow).toHaveBeenCalledWith({ height: 641 });
    expect(windows.iframe.style.height).toBeUndefined();
  });
});
