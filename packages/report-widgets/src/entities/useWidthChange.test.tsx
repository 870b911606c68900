import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, useWidthChange } from './useWidthChange.ts';

type Callback = (entries: { contentRect: { width: number } }[]) => void;
let observe: Callback = () => {};

class FakeResizeObserver {
  constructor(callback: Callback) {
    observe = callback;
  }
  observe() {}
  disconnect() {}
}

function Probe({ onChange }: { onChange: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useWidthChange(ref, onChange);
  return <div ref={ref} />;
}

describe('useWidthChange (re-measure on resize, debounced 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls once, 500 ms after the last width change', () => {
    const onChange = vi.fn();
    render(<Probe onChange={onChange} />);
    observe([{ contentRect: { width: 300 } }]);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 100);
    observe([{ contentRect: { width: 320 } }]);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores notifications without a width change (the list changes its own height while fitting)', () => {
    const onChange = vi.fn();
    render(<Probe onChange={onChange} />);
    observe([{ contentRect: { width: 0 } }]);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
  });
});
