import { type RefObject, useEffect, useRef } from 'react';

/**
 * Puts the page's readiness on the shell's <main> (`data-page-ready`, docs/product/page-ready.md), once per
 * page so `[data-page-ready="true"]` finds exactly one element; outside a shell on the page's own
 * root. Returns the ref for that root: `root` when the page already has one (a dashboard's, which its
 * PDF export reads too).
 */
export function usePageReadyFlag(
  ready: boolean,
  root?: RefObject<HTMLDivElement | null>,
): RefObject<HTMLDivElement | null> {
  const ownRef = useRef<HTMLDivElement>(null);
  const rootRef = root ?? ownRef;
  useEffect(() => {
    const target = rootRef.current?.closest('main') ?? rootRef.current;
    target?.setAttribute('data-page-ready', String(ready));
    return () => target?.removeAttribute('data-page-ready');
  }, [ready, rootRef]);
  return rootRef;
}
