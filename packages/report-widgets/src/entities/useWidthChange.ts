import { type RefObject, useEffect } from 'react';

/** The multiline list is re-measured on resize, debounced 500 ms. */
export const RESIZE_DEBOUNCE_MS = 500;

/**
 * Calls `onChange` once the element's width has settled after changing (a ResizeObserver, not a
 * poll). Height changes are ignored: the list changes its own height while fitting.
 */
export function useWidthChange(ref: RefObject<HTMLElement | null>, onChange: () => void, delayMs = RESIZE_DEBOUNCE_MS) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.getBoundingClientRect().width;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.width ?? width;
      if (next === width) return;
      width = next;
      clearTimeout(timer);
      timer = setTimeout(onChange, delayMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ref, onChange, delayMs]);
}
