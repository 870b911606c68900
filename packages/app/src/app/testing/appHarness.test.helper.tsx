import type { RetryPolicy } from '@adlens/api-client';
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AdlensAppConfig } from '../../model/config/AdlensAppConfig.ts';
import { createAdlensRouter } from '../router/createAdlensRouter.ts';
import { AdlensRoot } from '../AdlensRoot.tsx';
import type { AppIntegrationSession, StartIntegration } from '../../shared/runtime/AppIntegrationSession.ts';
import { createAdlensRuntime } from '../../shared/runtime/createAdlensRuntime.ts';

/**
 * The whole app in jsdom for route and guard tests: the real runtime, router and pages over a fake
 * API. Test files replace the two data widgets with `widgetStubs` (see `widgetStubs.test.helper.tsx`).
 */
/** jsdom has no scrolling; the router restores scroll positions on navigation. */
export function silenceScrolling(): void {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

export function resetBrowserState(): void {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
}

/** An unsigned JWT-shaped token; the client checks the header `typ` of what it receives. */
function fakeToken(typ: 'AUTHENTICATION' | 'ACCESS', claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ })}.${part(claims)}.sig`;
}

export const AUTH_TOKEN = fakeToken('AUTHENTICATION', { sub: '1' });

export const TEST_USER = {
  id: 1,
  customer: { id: 7, name: 'Acme', type: 'B2B' },
  email: 'demo@adlens.test',
  firstName: 'Dana',
  lastName: 'Demo',
  avatarUrl: null,
  isB2C: false,
  hasPackage: true,
  packagePlan: 'Basic',
  trialEndsAt: null,
  roles: ['USER'],
};

function accessToken(user: Record<string, unknown> = TEST_USER, claims: Record<string, unknown> = {}): string {
  return fakeToken('ACCESS', { sub: '1', user, ...claims });
}

/** The API as far as these routes use it; `accessFails` makes every token exchange fail. */
export function fakeApi(
  options: {
    accessFails?: boolean;
    partnerLoginFails?: boolean;
    refusedPartnerToken?: string;
    /** Answers a route (`METHOD /path` without the API base) before the defaults below. */
    routes?: Record<string, (init: RequestInit | undefined, url: URL) => Response | Promise<Response>>;
    /** The user the access token carries. */
    user?: Record<string, unknown>;
    /** More access-token claims, e.g. a partner session's `seoSuite` or `salesTool`. */
    claims?: Record<string, unknown>;
  } = {},
) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get('Authorization') ?? '';
    const route = options.routes?.[`${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`];
    if (route) return route(init, url);
    if (url.pathname.endsWith('/security/tokens/authentication') && init?.method === 'GET') {
      return Response.json({ error: { code: 'error.auth.invalid-token', message: 'No session' } }, { status: 401 });
    }
    if (url.pathname.endsWith('/security/tokens/authentication') && init?.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    if (url.pathname.endsWith('/security/tokens/authentication')) {
      const refused = options.refusedPartnerToken && authorization === `Bearer ${options.refusedPartnerToken}`;
      if (authorization.startsWith('Bearer') && (options.partnerLoginFails || refused)) {
        return Response.json({ error: { code: 'no-package-available', message: 'No package' } }, { status: 400 });
      }
      return new Response(AUTH_TOKEN);
    }
    if (url.pathname.endsWith('/security/tokens/access')) {
      if (options.accessFails) {
        return Response.json(
          { error: { code: 'error.auth.invalid-token', message: 'Invalid auth token' } },
          { status: 401 },
        );
      }
      return new Response(accessToken(options.user, options.claims));
    }
    const report = reportRoute(url, init);
    if (report) return report;
    if (url.pathname.endsWith('/datasets/estimated-expenditure')) {
      if (options.accessFails) {
        return Response.json(
          { error: { code: 'error.auth.invalid-token', message: 'Invalid token' } },
          { status: 401 },
        );
      }
      return Response.json({
        currency: 'USD',
        period: { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' },
        elements: [{ entity: { id: 42, entityType: 'advertiser', title: 'acme.com', icon: null } }],
      });
    }
    return new Response(null, { status: 404 });
  });
}

export interface Setup {
  path: string;
  signedIn?: boolean;
  config?: Partial<AdlensAppConfig>;
  fetch?: ReturnType<typeof fakeApi>;
  startIntegration?: StartIntegration;
  retry?: RetryPolicy;
}

export function setup({ path, signedIn = false, config = {}, fetch = fakeApi(), startIntegration, retry }: Setup) {
  const runtime = createAdlensRuntime(
    { integration: 'none', apiOrigin: 'http://api.test', ...config },
    { fetch, startIntegration, retry },
  );
  // A session already held in memory (e.g. restored from the cookie earlier in this page's life).
  if (signedIn) runtime.client.session.signIn(AUTH_TOKEN);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAdlensRouter(runtime, history);
  render(<AdlensRoot runtime={runtime} router={router} />);
  return { runtime, router, history, fetch, user: userEvent.setup() };
}

export function fakeBridge(overrides: Partial<AppIntegrationSession> = {}) {
  const session: AppIntegrationSession = {
    sdk: {
      replaceUrl: vi.fn(async (_url: string) => {}),
      requestInAppPurchase: vi.fn(async (productId?: string) => ({ status: 'cancelled' as const, productId })),
      requestEmailReports: vi.fn(async () => ({ state: 'UNSPECIFIED' as const, prompted: false })),
      openApp: vi.fn(async (_options: { path: string; newTab?: boolean }) => {}),
      // A host page whose viewport shows the top 800 px of the frame.
      getPageInfo: vi.fn(async () => ({
        url: 'https://partner.test/',
        title: 'Partner',
        scrollTop: 0,
        viewportHeight: 800,
        frameTop: 0,
      })),
      scrollTo: vi.fn(async (_options: { top: number }) => {}),
    },
    withPartnerToken: vi.fn((use: (token: string) => Promise<unknown>) =>
      use('partner-jwt'),
    ) as unknown as AppIntegrationSession['withPartnerToken'],
    startAutoResize: vi.fn(() => () => {}),
    destroy: vi.fn(),
    ...overrides,
  };
  return { session, start: vi.fn<StartIntegration>(async () => session) };
}

/** A package with two channels (display has two devices), two countries and the predefined periods. */
export const TEST_PACKAGE = {
  channels: {
    elements: [
      {
        id: 'ALL',
        type: 'ALL',
        title: 'All channels',
        devices: ['ALL', 'DESKTOP', 'MOBILE'].map((code) => ({
          code,
          title: code,
          disabled: false,
          restricted: false,
        })),
        impressions: 0,
        expenses: 0,
        disabled: false,
        restricted: false,
      },
      {
        id: 'DISPLAY',
        type: 'DISPLAY',
        title: 'Display',
        devices: ['ALL', 'DESKTOP', 'MOBILE'].map((code) => ({
          code,
          title: code,
          disabled: false,
          restricted: false,
        })),
        impressions: 0,
        expenses: 0,
        disabled: false,
        restricted: false,
      },
      {
        id: 'VIDEO',
        type: 'VIDEO',
        title: 'Video',
        devices: ['ALL', 'DESKTOP', 'MOBILE'].map((code) => ({ code, title: code, disabled: false, restricted: true })),
        impressions: 0,
        expenses: 0,
        disabled: false,
        restricted: true,
      },
      {
        id: 'SOCIAL',
        type: 'SOCIAL',
        title: 'Social',
        devices: ['ALL', 'DESKTOP', 'MOBILE'].map((code) => ({
          code,
          title: code,
          disabled: false,
          restricted: false,
        })),
        impressions: 0,
        expenses: 0,
        disabled: false,
        restricted: false,
      },
    ],
  },
  countries: {
    elements: [
      { id: 1, code: 'US', title: 'United States', disabled: false, restricted: false },
      { id: 2, code: 'DE', title: 'Germany', disabled: false, restricted: false },
      { id: 3, code: 'FR', title: 'France', disabled: false, restricted: true },
    ],
  },
  periods: {
    elements: [
      ['LAST_7_DAYS', 'Last 7 days', '2026-10-25', '2026-10-31'],
      ['LAST_30_DAYS', 'Last 30 days', '2026-10-02', '2026-10-31'],
      ['LAST_3_MONTHS', 'Last 3 months', '2026-08-01', '2026-10-31'],
      ['LAST_12_MONTHS', 'Last 12 months', '2025-11-01', '2026-10-31'],
    ].map(([id, title, start, end]) => ({
      id,
      code: id,
      type: 'PREDEFINED',
      title,
      start,
      end,
      supportedIntervals: [],
      defaultInterval: { code: 'MONTHLY' },
      disabled: false,
      restricted: false,
    })),
  },
  maxPeriodMonths: null,
  features: { category: true, brand: false, advertiserBenchmark: true, brandBenchmark: false },
};

export const TEST_CURRENCIES = {
  elements: [
    { id: 'USD', code: 'USD', name: 'US dollar', symbol: '$', defaultFractionDigits: 2 },
    { id: 'EUR', code: 'EUR', name: 'Euro', symbol: '€', defaultFractionDigits: 2 },
  ],
};

/** Entity titles the fake per-entity datasets answer with. */
export const TEST_ENTITIES: Record<number, string> = {
  42: 'acme.com',
  43: 'globex.com',
  44: 'initech.com',
  9: 'Retail',
};

/** The report datasets, the view token and the recents, as far as the report pages use them. */
function reportRoute(url: URL, init: RequestInit | undefined): Response | null {
  const path = url.pathname.replace('/api/v1', '');
  if (path === '/datasets/package') return Response.json(TEST_PACKAGE);
  if (path === '/datasets/currencies') return Response.json(TEST_CURRENCIES);
  const entityDataset = /^\/datasets\/(advertisers|publishers|campaigns|keywords|categories|brands)$/.exec(path);
  if (entityDataset) {
    const entityType = {
      advertisers: 'advertiser',
      publishers: 'publisher',
      campaigns: 'campaign',
      keywords: 'keyword',
      categories: 'category',
      brands: 'brand',
    }[entityDataset[1]!];
    const raw = url.searchParams.get(entityType!) ?? '';
    const ids = raw.replace(/[()]/g, '').split(',').filter(Boolean).map(Number);
    return Response.json({
      elements: ids.map((id) => ({ id, entityType, title: TEST_ENTITIES[id] ?? `entity-${id}`, icon: null })),
    });
  }
  if (path === '/security/tokens/report' && init?.method === 'POST') return new Response('view-token-1');
  if (path === '/accesslogs/datapoints') return Response.json({ elements: [] });
  return null;
}
