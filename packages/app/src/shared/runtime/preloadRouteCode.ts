import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the code of the pages an address opens — lazy routes and their components — without
 * running their guards or loaders, so a page the user is about to reach opens without waiting for
 * its code. Failures are left for the navigation itself to report.
 */
export function preloadRouteCode(router: AnyRouter, href: string): Promise<void> {
  const [routes] = router.getMatchedRoutes(new URL(href, 'http://adlens.invalid').pathname);
  return Promise.all(routes.map((route) => router.loadRouteChunk(route))).then(
    () => undefined,
    () => undefined,
  );
}
