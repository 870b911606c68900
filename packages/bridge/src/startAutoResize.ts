import { BridgeError, toBridgeError } from './BridgeError.ts';
import type { PartnerSdk } from './PartnerSdk.ts';

/** spec access-shell-plans §4, §9: minimum embedded height in general… */
export const MIN_EMBED_HEIGHT = 400;
/** …and in the sales-tool embedded view. */
export const MIN_SALES_TOOL_EMBED_HEIGHT = 600;
/** spec access-shell-plans §4, §9: the 1 s resize poll — here only a fallback without ResizeObserver. */
export const RESIZE_POLL_MS = 1000;

/**
 * Height changes smaller than this (against the last height sent) are layout noise: fractional
 * zoom levels and transforms make heights jitter by fractions of a pixel, and rounding that jitter
 * up would resize the iframe back and forth forever (research notes, Embedding and browsers).
 */
const SUBPIXEL_TOLERANCE_PX = 1;

export interface AutoResizeOptions {
  /**
   * A wrapper around the app's content. Its height must come from its content, not from the
   * viewport: `100vh`, percentage heights or body margins feed the iframe's height back into the
   * content and make it grow on every resize.
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
 * Returns a function that stops it.
 */
export function startAutoResize(options: AutoResizeOptions): () => void {
  const { element, sdk, minHeight, onError } = options;
  const maxHeight = options.maxHeight ?? Number.POSITIVE_INFINITY;
  if (!Number.isFinite(minHeight) || minHeight < 0 || !(maxHeight >= minHeight)) {
    throw new BridgeError(
      'INVALID_ARGUMENT',
      `startAutoResize needs 0 ≤ minHeight ≤ maxHeight, got ${minHeight} and ${String(options.maxHeight)}.`,
    );
  }

  const frames = animationFrames();
  let stopped = false;
  let frame: FrameHandle | undefined;
  let lastMeasured: number | undefined;
  let lastSent: number | undefined;

  const flush = () => {
    frame = undefined;
    if (stopped) return;
    const measured = element.getBoundingClientRect().height;
    if (!Number.isFinite(measured)) return;
    if (lastMeasured !== undefined && Math.abs(measured - lastMeasured) < SUBPIXEL_TOLERANCE_PX) return;
    lastMeasured = measured;
    // Round up: a content height of 600.4 px needs 601 px or it shows a scrollbar.
    const height = Math.min(maxHeight, Math.max(minHeight, Math.ceil(measured)));
    if (height === lastSent) return;
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
    frame = frames.request(flush);
  };

  if (typeof ResizeObserver === 'function') {
    // observe() reports the initial size too, so the first resizeWindow needs no extra call.
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    return () => {
      stopped = true;
      observer.disconnect();
      if (frame !== undefined) frames.cancel(frame);
    };
  }

  schedule();
  const poll = setInterval(schedule, RESIZE_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(poll);
    if (frame !== undefined) frames.cancel(frame);
  };
}

type FrameHandle = ReturnType<typeof requestAnimationFrame> | ReturnType<typeof setTimeout>;

/** requestAnimationFrame where it exists; a ~16 ms timer elsewhere (workers, tests, old engines). */
function animationFrames(): { request(callback: () => void): FrameHandle; cancel(handle: FrameHandle): void } {
  if (typeof requestAnimationFrame === 'function') {
    return {
      request: (callback) => requestAnimationFrame(callback),
      cancel: (handle) => cancelAnimationFrame(handle as number),
    };
  }
  return {
    request: (callback) => setTimeout(callback, 16),
    cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
