import { BridgeError, toBridgeError } from './BridgeError.ts';
import type { PartnerSdk } from './PartnerSdk.ts';

/** The minimum embedded height in general… */
export const MIN_EMBED_HEIGHT = 400;
/** …and in the sales-tool embedded view. */
export const MIN_SALES_TOOL_EMBED_HEIGHT = 600;
/** The 1 s resize poll — here only a fallback without ResizeObserver. */
export const RESIZE_POLL_MS = 1000;

/**
 * Height changes smaller than this (against the last height sent) are layout noise: fractional
 * zoom levels and transforms make heights jitter by fractions of a pixel, and rounding that jitter
 * up would resize the iframe back and forth forever.
 */
const SUBPIXEL_TOLERANCE_PX = 1;

export interface AutoResizeOptions {
  /**
   * A wrapper around the app's content. Its height should come from its content, not from the
   * viewport: with `100vh` or `height: 100%` the content grows with its iframe. Such growth is
   * detected and not followed (see startAutoResize), so the iframe stays put instead of growing
   * forever — but the content then scrolls inside it.
   */
  element: Element;
  sdk: Pick<PartnerSdk, 'resizeWindow'>;
  minHeight: number;
  maxHeight?: number;
  /** A failed resizeWindow (e.g. NOT_CONNECTED); the next change retries. */
  onError?: (error: BridgeError) => void;
}

/**
 * Keeps the host's iframe as tall as `element`: a ResizeObserver on the wrapper, at most one
 * resizeWindow per animation frame, clamped to [minHeight, maxHeight], sub-pixel noise and
 * unchanged heights ignored. Without ResizeObserver it polls every RESIZE_POLL_MS instead.
 *
 * No growth loops: when the iframe's own height (the embed's `innerHeight`) changed since the last
 * measurement and the content grew by that same amount, the content is tracking the iframe
 * (`100vh`, `height: 100%`, plus margins): following it would grow the iframe forever, so that
 * growth is not sent. Content that grows while the iframe's height stays put is followed as usual.
 * Returns a function that stops it.
 */
export function startAutoResize(options: AutoResizeOptions): () => void {
  const { element, sdk, minHeight, onError } = options;
  const maxHeight = options.maxHeight ?? Infinity;
  if (!Number.isFinite(minHeight) || minHeight < 0 || !(maxHeight >= minHeight)) {
    throw new BridgeError('INVALID_ARGUMENT', 'startAutoResize needs 0 ≤ minHeight ≤ maxHeight.');
  }

  // requestAnimationFrame where it exists; a ~16 ms timer elsewhere (workers, tests, old engines).
  const raf = globalThis.requestAnimationFrame ?? ((callback: () => void) => setTimeout(callback, 16));
  const cancel = globalThis.cancelAnimationFrame ?? clearTimeout;
  let stopped = false;
  let frame: unknown;
  let lastMeasured: number | undefined;
  let lastSent: number | undefined;

  let lastViewport: number | undefined;

  const flush = () => {
    frame = undefined;
    if (stopped) return;
    const measured = element.getBoundingClientRect().height;
    const viewport = globalThis.innerHeight;
    const previous = { measured: lastMeasured, viewport: lastViewport };
    lastViewport = viewport;
    if (!Number.isFinite(measured)) return;
    if (lastMeasured !== undefined && Math.abs(measured - lastMeasured) < SUBPIXEL_TOLERANCE_PX) return;
    lastMeasured = measured;
    // Round up: a content height of 600.4 px needs 601 px or it shows a scrollbar.
    const height = Math.min(maxHeight, Math.max(minHeight, Math.ceil(measured)));
    if (height === lastSent) return;
    const viewportGrowth = viewport - (previous.viewport ?? viewport);
    const tracksIframe =
      lastSent !== undefined &&
      height > lastSent &&
      viewportGrowth > 0 &&
      previous.measured !== undefined &&
      Math.abs(measured - previous.measured - viewportGrowth) < SUBPIXEL_TOLERANCE_PX;
    if (tracksIframe) return;
    lastSent = height;
    sdk.resizeWindow({ height }).catch((error: unknown) => {
      // Forget what we sent so the next observation (or poll) tries again.
      if (lastSent === height) {
        lastSent = undefined;
        lastMeasured = undefined;
      }
      onError?.(toBridgeError(error, { method: 'resizeWindow' }));
    });
  };

  const schedule = () => {
    if (stopped || frame !== undefined) return;
    frame = raf(flush);
  };

  // The 1 s poll only where there is no ResizeObserver.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
  observer?.observe(element);
  schedule();
  const poll = observer ? undefined : setInterval(schedule, RESIZE_POLL_MS);
  return () => {
    stopped = true;
    observer?.disconnect();
    clearInterval(poll);
    if (frame !== undefined) cancel(frame as number);
  };
}
