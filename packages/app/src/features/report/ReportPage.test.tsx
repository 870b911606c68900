import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import {
  shownReportFilters,
  stubWidgetData,
  stubWidgetRenders,
  stubWidgetStatus,
} from '../../app/testing/widgetStubs.test.helper.tsx';
import { PAGE_READY_EVENT } from '../../reportKit/pageReadyEvent.ts';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => {
  resetBrowserState();
  for (const key of Object.keys(stubWidgetStatus)) delete stubWidgetStatus[key];
  for (const key of Object.keys(stubWidgetRenders)) delete stubWidgetRenders[key];
});

const REPORT = '/ad-intelligence/advertiser/common/42';
// A file's first test loads the whole app cold: generous on a busy machine, well inside the test's 15 s.
const TIMEOUT = { timeout: 10_000 };

function tokenRoute(...responses: (() => Response)[]) {
  const calls: unknown[] = [];
  const route = vi.fn((init: RequestInit | undefined) => {
    calls.push(JSON.parse(String(init?.body)));
    const next = responses[Math.min(calls.length - 1, responses.length - 1)]!;
    return next();
  });
  return { route, calls };
}

const error = (status: number, message: string, attributes?: Record<string, unknown>) => () =>
  Response.json({ error: { code: 'error.validation', message, attributes } }, { status });

describe('default filter choice', () => {
  it('keeps the URL values, fills the rest from the saved choice, and leaves the URL as the user wrote it', async () => {
    localStorage.setItem('adlens.filters.period', 'LAST_30_DAYS');
    localStorage.setItem('adlens.filters.country', 'DE');
    const { history } = setup({ path: `${REPORT}?period=LAST_12_MONTHS&channel=SOCIAL-MOBILE`, signedIn: true });
    expect(await shownReportFilters()).toEqual({
      period: 'LAST_12_MONTHS',
      channel: 'SOCIAL-MOBILE',
      country: 'DE',
      currency: 'USD',
    });
    // The defaults are not written back: the URL is written once per user action.
    await waitFor(() => expect(document.querySelector('main[data-page-ready="true"]')).not.toBeNull(), TIMEOUT);
    expect(history.location.search).toBe('?period=LAST_12_MONTHS&channel=SOCIAL-MOBILE');
    expect(history.length).toBe(1);
    // The widgets keep the filters they were given while the choice is the same.
    const renders = stubWidgetRenders['estimated-expenditure'] ?? [];
    expect(renders.length).toBeGreaterThan(0);
    for (const render of renders) expect(render.filters).toBe(renders[0]!.filters);
  });

  it('takes the saved choice when the URL has none or one the package restricts, and saves a change', async () => {
    localStorage.setItem('adlens.filters.channel', 'DISPLAY-MOBILE');
    localStorage.setItem('adlens.filters.period', 'LAST_30_DAYS');
    const { history, user } = setup({ path: `${REPORT}?channel=VIDEO-ALL&country=FR`, signedIn: true });
    // VIDEO and FR are restricted in the package: replaced by the saved channel and the first country.
    expect(await shownReportFilters()).toMatchObject({
      channel: 'DISPLAY-MOBILE',
      period: 'LAST_30_DAYS',
      country: 'US',
    });
    await user.click(await screen.findByRole('button', { name: /^Currency/ }, TIMEOUT));
    await user.click(await screen.findByRole('option', { name: /EUR/ }));
    await waitFor(() => expect(history.location.search).toContain('currency=EUR'));
    expect(history.length).toBe(2); // the user's choice is a new history entry
    expect(localStorage.getItem('adlens.filters.currency')).toBe('EUR');
  });
});

describe('restricted filter entries', () => {
  it('shows the package-limit message instead of choosing a restricted channel', async () => {
    const { history, user } = setup({ path: REPORT, signedIn: true });
    await shownReportFilters();
    await user.click(await screen.findByRole('button', { name: /^Channel/ }));
    // The locked entry's tooltip says what unlocking it gives.
    const video = await screen.findByRole('option', { name: /Video/ });
    expect(document.getElementById(video.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Unlock Video data and gain a more comprehensive view of Ad Intelligence. Contact us to upgrade.',
    );
    await user.click(video);
    // The Basic plan's next package, Professional, has Video.
    const message = await screen.findByText('Enjoy more channels by upgrading to Professional package');
    expect(history.location.search).not.toContain('channel=');
    expect((await shownReportFilters()).channel).toBe('ALL-ALL');
    // The message carries the package's upgrade path; this customer has no manager on file.
    expect(await within(message).findByRole('button', { name: 'Contact sales' })).toBeTruthy();
  });
});

describe('report view token', () => {
  it('asks for the token of the report context once items and filters are ready', async () => {
    const token = tokenRoute(() => new Response('token-1'));
    setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({ routes: { 'POST /security/tokens/report': token.route } }),
    });
    await waitFor(() => expect(token.calls).toHaveLength(1), TIMEOUT);
    expect(token.calls[0]).toEqual({
      type: 'REGULAR',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      instances: [42],
      favoriteIds: [],
      unsavedGroups: [],
      params: { channel: 'ALL-ALL', country: 'US', period: 'LAST_30_DAYS', currency: 'USD' },
    });
  });

  it('retries a 400 once, then goes to the bad-request page', async () => {
    const token = tokenRoute(error(400, 'Unknown advertiser'));
    const { history } = setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({ routes: { 'POST /security/tokens/report': token.route } }),
    });
    expect(await screen.findByRole('heading', { name: 'Error 400' }, TIMEOUT)).toBeTruthy();
    expect(history.location.pathname).toBe('/bad-request');
    expect(token.route).toHaveBeenCalledTimes(2);
  });

  it("does not retry a group over its size ('GROUP should have at most')", async () => {
    const token = tokenRoute(error(400, 'GROUP should have at most 10 entities.'));
    setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({ routes: { 'POST /security/tokens/report': token.route } }),
    });
    expect(await screen.findByRole('heading', { name: 'Error 400' }, TIMEOUT)).toBeTruthy();
    expect(token.route).toHaveBeenCalledTimes(1);
  });

  it('shows the trial-limit dialog on 402 and loads the report again after Confirm', async () => {
    const token = tokenRoute(error(402, 'Trial search limit reached'), () => new Response('token-2'));
    const { user } = setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({ routes: { 'POST /security/tokens/report': token.route } }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Trial Search Limit Reached' }, TIMEOUT);
    expect(dialog.textContent).toContain('United States');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(token.route).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the limit page naming the interval on 429, and Back to report asks again', async () => {
    const token = tokenRoute(error(429, 'Too many report views', { interval: 'MONTHLY', limit: 100 }));
    const { user, history } = setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({
        routes: {
          'POST /security/tokens/report': token.route,
          'GET /customers/7/contacts': () => Response.json({ customerManager: { email: 'manager@adlens.test' } }),
        },
      }),
    });
    const notice = await screen.findByRole('alert', { name: 'Monthly search limit reached' }, TIMEOUT);
    expect(notice.textContent).toContain(
      'Your current plan allows up to 100 searches/month. To increase that number, please contact your account manager.',
    );
    expect(screen.queryByRole('region', { name: 'estimated-expenditure' })).toBeNull();
    expect(token.route).toHaveBeenCalledTimes(1);
    // Outside an integration the upgrade path is the account manager's mail draft.
    const draft = await within(notice).findByRole('link', { name: 'Contact account manager' });
    expect(draft.getAttribute('href')).toBe('mailto:manager@adlens.test?subject=Monthly%20search%20limit%20reached');
    // 'Back to report' reloads the current URL with reload=true.
    await user.click(within(notice).getByRole('button', { name: 'Back to report' }));
    await waitFor(() => expect(token.route).toHaveBeenCalledTimes(2), TIMEOUT);
    expect(await screen.findByRole('alert', { name: 'Monthly search limit reached' }, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(history.location.search).not.toContain('reload'));
  });

  it('offers Contact sales on the limit page when the customer has no account manager', async () => {
    const token = tokenRoute(error(429, 'Too many report views', { interval: 'DAILY', limit: 5 }));
    const { user } = setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({
        routes: {
          'POST /security/tokens/report': token.route,
          'GET /customers/7/contacts': () => Response.json({ customerManager: { email: '' } }),
        },
      }),
    });
    const notice = await screen.findByRole('alert', { name: 'Daily search limit reached' }, TIMEOUT);
    await user.click(await within(notice).findByRole('button', { name: 'Contact sales' }));
    expect(await screen.findByRole('dialog', { name: /Contact sales/i })).toBeTruthy();
  });
});

describe('report load', () => {
  it('asks for the view token first and for each widget once, without waiting for the page to render', async () => {
    const token = tokenRoute(() => new Response('token-1'));
    const api = fakeApi({ routes: { 'POST /security/tokens/report': token.route } });
    const calls: string[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}${url.search}`);
      return api(input, init);
    });
    setup({ path: REPORT, signedIn: true, fetch });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.getAttribute('data-page-ready')).toBe('true'), TIMEOUT);
    // The widgets here are stand-ins that fetch nothing: every widget request comes from the early start.
    const widgetCalls = calls.filter((call) => call.startsWith('GET /datasets/') && call.includes('advertiser=42&'));
    const tokenAt = calls.indexOf('POST /security/tokens/report');
    expect(tokenAt).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf(widgetCalls[0]!)).toBeGreaterThan(tokenAt);
    expect(widgetCalls.some((call) => call.startsWith('GET /datasets/estimated-expenditure?'))).toBe(true);
    // Those that need the token follow it.
    expect(widgetCalls.some((call) => call.startsWith('GET /datasets/channel-share?'))).toBe(true);
    // Writing the chosen filters into the URL runs the route again: nothing is asked twice.
    expect(new Set(widgetCalls).size).toBe(widgetCalls.length);
    expect(token.route).toHaveBeenCalledTimes(1);
  });
});

describe('page ready', () => {
  it('marks the main element and dispatches adlens:page-ready when every widget has settled', async () => {
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    window.addEventListener(PAGE_READY_EVENT, listener);
    stubWidgetStatus['expenditure-trend'] = 'error';
    stubWidgetStatus['channel-share'] = 'empty';
    setup({ path: REPORT, signedIn: true });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.getAttribute('data-page-ready')).toBe('true'), TIMEOUT);
    expect(document.querySelectorAll('[data-page-ready="true"]')).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(events[0]!.detail.widgets).toMatchObject({
      'estimated-expenditure': 'success',
      'expenditure-trend': 'error',
      'channel-share': 'empty',
    });
    window.removeEventListener(PAGE_READY_EVENT, listener);
  });

  it('is not ready while a widget is loading', async () => {
    stubWidgetStatus['estimated-expenditure'] = 'loading';
    setup({ path: REPORT, signedIn: true });
    await screen.findByRole('region', { name: 'estimated-expenditure' }, TIMEOUT);
    const main = screen.getByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(main.getAttribute('data-page-ready')).toBe('false');
  });
});

describe('report routes', () => {
  it('compares items with vs, removes one, and opens a one-item compare URL as the common report', async () => {
    const { history, user } = setup({ path: '/ad-intelligence/advertiser-compare/42,43', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'acme.com vs globex.com' }, TIMEOUT)).toBeTruthy();
    const widget = screen.getByRole('region', { name: 'estimated-expenditure' });
    expect(stubWidgetData(widget).items).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove globex.com' }));
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence/advertiser/common/42'));
  });

  it('puts the benchmark category (Avg) item first when the package allows the benchmark', async () => {
    setup({ path: '/ad-intelligence/advertiser-compare/42?category=9', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retail (Avg) vs acme.com' }, TIMEOUT)).toBeTruthy();
    const items = stubWidgetData(screen.getByRole('region', { name: 'estimated-expenditure' })).items;
    expect(items[0]).toMatchObject({
      title: 'Retail (Avg)',
      benchmark: true,
      entities: [{ entityType: 'category', ids: [9] }],
    });
  });

  it('sends brand reports to not-found without the brand feature, and a publisher benchmark too', async () => {
    const brand = setup({ path: '/ad-intelligence/brand/common/5', signedIn: true });
    await waitFor(() => expect(brand.history.location.pathname).toBe('/not-found'), TIMEOUT);
    resetBrowserState();
    const publisher = setup({ path: '/ad-intelligence/publisher-compare/5,6?category=9', signedIn: true });
    await waitFor(() => expect(publisher.history.location.pathname).toBe('/not-found'), TIMEOUT);
  });

  it('goes to bad-request for more than 4 categories', async () => {
    const { history } = setup({ path: '/ad-intelligence/category-compare/1,2,3,4,5', signedIn: true });
    await waitFor(() => expect(history.location.pathname).toBe('/bad-request'), TIMEOUT);
  });

  it('shows one compared entity full screen with entityId=', async () => {
    setup({
      path: '/ad-intelligence/advertiser-compare/42,43?widget=estimated-expenditure&entityId=43',
      signedIn: true,
    });
    const widget = await screen.findByRole('region', { name: 'estimated-expenditure' }, TIMEOUT);
    await waitFor(() => expect(stubWidgetData(widget).items).toHaveLength(1));
    expect(stubWidgetData(widget).items[0]).toMatchObject({ title: 'globex.com' });
  });

  it('opens a campaign detail by its id, and a malformed id as a bad request', async () => {
    const detail = setup({ path: '/ad-intelligence/campaign/44?publisherId=5', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'initech.com' }, TIMEOUT)).toBeTruthy();
    // Opened directly, not from a report: no Back.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(detail.history.location.search).toContain('publisherId=5');
    resetBrowserState();
    const bad = setup({ path: '/ad-intelligence/campaign/x1', signedIn: true });
    await waitFor(() => expect(bad.history.location.pathname).toBe('/bad-request'), TIMEOUT);
  });

  it('shows one widget full screen with widget=, and Back returns to the report', async () => {
    const { history, user } = setup({ path: REPORT, signedIn: true });
    const widget = await screen.findByRole('region', { name: 'estimated-expenditure' }, TIMEOUT);
    await shownReportFilters();
    await user.click(within(widget).getByRole('button', { name: 'Full screen' }));
    await waitFor(() => expect(history.location.search).toContain('widget=estimated-expenditure'));
    expect(screen.queryByRole('region', { name: 'expenditure-trend' })).toBeNull();
    expect(screen.getByRole('region', { name: 'estimated-expenditure' }).dataset.fullscreen).toBe('true');
    expect(screen.queryByRole('group', { name: 'Report filters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(history.location.search).not.toContain('widget='));
    expect(await screen.findByRole('region', { name: 'expenditure-trend' })).toBeTruthy();
  });
});

describe('a country without data for the report', () => {
  const countries = (withData: string[]) => () =>
    Response.json({
      elements: ['US', 'DE', 'GB'].map((code, index) => ({
        id: index + 1,
        code,
        title: { US: 'United States', DE: 'Germany', GB: 'United Kingdom' }[code],
        disabled: !withData.includes(code),
        restricted: false,
      })),
    });

  it('says so on the filter bar and switches to a country where the entity has data', async () => {
    const asked: URL[] = [];
    const { router, user } = setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({
        routes: {
          'POST /security/tokens/report': () => new Response('token-1'),
          'GET /datasets/countries': (_init, url) => {
            asked.push(url);
            return countries(['DE', 'GB'])();
          },
        },
      }),
    });
    const text = await screen.findByText(/has no data in United States for this period and channel/, {}, TIMEOUT);
    expect(text.closest('[role="status"]')).not.toBeNull();
    // Asked for the report's item in its channel and period, across every country.
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      advertiser: '42',
      channel: 'ALL-ALL',
      period: 'LAST_30_DAYS',
    });
    await user.click(screen.getByRole('button', { name: 'Germany' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ country: 'DE' }), TIMEOUT);
  });

  it('says when a remembered channel holds none of its data there, and offers the channels that do', async () => {
    const channel = (type: string, title: string, impressions: number) => ({
      id: type,
      type,
      title,
      devices: [],
      impressions,
      expenses: impressions / 100,
      disabled: false,
      restricted: false,
    });
    const { router, user } = setup({
      path: `${REPORT}?channel=SOCIAL-ALL`,
      signedIn: true,
      fetch: fakeApi({
        routes: {
          'POST /security/tokens/report': () => new Response('token-1'),
          'GET /datasets/countries': countries(['US']),
          'GET /datasets/channels': () =>
            Response.json({
              channels: {
                elements: [
                  channel('ALL', 'All channels', 900),
                  channel('DISPLAY', 'Display', 600),
                  channel('SOCIAL', 'Social', 0),
                  channel('VIDEO', 'Video', 300),
                ],
              },
            }),
        },
      }),
    });
    const text = await screen.findByText(/has no Social data in United States for this period/, {}, TIMEOUT);
    const notice = text.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Display', 'Video', 'Show all channels']);
    await user.click(within(notice).getByRole('button', { name: 'Show all channels' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ channel: 'ALL-ALL' }), TIMEOUT);
  });

  it('says nothing when the entity has data in the chosen country', async () => {
    setup({
      path: REPORT,
      signedIn: true,
      fetch: fakeApi({
        routes: {
          'POST /security/tokens/report': () => new Response('token-1'),
          'GET /datasets/countries': countries(['US']),
        },
      }),
    });
    await screen.findByRole('group', { name: 'Report filters' }, TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/has no data in/)).toBeNull();
  });
});
