import { useCallback, useState } from 'react';

/** How far below the fold a chart starts drawing: about one screen, so scrolling finds it drawn. */
const MARGIN = '800px';

/**
 * True once the element has come within a screen of the viewport (and from then on). Where the
 * browser has no IntersectionObserver (server rendering, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(): { ref: (element: T | null) => void; near: boolean } {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return { ref, near };
}
