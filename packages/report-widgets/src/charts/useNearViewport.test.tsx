import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport.ts';

function Probe() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport (charts draw when they come near the viewport)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeTruthy();
  });

  it('waits until the element comes within a screen of the viewport, then stops observing', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin: string }) {
          notify = callback;
          expect(options.rootMargin).toBe('800px');
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
