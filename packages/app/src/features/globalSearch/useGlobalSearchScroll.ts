import { type RefObject, useEffect, useRef } from 'react';

/**
 * The global search's listbox scrolling: the active option stays in view, and another name's
 * matches start at their best, not where the last list was scrolled to. Returns the listbox's ref.
 */
export function useGlobalSearchScroll(
  activeOptionId: string | undefined,
  typed: string,
  firstKey: string | undefined,
): RefObject<HTMLDivElement | null> {
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  });

  const listboxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (listboxRef.current) listboxRef.current.scrollTop = 0;
  }, [typed, firstKey]);
  return listboxRef;
}
