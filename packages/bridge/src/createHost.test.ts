import { CallOptions, WindowMessenger, connect } from 'penpal';
import type { RemoteProxy } from 'penpal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ERROR_CODES, toBridgeError } from './BridgeError.ts';
import type { BridgeError } from './BridgeError.ts';
import { connectToHost } from './connectToHost.ts';
import type { ConnectToHostOptions } from './connectToHost.ts';
import { createHost } from './createHost.ts';
import type { BridgeTrafficEvent, CreateHostOptions } from './createHost.ts';
import { createMockHost } from './createMockHost.ts';
import { installFakeWindows } from './fakeWindows.test.helper.ts';
import type { FakeWindowPair } from './fakeWindows.test.helper.ts';
import type { HostCallContext, HostHandlers } from './HostHandlers.ts';
import { BRIDGE_CHANNEL } from './protocol.ts';
import type { HostMethods } from './protocol.ts';

const HOST = 'http://localhost:4200';
const EMBED = 'http://localhost:4102';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

function host(
  windows: FakeWindowPair,
  handlers: HostHandlers = createMockHost().sdk,
  options: Partial<CreateHostOptions> = {},
) {
  windows.useHost();
  const created = createHost(windows.iframe, handlers, { allowedOrigins: [EMBED], ...options });
  cleanups.push(() => created.destroy());
  return created;
}

async function embed(windows: FakeWindowPair, options: Partial<ConnectToHostOptions> = {}) {
  windows.useEmbed();
  const connection = await connectToHost({
    allowedOrigins: [HOST],
    remoteWindow: windows.host,
    timeout: 2000,
    ...options,
  });
  cleanups.push(() => connection.destroy());
  return connection;
}

/** An embed that speaks raw penpal, so tests can break the protocol on purpose. */
async function rawEmbed(windows: FakeWindowPair): Promise<RemoteProxy<HostMethods>> {
  windows.useEmbed();
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

/** A handler that never settles by itself and records its context. */
function pendingHandler() {
  const contexts: HostCallContext[] = [];
  const handler = (...args: unknown[]) => {
    contexts.push(args.at(-1) as HostCallContext);
    return new Promise<never>(() => undefined);
  };
  return { handler, contexts };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createHost', () => {
  it("refuses '*' without allowAnyOrigin, an unanchored pattern and a detached iframe, synchronously", () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    windows.useHost();

    for (const allowedOrigins of [['*'], [/localhost/]]) {
      expect(() => createHost(windows.iframe, {}, { allowedOrigins })).toThrow(
        expect.objectContaining({ code: 'ORIGIN_NOT_ALLOWED' }),
      );
    }
    const detached = { contentWindow: null } as HTMLIFrameElement;
    expect(() => createHost(detached, {}, { allowedOrigins: [EMBED] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('refuses commands until the embed has said hello', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const mock = createMockHost();
    host(windows, mock.sdk);
    const remote = await rawEmbed(windows);

    expect(await remoteError(remote.getAccessToken())).toMatchObject({
      code: 'PROTOCOL_MISMATCH',
      method: 'getAccessToken',
    });
    expect(mock.calls).toEqual([]);
  });

  it('rejects an embed of another protocol version and reports it', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const onError = vi.fn();
    const created = host(windows, undefined, { onError });
    const remote = await rawEmbed(windows);

    const hello = remote.hello({ protocolVersion: 1, sessionId: 'old', methods: [] });
    expect((await remoteError(hello)).code).toBe('PROTOCOL_MISMATCH');
    await expect(created.ready).rejects.toMatchObject({ code: 'PROTOCOL_MISMATCH' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'PROTOCOL_MISMATCH' }));
  });

  it('validates the arguments of every command and answers INVALID_ARGUMENT without calling the handler', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const mock = createMockHost();
    host(windows, mock.sdk);
    const remote = await rawEmbed(windows);
    await remote.hello({ protocolVersion: 2, sessionId: 'raw', methods: [] });

    const bad: [string, Promise<unknown>][] = [
      ['resizeWindow', remote.resizeWindow({ height: Number.NaN })],
      ['resizeWindow', remote.resizeWindow({ height: -1 })],
      ['resizeWindow', remote.resizeWindow(600 as unknown as { height: number })],
      ['scrollTo', remote.scrollTo({ top: '12' as unknown as number })],
      ['openApp', remote.openApp({ path: '' })],
      ['openApp', remote.openApp({ path: '/x', newTab: 'yes' as unknown as boolean })],
      ['replaceUrl', remote.replaceUrl(42 as unknown as string)],
      ['requestInAppPurchase', remote.requestInAppPurchase(7 as unknown as string)],
    ];
    for (const [method, call] of bad) {
      const error = await remoteError(call);
      expect({ method, code: error.code }).toEqual({ method, code: 'INVALID_ARGUMENT' });
    }
    expect(mock.calls).toEqual([]);
    expect(windows.iframe.style.height).toBeUndefined();
    // Extra fields are not passed on to the handler.
    await remote.openApp({ path: '/x', extra: 'drop me' } as never);
    expect(mock.callsTo('openApp')[0]?.[0]).toEqual({ path: '/x' });
  });

  it('ignores a burst of malformed and foreign messages without calling any handler', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const mock = createMockHost();
    const onError = vi.fn();
    host(windows, mock.sdk, { onError });
    const junk: unknown[] = [
      null,
      42,
      'SYN',
      { namespace: 'penpal' },
      { namespace: 'penpal', channel: BRIDGE_CHANNEL, type: 'CALL', id: '1', methodPath: ['getAccessToken'], args: [] },
    ];
    for (let i = 0; i < 2000; i++) {
      windows.deliver('host', junk[i % junk.length], { origin: EMBED, source: windows.embed });
      windows.deliver(
        'host',
        { namespace: 'penpal', channel: BRIDGE_CHANNEL, type: 'SYN', participantId: 'x' },
        {
          origin: 'http://evil.test',
          source: windows.embed,
        },
      );
    }
    await tick();
    expect(mock.calls).toEqual([]);
    // The foreign handshake is reported once, not 2000 times.
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED' });
  });

  it('reports every call with its result or typed error, paired by id', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const traffic: BridgeTrafficEvent[] = [];
    const mock = createMockHost({ token: 'jwt-1' });
    mock.fail('showLoginModal', 'USER_CANCELLED');
    host(windows, mock.sdk, { onTraffic: (event) => traffic.push(event) });
    const connection = await embed(windows);

    await connection.sdk.getAccessToken();
    await connection.sdk.showLoginModal().catch(() => undefined);

    expect(traffic.map(({ type, id, method }) => ({ type, id, method }))).toEqual([
      { type: 'call', id: 1, method: 'getAccessToken' },
      { type: 'result', id: 1, method: 'getAccessToken' },
      { type: 'call', id: 2, method: 'showLoginModal' },
      { type: 'error', id: 2, method: 'showLoginModal' },
    ]);
    expect(traffic[1]).toMatchObject({ value: 'jwt-1' });
    expect(traffic[3]).toMatchObject({ error: { code: 'USER_CANCELLED' } });
  });

  it('reports HANDSHAKE_TIMEOUT when no embed connects, but still accepts a late one', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const connected = vi.fn();
    const created = host(windows, undefined, { handshakeTimeout: 30 });
    created.on('connected', connected);

    await expect(created.ready).rejects.toMatchObject({ code: 'HANDSHAKE_TIMEOUT' });
    await embed(windows);
    // The embed may finish first (the host's own hello reached it); the host hears it a moment later.
    await vi.waitFor(() => expect(connected).toHaveBeenCalledTimes(1));
  });
});

describe('reloads and reconnection', () => {
  it('emits connected, then disconnected at once when the embed page unloads, then reconnected for the new page', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const created = host(windows);
    const events: string[] = [];
    for (const event of ['connected', 'disconnected', 'reconnected'] as const) {
      created.on(event, (peer) => events.push(`${event}:${peer.sessionId.slice(0, 8)}`));
    }
    const first = await embed(windows);
    await created.ready;

    windows.fire('embed', new Event('pagehide'));
    await tick();
    expect(events.map((e) => e.split(':')[0])).toEqual(['connected', 'disconnected']);

    windows.reloadEmbed();
    const second = await embed(windows);
    await tick();
    expect(events.map((e) => e.split(':')[0])).toEqual(['connected', 'disconnected', 'reconnected']);
    expect(events[2]).not.toBe(events[0]!.replace('connected', 'reconnected')); // a new session id
    await expect(second.sdk.getPageInfo()).resolves.toMatchObject({ viewportHeight: 900 });
    void first;
  });

  it('aborts host handlers still running for an embed that reloaded without a goodbye, and drops their results', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const purchase = pendingHandler();
    const created = host(windows, { ...createMockHost().sdk, requestInAppPurchase: purchase.handler });
    const disconnected = vi.fn();
    const reconnected = vi.fn();
    created.on('disconnected', disconnected);
    created.on('reconnected', reconnected);
    const first = await embed(windows);
    void first.sdk.requestInAppPurchase('pro').catch(() => undefined);
    await tick();
    expect(purchase.contexts[0]?.signal.aborted).toBe(false);
    expect(purchase.contexts[0]?.origin).toBe(EMBED);

    windows.reloadEmbed(); // the old page vanishes: no pagehide, no goodbye
    const second = await embed(windows);
    await tick();

    expect(purchase.contexts[0]?.signal.aborted).toBe(true);
    expect(disconnected).toHaveBeenCalledTimes(1);
    expect(reconnected).toHaveBeenCalledTimes(1);
    await expect(second.sdk.getAccessToken()).resolves.toEqual(expect.any(String));
  });

  it('rejects host→embed calls in flight with DISCONNECTED when the embed reloads', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const created = host(windows);
    await embed(windows, { handlers: { navigate: () => new Promise<void>(() => undefined) } });
    await created.ready;

    const navigation = created.embed.navigate({ path: '/reports/2' });
    await tick();
    windows.fire('embed', new Event('pagehide'));

    expect((await remoteError(navigation)).code).toBe('DISCONNECTED');
    // Until a new embed says hello, calls fail at once instead of waiting for a timeout.
    expect((await remoteError(created.embed.navigate({ path: '/x' }))).code).toBe('DISCONNECTED');
  });

  it('on host destroy, embed calls in flight reject with DISCONNECTED, and a re-created host reconnects', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const purchase = pendingHandler();
    const first = host(windows, { requestInAppPurchase: purchase.handler });
    const connection = await embed(windows);
    const events: string[] = [];
    connection.on('disconnected', () => events.push('disconnected'));
    connection.on('reconnected', () => events.push('reconnected'));

    const inFlight = connection.sdk.requestInAppPurchase();
    await tick();
    windows.useHost();
    first.destroy();

    expect((await remoteError(inFlight)).code).toBe('DISCONNECTED');
    expect(purchase.contexts[0]?.signal.aborted).toBe(true);
    expect(events).toEqual(['disconnected']);

    const second = host(windows, { getAccessToken: () => 'jwt-from-new-host' });
    await second.ready;
    await tick();
    expect(events).toEqual(['disconnected', 'reconnected']);
    expect(connection.capabilities).toEqual(['getAccessToken', 'resizeWindow']);
    await expect(connection.sdk.getAccessToken()).resolves.toBe('jwt-from-new-host');
  });

  it('does not tear the host down when a penpal peer sends DESTROY', async () => {
    const windows = installFakeWindows({ host: HOST, embed: EMBED });
    const created = host(windows);
    windows.useEmbed();
    const raw = connect<HostMethods>({
      messenger: new WindowMessenger({ remoteWindow: windows.host, allowedOrigins: [HOST] }),
      channel: BRIDGE_CHANNEL,
    });
    const remote = await raw.promise;
    await remote.hello({ protocolVersion: 2, sessionId: 'raw', methods: [] }, new CallOptions({ timeout: 500 }));
    raw.destroy(); // penpal sends DESTROY; the host must keep listening for the next page
    windows.reloadEmbed();

    const next = await embed(windows);
    await expect(next.sdk.getPageInfo()).resolves.toMatchObject({ url: expect.any(String) });
    expect(created.capabilities).toHaveLength(9);
  });
});

it('round-trips every error code across the boundary', async () => {
  const windows = installFakeWindows({ host: HOST, embed: EMBED });
  const mock = createMockHost();
  host(windows, mock.sdk);
  const connection = await embed(windows);

  for (const code of BRIDGE_ERROR_CODES) {
    mock.fail('getPageInfo', code);
    expect(await remoteError(connection.sdk.getPageInfo())).toMatchObject({ code, method: 'getPageInfo' });
  }
});
