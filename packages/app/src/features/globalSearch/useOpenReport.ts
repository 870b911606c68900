import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Opens an app href: through the router in this tab, or in a new tab (Ctrl/Cmd-Enter, Ctrl/Cmd-click). */
export function useOpenReport(): (href: string, newTab: boolean) => void {
  const router = useRouter();
  return useCallback(
    (href: string, newTab: boolean) => {
      if (newTab) window.open(router.history.createHref(href), '_blank', 'noopener');
      else void router.navigate({ href });
    },
    [router],
  );
}
