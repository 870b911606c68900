import { isBridgeError } from '@adlens/bridge';
import type { BridgeTrafficEvent } from '@adlens/bridge';
import { redactTokens as describe } from './redactTokens.ts';

export interface BridgeLog {
  traffic(event: BridgeTrafficEvent): void;
  info(text: string): void;
  error(error: unknown): void;
}

/** Oldest entries are dropped beyond this, so a chatty embed cannot grow the page without bound. */
const MAX_ENTRIES = 300;

/**
 * The visible bridge log: one list item per call, result and error, inside a `role="log"` region
 * (an implicit polite live region) so screen readers, humans and Playwright all see the traffic.
 */
export function createBridgeLog(list: HTMLOListElement): BridgeLog {
  const append = (kind: 'call' | 'result' | 'error' | 'info', text: string, method?: string) => {
    const item = document.createElement('li');
    item.className = `log-entry log-${kind}`;
    item.dataset.kind = kind;
    if (method) item.dataset.method = method;
    const time = document.createElement('time');
    const now = new Date();
    time.dateTime = now.toISOString();
    time.textContent = now.toLocaleTimeString('en-GB', { hour12: false });
    item.append(time, ` ${text}`);
    list.append(item);
    while (list.childElementCount > MAX_ENTRIES) list.firstElementChild?.remove();
    // The log's own box follows its newest entry; the page does not move. (scrollIntoView would
    // scroll the window too: on a phone, where the log sits under the embed, every resize or URL
    // report threw the reader to the bottom of the partner page.)
    const box = list.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  };

  return {
    traffic(event) {
      switch (event.type) {
        case 'call':
          append('call', `→ ${event.method}(${event.args.map(describe).join(', ')})`, event.method);
          return;
        case 'result':
          append('result', `← ${event.method}: ${describe(event.value)} (${event.durationMs} ms)`, event.method);
          return;
        case 'error':
          append('error', `✕ ${event.method}: ${event.error.code} — ${describe(event.error.message)}`, event.method);
          return;
        default:
          event satisfies never;
      }
    },
    info: (text) => append('info', describe(text)),
    error: (error) =>
      append('error', isBridgeError(error) ? `✕ ${error.code} — ${error.message}` : `✕ ${String(error)}`),
  };
}
