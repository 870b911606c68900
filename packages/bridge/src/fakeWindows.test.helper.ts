import { vi } from 'vitest';

/**
 * Two fake browsing contexts (a host page and its embedded frame) for running the real penpal
 * handshake in Vitest's node environment. Node has MessageChannel, so only `window` and
 * `postMessage` are faked: a post is delivered asynchronously as a `message` event with the
 * sender's origin and window as `source`, and — like a browser — dropped when `targetOrigin` does
 * not match the receiver. Both sides share one global `window` (penpal listens there); each side's
 * messenger tells the messages apart by `event.source`, exactly as in a browser.
 */
export interface FakeWindow {
  readonly origin: string;
  postMessage(message: unknown, options?: { targetOrigin?: string; transfer?: Transferable[] }): void;
}

export interface FakeWindowPair {
  /** The host page, as the embed sees it (its `remoteWindow`). */
  host: Window;
  /** The embed's frame, as the host sees it (`iframe.contentWindow`). */
  embed: Window;
  /** An iframe element whose contentWindow is `embed`. */
  iframe: HTMLIFrameElement;
}

export function installFakeWindows(origins: { host: string; embed: string }): FakeWindowPair {
  const globalWindow = Object.assign(new EventTarget(), {
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    origin: 'http://test.invalid',
  });
  vi.stubGlobal('window', globalWindow);

  const host = { origin: origins.host } as FakeWindow;
  const embed = { origin: origins.embed } as FakeWindow;
  const wire = (receiver: FakeWindow, sender: FakeWindow) => {
    receiver.postMessage = (message, options = {}) => {
      const targetOrigin = options.targetOrigin ?? '/';
      if (targetOrigin !== '*' && targetOrigin !== receiver.origin) return;
      const data: unknown = structuredClone(message);
      const ports = (options.transfer ?? []).filter((item): item is MessagePort => item instanceof MessagePort);
      setTimeout(() => {
        const event = new Event('message');
        Object.defineProperties(event, {
          data: { value: data },
          origin: { value: sender.origin },
          source: { value: sender },
          ports: { value: ports },
        });
        globalWindow.dispatchEvent(event);
      }, 0);
    };
  };
  wire(host, embed);
  wire(embed, host);

  const iframe = { contentWindow: embed, style: {} as CSSStyleDeclaration } as unknown as HTMLIFrameElement;
  return { host: host as unknown as Window, embed: embed as unknown as Window, iframe };
}
