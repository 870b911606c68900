import { AdlensClient } from '@adlens/api-client';
import { API_BASE_PATH, API_ERROR_CODES, REPORT_VIEW_HEADER, REPORT_VIEW_TOKEN_PATH } from '@adlens/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import creatives from '../fixtures/creatives.single.json';
import { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
import { fixtureToken } from '../storybook/fixtureFetch.ts';
import { TopAdsWidget } from '../widgets/TopAds/TopAdsWidget.tsx';
import type { WidgetItem } from '../contract/widgetDefinition.ts';
import { WidgetReportContext } from '../contract/WidgetReportContext.ts';

const NIKE: WidgetItem = {
  key: '5',
  title: 'nike.com',
  icon: null,
  entities: [{ entityType: 'advertiser', ids: [5] }],
};
const FILTERS = { period: 'LAST_3_MONTHS', country: 'US' };
const CREATIVES_PATH = 'datasets/creatives';
const ERROR_TEXT = 'Top Ads could not be loaded. Please try again later.';

interface SentRequest {
  path: string;
  method: string;
  headers: Headers;
  body: string | null;
}

type Reply = () => Response | Promise<Response>;

const text =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status });
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A host app as a partner's developer writes it: the provider and a widget, nothing else —
 * no report page, no view-token code. The API answers from `routes`; every request is recorded.
 */
function renderInHostApp(ui: ReactElement, routes: Record<string, Reply>) {
  const sent: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.slice(url.pathname.indexOf(`${API_BASE_PATH}/`) + API_BASE_PATH.length + 1);
    sent.push({
      path,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    if (path === 'security/tokens/access') return new Response(fixtureToken('ACCESS'));
    const reply = routes[path];
    return reply
      ? reply()
      : json({ error: { code: API_ERROR_CODES.notFound, message: `No fixture for ${path}` } }, 404)();
  };
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch });
  client.session.signIn(fixtureToken('AUTHENTICATION'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client}>{ui}</AdlensWidgetsProvider>
    </QueryClientProvider>,
  );
  return { sent: (path: string) => sent.filter((request) => request.path === path) };
}

describe("A widget's own report view token", () => {
  afterEach(cleanup);

  it('asks for a view token of its items and filters itself and reads the creatives with it', async () => {
    const api = renderInHostApp(<TopAdsWidget items={[NIKE]} filters={FILTERS} />, {
      [REPORT_VIEW_TOKEN_PATH]: text('view-token-of-nike'),
      [CREATIVES_PATH]: json(creatives),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(creatives.creatives.elements.length);
    const [asked] = api.sent(REPORT_VIEW_TOKEN_PATH);
    expect(asked?.method).toBe('POST');
    // The token names the report's entities and filters.
    expect(JSON.parse(asked?.body ?? '{}')).toEqual({
      type: 'REGULAR',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      instances: [5],
      favoriteIds: [],
      unsavedGroups: [],
      params: { period: 'LAST_3_MONTHS', country: 'US' },
    });
    const reads = api.sent(CREATIVES_PATH);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((read) => read.headers.get(REPORT_VIEW_HEADER) === 'view-token-of-nike')).toBe(true);
  });

  it('shows the error state with Try again when the token is refused, and loads after a retry', async () => {
    let refuse = true;
    const api = renderInHostApp(<TopAdsWidget items={[NIKE]} filters={FILTERS} />, {
      [REPORT_VIEW_TOKEN_PATH]: () =>
        refuse ? json({ error: { code: API_ERROR_CODES.internal, message: 'boom' } }, 500)() : text('second-try')(),
      [CREATIVES_PATH]: json(creatives),
    });
    // Never an endless skeleton: the card settles on its error, with the retry.
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Top Ads' }).getAttribute('aria-busy')).toBe('false');
    expect(api.sent(CREATIVES_PATH)).toHaveLength(0);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(creatives.creatives.elements.length);
    expect(api.sent(REPORT_VIEW_TOKEN_PATH)).toHaveLength(2);
    expect(api.sent(CREATIVES_PATH).at(-1)?.headers.get(REPORT_VIEW_HEADER)).toBe('second-try');
  });

  it('shows a token the package refuses as the lock and its message, not an error to retry', async () => {
    renderInHostApp(<TopAdsWidget items={[NIKE]} filters={FILTERS} />, {
      [REPORT_VIEW_TOKEN_PATH]: json(
        { error: { code: API_ERROR_CODES.packageLimitExceeded, message: 'Enjoy more reports', attributes: {} } },
        403,
      ),
    });
    expect(await screen.findByText('Enjoy more reports')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('asks once for two widgets of the same items and filters: one counted report view', async () => {
    const api = renderInHostApp(
      <>
        <TopAdsWidget items={[NIKE]} filters={FILTERS} />
        <TopAdsWidget items={[NIKE]} filters={FILTERS} headingLevel={3} />
      </>,
      { [REPORT_VIEW_TOKEN_PATH]: text('shared'), [CREATIVES_PATH]: json(creatives) },
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2 * creatives.creatives.elements.length));
    expect(api.sent(REPORT_VIEW_TOKEN_PATH)).toHaveLength(1);
  });

  it('leaves the token to a report page that names one in its context, even while that one loads', async () => {
    const api = renderInHostApp(
      <>
        <WidgetReportContext value={{ viewToken: undefined }}>
          <TopAdsWidget items={[NIKE]} filters={FILTERS} />
        </WidgetReportContext>
        <WidgetReportContext value={{ viewToken: 'the-reports-token' }}>
          <TopAdsWidget items={[NIKE]} filters={{ ...FILTERS, country: 'GB' }} headingLevel={3} />
        </WidgetReportContext>
      </>,
      { [REPORT_VIEW_TOKEN_PATH]: text('own'), [CREATIVES_PATH]: json(creatives) },
    );
    expect(await screen.findAllByRole('article')).toHaveLength(creatives.creatives.elements.length);
    expect(api.sent(REPORT_VIEW_TOKEN_PATH)).toHaveLength(0);
    const reads = api.sent(CREATIVES_PATH);
    expect(reads.map((read) => read.headers.get(REPORT_VIEW_HEADER))).toEqual(['the-reports-token']);
  });

  it("shows the host's token failure as the error state, and 'Try again' asks the host, not the API", async () => {
    let retries = 0;
    const failure = { error: new Error('offline'), retry: () => void (retries += 1) };
    const api = renderInHostApp(
      <WidgetReportContext value={{ viewToken: undefined, viewTokenFailure: failure }}>
        <TopAdsWidget items={[NIKE]} filters={FILTERS} />
      </WidgetReportContext>,
      { [REPORT_VIEW_TOKEN_PATH]: text('own'), [CREATIVES_PATH]: json(creatives) },
    );
    // Never an endless skeleton while the host's token cannot be had.
    expect(await screen.findByText(ERROR_TEXT)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Top Ads' }).getAttribute('aria-busy')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
    expect(api.sent(REPORT_VIEW_TOKEN_PATH)).toHaveLength(0);
    expect(api.sent(CREATIVES_PATH)).toHaveLength(0);
  });
});
