import { vi } from 'vitest';

/**
 * Two fake browsing contexts (a host page and its embedded frame) for running the real penpal
 * handshake in Vitest's node environment. Node has MessageChannel, so only `window` and
 * `postMessage` are faked: each side has its own global scope (an EventTarget standing in for its
 * `window`; `useHost()`/`useEmbed()` make it the global before that side's code starts listening),
 * and a post is delivered asynchronously to the receiver's scope as a `message` event with the
 * sender's origin and window as `source` — and, like a browser, dropped when `targetOrigin` does not
 * match the receiver. `reloadEmbed()` swaps the embed's scope for a fresh one: the old page's
 * listeners are gone, the frame's window object (what the host holds) stays the same.
 */
interface FakeWindow {
  readonly origin: string;
  postMessage(message: unknown, options?: { targetOrigin?: string; transfer?: Transferable[] }): void;
}

type Side = 'host' | 'embed';

export interface FakeWindowPair {
  /** The host page, as the embed sees it (its `remoteWindow`). */
  host: Window;
  /** The embed's frame, as the host sees it (`iframe.contentWindow`). */
  embed: Window;
  /** An iframe element whose contentWindow is `embed`. */
  iframe: HTMLIFrameElement;
  useHost(): void;
  useEmbed(): void;
  /** The embed page goes away without a word (crash, or a reload whose pagehide never ran) and a fresh one starts. */
  reloadEmbed(): void;
  /** Fires a DOM event (e.g. `pagehide`) in one side's scope. */
  fire(side: Side, event: Event): void;
  /** Delivers a raw message to one side, as if posted by `from` with `origin`. */
  deliver(side: Side, data: unknown, from: { origin: string; source: unknown }): void;
}

function scope() {
  return Object.assign(new EventTarget(), {
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    origin: 'http://test.invalid',
  });
}

export function installFakeWindows(origins: { host: string; embed: string }): FakeWindowPair {
  const scopes: Record<Side, ReturnType<typeof scope>> = { host: scope(), embed: scope() };
  const host = { origin: origins.host } as FakeWindow;
  const embed = { origin: origins.embed } as FakeWindow;

  const deliver = (side: Side, data: unknown, from: { origin: string; source: unknown }, ports: MessagePort[] = []) => {
    const event = new Event('message');
    Object.defineProperties(event, {
      data: { value: data },
      origin: { value: from.origin },
      source: { value: from.source },
      ports: { value: ports },
    });
    scopes[side].dispatchEvent(event);
  };
  const wire = (receiver: FakeWindow, side: Side, sender: FakeWindow) => {
    receiver.postMessage = (message, options = {}) => {
      const targetOrigin = options.targetOrigin ?? '/';
      if (targetOrigin !== '*' && targetOrigin !== receiver.origin) return;
      const data: unknown = structuredClone(message);
      const ports = (options.transfer ?? []).filter((item): item is MessagePort => item instanceof MessagePort);
      setTimeout(() => deliver(side, data, { origin: sender.origin, source: sender }, ports), 0);
    };
  };
  wire(host, 'host', embed);
  wire(embed, 'embed', host);

  const iframe = { contentWindow: embed, src: '', style: {} as CSSStyleDeclaration } as unknown as HTMLIFrameElement;
  return {
    host: host as unknown as Window,
    embed: embed as unknown as Window,
    iframe,
    useHost: () => vi.stubGlobal('window', scopes.host),
    useEmbed: () => vi.stubGlobal('window', scopes.embed),
    reloadEmbed: () => {
      scopes.embed = scope();
      vi.stubGlobal('window', scopes.embed);
    },
    fire: (side, event) => scopes[side].dispatchEvent(event),
    deliver: (side, data, from) => deliver(side, data, from),
  };
}
