import type { MouseEvent } from 'react';

/**
 * Whether a click on an in-app link is the app's to handle: a plain left click. A middle click or a
 * click with a modifier (new tab, new window, download) is left to the browser.
 */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
