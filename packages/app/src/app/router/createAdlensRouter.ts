import { isTransientFailure } from '@adlens/api-client';
import {
  type ParsedLocation,
  type RouterHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { BadRequestPage } from '../../features/access/BadRequestPage.tsx';
import { LoginPage } from '../../features/access/LoginPage.tsx';
import { NoPackagePage } from '../../features/access/NoPackagePage.tsx';
import { NotFoundPage } from '../../features/access/NotFoundPage.tsx';
import { PlaygroundPage } from '../../features/access/PlaygroundPage.tsx';
import { RecoverPasswordPage } from '../../features/access/RecoverPasswordPage.tsx';
import { RouteErrorPage } from '../../features/access/RouteErrorPage.tsx';
import { ServerErrorPage } from '../../features/access/ServerErrorPage.tsx';
import { TrialEndedPage } from '../../features/access/TrialEndedPage.tsx';
import { UnauthorizedPage } from '../../features/access/UnauthorizedPage.tsx';
import { VerifyOtpPage } from '../../features/access/VerifyOtpPage.tsx';
import type { AdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';
import { SALES_TOOL_PATHS, salesToolEntryHref } from '../../model/location/salesToolPaths.ts';
import { type RequireSignedIn, salesToolClaims, salesToolRoutes } from '../../features/salesTool/salesToolRoutes.ts';
import { partnerEntryPath } from '../../model/session/partnerEntryPath.ts';
import { AppShell } from '../../shell/AppShell.tsx';
import { RootLayout } from '../../shell/RootLayout.tsx';
import { PendingContent } from '../../shared/placeholders/PendingContent.tsx';
import { SplashScreen } from '../../shared/placeholders/SplashScreen.tsx';
import { packageRedirect } from './packageRedirect.ts';
import {
  ActivateAccountRoutePage,
  RecoverySentRoutePage,
  SetPasswordRoutePage,
  UserDevicesRoutePage,
  UserSessionsRoutePage,
} from './routePages.tsx';
import { audienceRoutes } from '../../features/audience/audienceRoutes.ts';
import {
  emailNotificationsRoute,
  unsubscribeRoute,
} from '../../features/settings/emailNotifications/emailNotificationRoutes.ts';
import { campaignDetailRoute, reportHomeRoute, reportRoutes } from '../../features/report/reportRoutes.ts';
import { validateRecoverySentSearch, validateRootSearch } from '../../model/location/searchParams.ts';
import { loadSavedFilters } from '../../features/settings/applySavedFilters.ts';
import { dashboardRoutes } from '../../features/dashboards/dashboardRoutes.ts';
import { onboardingRedirect } from '../../features/onboarding/onboardingRedirect.ts';
import { onboardingRoutes } from '../../features/onboarding/onboardingRoutes.ts';
import { categoryDirectoryRoute } from '../../features/categoryDirectory/categoryDirectoryRoutes.ts';
import { accountSettingsRoute } from '../../features/settings/account/accountSettingsRoute.ts';
import { lockedFeatureRoute } from '../../features/partner/lockedFeatureRoute.tsx';

interface AdlensRouterContext {
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

/** The app's route table, code-based (the routes are listed in docs/product/access-and-sessions.md). */
const rootRoute = createRootRouteWithContext<AdlensRouterContext>()({
  validateSearch: validateRootSearch,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  // Only for visitors who are not signed in, unless force=true; standalone only.
  beforeLoad: async ({ context: { runtime }, search }) => {
    if (runtime.config.integration !== 'none') throw redirect({ to: '/ad-intelligence', replace: true });
    if (search.force) return;
    // A reload of the login page with a live session cookie resumes the session too.
    const status = await runtime.ensureSession();
    if (status.kind === 'signed-in') throw redirect({ to: '/ad-intelligence', replace: true });
  },
  component: LoginPage,
});

/** verify-otp: requires the code token of a password login, else root. */
const verifyOtpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'verify-otp',
  beforeLoad: ({ context: { runtime } }) => {
    if (!runtime.sessionStore.getState().otpChallenge) throw redirect({ to: '/', replace: true });
  },
  component: VerifyOtpPage,
});

/** set-password/{token} and activate-account/{token} are one page. */
const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password/$token',
  component: SetPasswordRoutePage,
});
const activateAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'activate-account/$token',
  component: ActivateAccountRoutePage,
});

/** recover-password and reset-password are one page. */
const recoverPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'recover-password',
  component: RecoverPasswordPage,
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  component: RecoverPasswordPage,
});

/** recover-password/sent?email=: without the e-mail it goes to login with force=true. */
const recoverySentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'recover-password/sent',
  validateSearch: validateRecoverySentSearch,
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/login', search: { force: true }, replace: true });
  },
  component: RecoverySentRoutePage,
});

/** user-devices / user-sessions: require the limit state of a refused login, else root. */
function limitRoute(path: 'user-devices' | 'user-sessions', kind: 'devices' | 'sessions') {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ context: { runtime } }) => {
      if (runtime.sessionStore.getState().limitState?.kind !== kind) throw redirect({ to: '/', replace: true });
    },
    component: kind === 'devices' ? UserDevicesRoutePage : UserSessionsRoutePage,
  });
}
const userDevicesRoute = limitRoute('user-devices', 'devices');
const userSessionsRoute = limitRoute('user-sessions', 'sessions');

const serverErrorRoute = createRoute({ getParentRoute: () => rootRoute, path: '500', component: ServerErrorPage });
const noPackageRoute = createRoute({ getParentRoute: () => rootRoute, path: 'no-package', component: NoPackagePage });
const trialEndedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'trial-ended',
  component: TrialEndedPage,
});

/** playground: only outside production; there it redirects to login. */
const playgroundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'playground',
  beforeLoad: ({ context: { runtime } }) => {
    if (!runtime.config.playground) throw redirect({ to: '/login', replace: true });
  },
  component: PlaygroundPage,
});

const notFoundRoute = createRoute({ getParentRoute: () => rootRoute, path: 'not-found', component: NotFoundPage });
const badRequestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'bad-request',
  component: BadRequestPage,
});
const unauthorizedRoute = createRoute({ getParentRoute: () => rootRoute, path: '401', component: UnauthorizedPage });

/**
 * The authenticated guard: unauthenticated visitors go to login and the URL
 * is remembered for afterwards; an embed signs in through the bridge first;
 * users without a package (or with an ended trial) get their own pages.
 */
const requireSignedIn: RequireSignedIn = async (runtime, location, jwt) => {
  const status = await runtime.ensureSession(jwt);
  if (status.kind === 'failed') throw redirect({ to: status.to, replace: true });
  // The API could not be reached. Not a reason to sign anyone out: the server-error
  // page, whose 'Refresh the app' comes back here.
  if (status.kind === 'unreachable') throw unreachable(location.href);
  if (status.kind === 'signed-out') {
    runtime.sessionStore.getState().rememberReturnUrl(location.href);
    throw redirect({ to: '/login', replace: true });
  }
  // Users without a package (or with an ended trial) get their own pages.
  let user;
  try {
    user = await runtime.client.session.getUser();
  } catch (error) {
    if (isTransientFailure(error)) throw unreachable(location.href);
    // The session could not be renewed: the expired dialog is up; go to login from here.
    runtime.sessionStore.getState().rememberReturnUrl(location.href);
    throw redirect({ to: '/login', replace: true });
  }
  const noPackage = packageRedirect(user);
  if (noPackage) throw redirect({ to: noPackage, replace: true });
};

/** The server-error page, whose action returns to `href`. */
function unreachable(href: string) {
  return redirect({ to: '/500', search: { refreshUrl: href }, replace: true });
}

/** The authenticated shell. */
const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  beforeLoad: async ({ context: { runtime }, location, search }) => {
    await requireSignedIn(runtime, location, search.jwt);
    // Integration redirect: the sales tool's full app is for subscribers.
    const salesTool = await salesToolClaims(runtime);
    if (salesTool && !salesTool.subscribed) {
      throw redirect({ href: SALES_TOOL_PATHS.unsubscribed, replace: true });
    }
    if (search.jwt) throw redirect({ href: entryHref(runtime, search.jwt, location), replace: true });
    // Persisted settings: the user's saved filters, before any report chooses;
    // read once a page will show (not before the redirects above), and cached after the first time.
    await loadSavedFilters(runtime);
  },
  pendingComponent: SplashScreen,
  component: AppShell,
});

/** Route constants: ad-intelligence/start is the start page too. */
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
  beforeLoad: async ({ context: { runtime } }) => {
    // Integration redirect: the sales tool opens at its root and goes where its token says.
    const salesTool = await salesToolClaims(runtime);
    if (salesTool) throw redirect({ href: salesToolEntryHref(salesTool), replace: true });
    throw redirect({ to: '/ad-intelligence', replace: true });
  },
});

const startRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'ad-intelligence',
  // A new user starts at the onboarding — from the start page only, never from a deep link.
  beforeLoad: async ({ context: { runtime }, preload }) => {
    if (preload) return;
    const to = await onboardingRedirect(runtime);
    if (to) throw redirect({ href: to, replace: true });
  },
}).lazy(() => import('../../features/start/startPageRoute.ts').then((module) => module.startPageRoute));

/** `ad-intelligence/settings/general`: the account menu's User settings. */
const settingsGeneralRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'ad-intelligence/settings/general',
}).lazy(() =>
  import('../../features/settings/general/settingsGeneralRoute.ts').then((module) => module.settingsGeneralRoute),
);

/** Report pages: common, empty and (where the type has one) compare variants. */
const reportRouteList = [
  ...reportRoutes(() => shellRoute, 'advertiser', true),
  ...reportRoutes(() => shellRoute, 'publisher', true),
  ...reportRoutes(() => shellRoute, 'campaign', false),
  ...reportRoutes(() => shellRoute, 'keyword', false),
  ...reportRoutes(() => shellRoute, 'category', true),
  // ad-intelligence/category/all: the category directory.
  categoryDirectoryRoute(() => shellRoute),
  ...reportRoutes(() => shellRoute, 'brand', true),
  campaignDetailRoute(() => shellRoute),
  ...(['advertiser', 'publisher', 'campaign', 'keyword', 'category', 'brand'] as const).map((type) =>
    reportHomeRoute(() => shellRoute, type, type),
  ),
  reportHomeRoute(() => shellRoute, 'domain', 'advertiser'),
  ...audienceRoutes(() => shellRoute),
];

const routeTree = rootRoute.addChildren([
  loginRoute,
  verifyOtpRoute,
  setPasswordRoute,
  activateAccountRoute,
  recoverPasswordRoute,
  resetPasswordRoute,
  recoverySentRoute,
  userDevicesRoute,
  userSessionsRoute,
  serverErrorRoute,
  noPackageRoute,
  trialEndedRoute,
  playgroundRoute,
  notFoundRoute,
  badRequestRoute,
  unauthorizedRoute,
  unsubscribeRoute(() => rootRoute),
  ...salesToolRoutes(() => rootRoute, requireSignedIn),
  shellRoute.addChildren([
    homeRoute,
    startRoute,
    startAliasRoute,
    settingsGeneralRoute,
    emailNotificationsRoute(() => shellRoute),
    accountSettingsRoute(() => shellRoute),
    ...reportRouteList,
    ...dashboardRoutes(() => shellRoute),
    ...onboardingRoutes(() => shellRoute),
    lockedFeatureRoute(() => shellRoute),
  ]),
]);

export function createAdlensRouter(runtime: AdlensRuntime, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { runtime },
    notFoundMode: 'root',
    defaultPendingComponent: PendingContent,
    // An exception while drawing any route shows the 500 page, reported.
    defaultErrorComponent: RouteErrorPage,
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
