import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeError } from './BridgeError.ts';
import { MIN_EMBED_HEIGHT, MIN_SALES_TOOL_EMBED_HEIGHT, RESIZE_POLL_MS, startAutoResize } from './startAutoResize.ts';

/** An element whose measured height the test sets. */
function fakeElement(initialHeight: number) {
  let height = initialHeight;
  const element = { getBoundingClientRect: () => ({ height }) } as unknown as Element;
  return { element, setHeight: (next: number) => (height = next) };
}

function resizeSdk() {
  const resizeWindow = vi.fn(async (_payload: { height: number }) => undefined);
  return { sdk: { resizeWindow }, sent: () => resizeWindow.mock.calls.map(([payload]) => payload.height) };
}

/** A controllable ResizeObserver and animation-frame queue, installed as globals. */
function installFakeLayout() {
  const observers: { callback: () => void; targets: Element[]; disconnected: boolean }[] = [];
  let frames: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: () => void) {
        this.entry = { callback, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
        // Like browsers: observing reports the initial size.
        this.entry.callback();
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
    frames[handle - 1] = () => undefined;
  });
  return {
    /** The ResizeObserver fires (any number of times within one frame). */
    observe: (times = 1) => {
      for (let i = 0; i < times; i++) for (const o of observers) if (!o.disconnected) o.callback();
    },
    /** The browser paints: run the queued frame callbacks. */
    frame: () => {
      const queued = frames;
      frames = [];
      for (const callback of queued) callback();
    },
    pendingFrames: () => frames.length,
    observers,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startAutoResize with ResizeObserver', () => {
  let layout: ReturnType<typeof installFakeLayout>;
  beforeEach(() => {
    layout = installFakeLayout();
  });

  it('sends the initial height on the first frame, rounded up', () => {
    const { element } = fakeElement(812.3);
    const { sdk, sent } = resizeSdk();

    startAutoResize({ element, sdk, minHeight: MIN_EMBED_HEIGHT });
    expect(sent()).toEqual([]); // nothing before the frame
    layout.frame();
    expect(sent()).toEqual([813]);
  });

  it('batches many observations into one resizeWindow per animation frame', () => {
    const { element, setHeight } = fakeElement(700);
    const { sdk, sent } = resizeSdk();
    startAutoResize({ element, sdk, minHeight: MIN_EMBED_HEIGHT });
    layout.frame();

    setHeight(900);
    layout.observe(25);
    expect(layout.pendingFrames()).toBe(1);
    setHeight(950); // the frame measures the latest height, not the first one observed
    layout.frame();
    expect(sent()).toEqual([700, 950]);
  });

  it('clamps to the minimum and maximum height', () => {
    const { element, setHeight } = fakeElement(120);
    const { sdk, sent } = resizeSdk();
    startAutoResize({ element, sdk, minHeight: MIN_SALES_TOOL_EMBED_HEIGHT, maxHeight: 3000 });
    layout.frame();

    setHeight(5000);
    layout.observe();
    layout.frame();
    expect(sent()).toEqual([600, 3000]);
  });

  it('ignores sub-pixel jitter and heights that clamp to what was already sent', () => {
    const { element, setHeight } = fakeElement(800.4);
    const { sdk, sent } = resizeSdk();
    startAutoResize({ element, sdk, minHeight: MIN_EMBED_HEIGHT });
    layout.frame();

    for (const jitter of [800.9, 800.1, 801.3, 799.6]) {
      setHeight(jitter);
      layout.observe();
      layout.frame();
    }
    setHeight(300); // below the minimum …
    layout.observe();
    layout.frame();
    setHeight(350); // … and still below it: the clamped height has not changed
    layout.observe();
    layout.frame();
    expect(sent()).toEqual([801, 400]);
  });

  it('stops observing and drops a pending frame when stopped', () => {
    const { element, setHeight } = fakeElement(700);
    const { sdk, sent } = resizeSdk();
    const stop = startAutoResize({ element, sdk, minHeight: MIN_EMBED_HEIGHT });
    layout.frame();

    setHeight(1000);
    layout.observe();
    stop();
    layout.frame();
    expect(layout.observers[0]?.disconnected).toBe(true);
    expect(sent()).toEqual([700]);
  });

  it('reports a failed resize as a BridgeError and retries on the next change', async () => {
    const { element, setHeight } = fakeElement(700);
    const resizeWindow = vi
      .fn<(payload: { height: number }) => Promise<void>>()
      .mockRejectedValueOnce(new BridgeError('NOT_CONNECTED', 'port closed'))
      .mockResolvedValue(undefined);
    const onError = vi.fn();
    startAutoResize({ element, sdk: { resizeWindow }, minHeight: MIN_EMBED_HEIGHT, onError });
    layout.frame();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NOT_CONNECTED' })));

    setHeight(700.2); // within the jitter tolerance of the failed height, but it never arrived
    layout.observe();
    layout.frame();
    expect(resizeWindow.mock.calls.map(([p]) => p.height)).toEqual([700, 701]);
  });

  it('does not follow content that grows with the iframe (100vh below a header): no growth loop', () => {
    let viewport = 150; // the embed's innerHeight = the iframe's height, set by the host
    vi.stubGlobal('innerHeight', viewport);
    const { element, setHeight } = fakeElement(viewport + 40);
    const resizeWindow = vi.fn(async ({ height }: { height: number }) => {
      viewport = height; // the host applies it…
      vi.stubGlobal('innerHeight', viewport);
      setHeight(viewport + 40); // …and the content follows the viewport
    });
    startAutoResize({ element, sdk: { resizeWindow }, minHeight: MIN_EMBED_HEIGHT });

    for (let i = 0; i < 10; i++) {
      layout.frame();
      layout.observe();
    }
    expect(resizeWindow.mock.calls.map(([p]) => p.height)).toEqual([400]);

    // Content that grows while the iframe stays put is followed again.
    setHeight(1500);
    layout.observe();
    layout.frame();
    expect(resizeWindow.mock.calls.map(([p]) => p.height)).toEqual([400, 1500]);
  });

  it('refuses a maximum below the minimum', () => {
    const { element } = fakeElement(700);
    expect(() => startAutoResize({ element, sdk: resizeSdk().sdk, minHeight: 600, maxHeight: 400 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});

describe('startAutoResize without ResizeObserver', () => {
  it(`falls back to polling every ${RESIZE_POLL_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', undefined);
    const { element, setHeight } = fakeElement(500);
    const { sdk, sent } = resizeSdk();
    const stop = startAutoResize({ element, sdk, minHeight: MIN_EMBED_HEIGHT });

    await vi.advanceTimersByTimeAsync(20);
    expect(sent()).toEqual([500]);
    setHeight(900);
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS - 100);
    expect(sent()).toEqual([500]); // no faster than the poll
    await vi.advanceTimersByTimeAsync(200);
    expect(sent()).toEqual([500, 900]);
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS * 5);
    expect(sent()).toEqual([500, 900]); // an unchanged height is not re-sent on every poll

    stop();
    setHeight(1200);
    await vi.advanceTimersByTimeAsync(RESIZE_POLL_MS * 2);
    expect(sent()).toEqual([500, 900]);
  });
});
