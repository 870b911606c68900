import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteCode } from './preloadRouteCode.ts';

function routerWithLazyReport() {
  const loadReportPage = vi.fn(async () => ({ ReportPage: () => null }));
  const guard = vi.fn();
  const rootRoute = createRootRoute();
  const reportRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'ad-intelligence/advertiser/common/$ids',
    beforeLoad: guard,
    component: lazyRouteComponent(loadReportPage, 'ReportPage'),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([reportRoute]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  return { router, loadReportPage, guard };
}

describe('preloadRouteCode', () => {
  it("loads the code of the page an address opens, without running the page's guards", async () => {
    const { router, loadReportPage, guard } = routerWithLazyReport();
    await preloadRouteCode(router, '/ad-intelligence/advertiser/common/3?period=LAST_30_DAYS');
    expect(loadReportPage).toHaveBeenCalledTimes(1);
    expect(guard).not.toHaveBeenCalled();
  });

  it('does nothing for an address no page answers, and never fails', async () => {
    const { router, loadReportPage } = routerWithLazyReport();
    await expect(preloadRouteCode(router, '/nowhere')).resolves.toBeUndefined();
    expect(loadReportPage).not.toHaveBeenCalled();
  });

  it('leaves a failing download to the navigation that needs it', async () => {
    const { router, loadReportPage } = routerWithLazyReport();
    loadReportPage.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadRouteCode(router, '/ad-intelligence/advertiser/common/3')).resolves.toBeUndefined();
  });
});
