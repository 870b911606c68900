/**
 * DOM lookups that work the same in the page and inside a shadow root:
 * a listener on `document` sees events from a shadow tree retargeted to its host, and `document`'s
 * `activeElement` and `getElementById` stop at the host.
 */

/** The document or shadow root that holds `node`. */
function rootOf(node: Node | null | undefined): Document | ShadowRoot {
  const root = node?.getRootNode();
  return typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root : document;
}

/** The focused element in `node`'s document or shadow root. */
export function activeElementNear(node: Node | null | undefined): Element | null {
  return rootOf(node).activeElement;
}

/** The element with `id` in `node`'s document or shadow root. */
export function elementByIdNear(node: Node | null | undefined, id: string): HTMLElement | null {
  return rootOf(node).getElementById(id);
}

/** Whether `event` happened inside `element`, across shadow boundaries. */
export function happenedInside(event: Event, element: Element | null): boolean {
  return element !== null && event.composedPath().includes(element);
}
