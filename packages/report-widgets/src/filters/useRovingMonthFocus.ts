import { type KeyboardEvent, useRef, useState } from 'react';

const MONTHS_PER_ROW = 3;

/**
 * The month-range picker's months as one roving tab stop: the arrows move the focus (Up and Down by a
 * row of three), stopping at the first and the last month. Returns the focused month's index, its
 * setter (a month took the focus), the ref for the element holding the months (`[data-month]`) and
 * that element's `onKeyDown`.
 */
export function useRovingMonthFocus(count: number, initialFocus: number) {
  const [focusIndex, setFocusIndex] = useState(initialFocus);
  const gridRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -MONTHS_PER_ROW,
      ArrowDown: MONTHS_PER_ROW,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(focusIndex + delta, 0), count - 1);
    setFocusIndex(next);
    gridRef.current?.querySelectorAll<HTMLButtonElement>('[data-month]')[next]?.focus();
  };

  return { focusIndex, setFocusIndex, gridRef, onKeyDown };
}
