import {
  type ParsedLocation,
  type RouterHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { BadRequestPage } from '../pages/BadRequestPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RecoverPasswordPage } from '../pages/RecoverPasswordPage.tsx';
import { UnauthorizedPage } from '../pages/UnauthorizedPage.tsx';
import type { AdlensRuntime } from '../runtime/createAdlensRuntime.ts';
import { partnerEntryPath } from '../session/partnerEntryPath.ts';
import { AppShell } from '../shell/AppShell.tsx';
import { RootLayout } from '../shell/RootLayout.tsx';
import { SplashScreen } from '../shell/SplashScreen.tsx';
import { parseReportIds, reportEntityIds } from './reportIds.ts';
import { validateReportSearch, validateRootSearch } from './searchParams.ts';

export interface AdlensRouterContext {
  runtime: AdlensRuntime;
}

/**
 * After an embed signed in with the `jwt` query parameter: the deep path the token carries, else the
 * same URL without the token — a partner token never stays in the address bar or the history.
 */
function entryHref(runtime: AdlensRuntime, jwt: string, location: ParsedLocation): string {
  const { integration } = runtime.config;
  const fromToken = integration === 'none' ? null : partnerEntryPath(jwt, integration);
  if (fromToken) return fromToken;
  const query = new URLSearchParams(location.searchStr);
  query.delete('jwt');
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}`;
}

/** Route table of spec access-shell-plans §2.1 (the part built so far), code-based. */
const rootRoute = createRootRouteWithContext<AdlensRouterContext>()({
  validateSearch: validateRootSearch,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  // spec §2.1: only for visitors who are not signed in, unless force=true; standalone only.
  beforeLoad: ({ context: { runtime }, search }) => {
    if (runtime.config.integration !== 'none') throw redirect({ to: '/ad-intelligence', replace: true });
    if (runtime.client.session.isSignedIn && !search.force) throw redirect({ to: '/ad-intelligence', replace: true });
  },
  component: LoginPage,
});

const recoverPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'recover-password',
  component: RecoverPasswordPage,
});

const notFoundRoute = createRoute({ getParentRoute: () => rootRoute, path: 'not-found', component: NotFoundPage });
const badRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'bad-request',
  component: BadRequestPage,
});
const unauthorizedRoute = createRoute({ getParentRoute: () => rootRoute, path: '401', component: UnauthorizedPage });

/**
 * The authenticated shell (spec §2.1 "root shell"): unauthenticated visitors go to login and the URL
 * is remembered for afterwards; an embed signs in through the bridge first (spec §2.1 entry guards).
 */
const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: async ({ context: { runtime }, location, search }) => {
    const status = await runtime.ensureSession(search.jwt);
    if (status.kind === 'failed') throw redirect({ to: status.to, replace: true });
    if (status.kind === 'signed-out') {
      runtime.sessionStore.getState().rememberReturnUrl(location.href);
      throw redirect({ to: '/login', replace: true });
    }
    if (search.jwt) throw redirect({ href: entryHref(runtime, search.jwt, location), replace: true });
  },
  pendingComponent: SplashScreen,
  component: AppShell,
});

/** spec §2.1 route constants: ad-intelligence/start is the start page too. */
const startAliasRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'ad-intelligence/start',
  beforeLoad: () => {
    throw redirect({ to: '/ad-intelligence', replace: true });
  },
});

const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/ad-intelligence', replace: true });
  },
});

const startRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'ad-intelligence',
}).lazy(() => import('../pages/startPageRoute.ts').then((module) => module.startPageRoute));

const advertiserReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'ad-intelligence/advertiser/common/$ids',
  validateSearch: validateReportSearch,
  // spec reports-data §2 Report URL form; anything malformed is a bad request (spec §2.4).
  beforeLoad: ({ params }) => {
    const items = parseReportIds(params.ids, 'advertiser');
    const advertiserIds = items && reportEntityIds(items);
    if (!advertiserIds || advertiserIds.length === 0) throw redirect({ to: '/bad-request', replace: true });
    return { advertiserIds };
  },
}).lazy(() => import('../pages/advertiserReportPageRoute.ts').then((module) => module.advertiserReportPageRoute));

const routeTree = rootRoute.addChildren([
  loginRoute,
  recoverPasswordRoute,
  notFoundRoute,
  badRequestRoute,
  unauthorizedRoute,
  shellRoute.addChildren([homeRoute, startRoute, startAliasRoute, advertiserReportRoute]),
]);

export function createAdlensRouter(runtime: AdlensRuntime, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { runtime },
    notFoundMode: 'root',
    defaultPendingComponent: SplashScreen,
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
}

export type AdlensRouter = ReturnType<typeof createAdlensRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AdlensRouter;
  }
}
