import { REPORT_VIEW_HEADER } from '@adlens/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { MAIN, dashboard, dashboardsApi, fakeApi, widget } from './dashboardsApi.test.helper.tsx';

silenceScrolling();
afterEach(() => resetBrowserState());

const TOP_ADS = 'aaaaaaaa-0000-4000-8000-000000000003';

describe("a dashboard widget's view token", () => {
  it("a token that cannot be had fails the tile with 'Try again', never an endless skeleton; a retry loads it", async () => {
    const dashboards = dashboardsApi([
      dashboard(MAIN, 'Weekly', '2026-11-21T10:00:00.000Z', [widget(TOP_ADS, 'top-ads', { x: 0, y: 0, w: 12, h: 12 })]),
    ]);
    let tokenCalls = 0;
    const creativesTokens: (string | null)[] = [];
    const extra: Record<string, (init: RequestInit | undefined) => Response> = {
      // The first ask fails as a dropped connection's 503 would; the second gets a token.
      'POST /security/tokens/report': () => {
        tokenCalls += 1;
        return tokenCalls === 1
          ? Response.json({ error: { code: 'error.internal', message: 'Service unavailable' } }, { status: 503 })
          : new Response('dashboard-token');
      },
      'GET /datasets/creatives': (init) => {
        creativesTokens.push(new Headers(init?.headers).get(REPORT_VIEW_HEADER));
        return Response.json({ error: { code: 'error.not-found', message: 'No fixture' } }, { status: 404 });
      },
    };
    const routes = new Proxy(extra, {
      get: (target, key: string) => target[key] ?? (dashboards.routes as typeof extra)[key],
    });
    setup({ path: `/dashboards/${MAIN}`, signedIn: true, fetch: fakeApi({ routes }) });

    const card = await screen.findByRole('region', { name: 'Top Ads · acme.com' }, { timeout: 10_000 });
    const retry = await within(card).findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(card.getAttribute('aria-busy')).toBe('false');
    expect(creativesTokens).toEqual([]);

    fireEvent.click(retry);
    await waitFor(() => expect(creativesTokens).toEqual(['dashboard-token']));
    expect(tokenCalls).toBe(2);
  });
});
