import type * as widgets from '@adlens/report-widgets';
import { CONTACT_SALES_EVENT, SEARCH_LIMIT_EVENT, type SavedGroup } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { recordAnalytics } from '../../app/testing/recordAnalytics.test.helper.ts';
import { shownReportFilters, stubWidgetStatus } from '../../app/testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => {
  resetBrowserState();
  for (const key of Object.keys(stubWidgetStatus)) delete stubWidgetStatus[key];
});

/**
 * Every analytics event is emitted once, with its properties, when its action
 * happens — read through the app config's `onAnalyticsEvent`, as a host would.
 */
const REPORT = '/ad-intelligence/advertiser/common/42';
const TIMEOUT = { timeout: 4000 };

describe('page events', () => {
  it('sends PAGE_DATA_RESOLVED and PAGE_READY once for a report, with its page, path, filters and widgets', async () => {
    const { named, config } = recordAnalytics();
    stubWidgetStatus['expenditure-trend'] = 'error';
    stubWidgetStatus['channel-share'] = 'empty';
    setup({ path: REPORT, signedIn: true, config });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.getAttribute('data-page-ready')).toBe('true'), TIMEOUT);
    const filters = await shownReportFilters();
    const page = {
      Page: 'report',
      'Entity Type': 'advertiser',
      Path: REPORT,
      Channel: filters.channel,
      Country: filters.country,
      Period: filters.period,
    };
    await waitFor(() => expect(named('PAGE_READY')).toHaveLength(1));
    expect(named('PAGE_DATA_RESOLVED')).toEqual([
      { event: 'PAGE_DATA_RESOLVED', properties: { ...page, 'Duration Ms': expect.any(Number) } },
    ]);
    const ready = named('PAGE_READY')[0]!.properties as Record<string, unknown>;
    expect(ready).toMatchObject({ ...page, 'Empty Widgets': 1, 'Failed Widgets': 1 });
    expect(ready.Widgets).toBeGreaterThanOrEqual(3);
    expect(ready['Duration Ms']).toBeGreaterThanOrEqual(0);
    expect(named('PAGE_ERROR')).toHaveLength(0);
  });

  it('sends PAGE_ERROR once when the report views are used up, and the limit page’s Contact sales clicks', async () => {
    const { named, config } = recordAnalytics();
    const { user } = setup({
      path: REPORT,
      signedIn: true,
      config,
      fetch: fakeApi({
        routes: {
          'POST /security/tokens/report': () =>
            Response.json(
              { error: { code: 'error.validation', message: 'Too many', attributes: { interval: 'DAILY', limit: 5 } } },
              { status: 429 },
            ),
          'GET /customers/7/contacts': () => Response.json({ customerManager: { email: '' } }),
          'POST /sales/contact': () => new Response(null, { status: 204 }),
        },
      }),
    });
    const notice = await screen.findByRole('alert', { name: 'Daily search limit reached' }, TIMEOUT);
    await waitFor(() => expect(named('PAGE_ERROR')).toHaveLength(1));
    expect(named('PAGE_ERROR')[0]!.properties).toMatchObject({ Page: 'report', Path: REPORT, Reason: 'view-limit' });

    await user.click(await within(notice).findByRole('button', { name: 'Contact sales' }));
    const dialog = await screen.findByRole('dialog', { name: /Contact sales/i });
    expect(named(CONTACT_SALES_EVENT)).toEqual([
      { event: CONTACT_SALES_EVENT, properties: { Step: 'Open', Source: 'limit-page', Topic: 'packageUpgrade' } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(named(CONTACT_SALES_EVENT).map((event) => event.properties)).toEqual([
      { Step: 'Open', Source: 'limit-page', Topic: 'packageUpgrade' },
      { Step: 'Send', Source: 'limit-page', Topic: 'packageUpgrade' },
    ]);
    expect(named('PAGE_ERROR')).toHaveLength(1);
  });
});

describe('search-limit analytics', () => {
  it('are sent once for a country change, and not for a change that keeps the country', async () => {
    const { named, config } = recordAnalytics();
    const { history, user } = setup({ path: `${REPORT}?country=US`, signedIn: true, config });
    const before = await shownReportFilters();
    await user.click(await screen.findByRole('button', { name: /^Currency/ }, TIMEOUT));
    await user.click(await screen.findByRole('option', { name: /EUR/ }));
    await waitFor(() => expect(history.location.search).toContain('currency=EUR'));
    expect(named(SEARCH_LIMIT_EVENT)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(history.location.search).toContain('country=DE'));
    expect(named(SEARCH_LIMIT_EVENT)).toEqual([
      {
        event: SEARCH_LIMIT_EVENT,
        properties: {
          'Entity Type': 'advertiser',
          Path: REPORT,
          'Changed Filter': 'country',
          Channel: before.channel,
          Country: 'DE',
          'Previous Country': 'US',
          Period: before.period,
        },
      },
    ]);
  });
});

describe('TRACK_ACTION and full-screen navigation', () => {
  it('sends Widget Full Screen once, before the full-screen view opens', async () => {
    const { named, config } = recordAnalytics();
    const { history, user } = setup({ path: REPORT, signedIn: true, config });
    const widget = await screen.findByRole('region', { name: 'estimated-expenditure' }, TIMEOUT);
    await shownReportFilters();
    let trackedBeforeNavigation: boolean | undefined;
    const unsubscribe = history.subscribe(() => {
      if (history.location.search.includes('widget=')) trackedBeforeNavigation ??= named('TRACK_ACTION').length === 1;
    });
    await user.click(within(widget).getByRole('button', { name: 'Full screen' }));
    await waitFor(() => expect(history.location.search).toContain('widget=estimated-expenditure'));
    unsubscribe();
    expect(trackedBeforeNavigation).toBe(true);
    expect(named('TRACK_ACTION')).toEqual([
      {
        event: 'TRACK_ACTION',
        properties: { Action: 'Widget Full Screen', Page: 'report', Path: REPORT, Target: 'estimated-expenditure' },
      },
    ]);
  });
});

describe('GROUP_DELETED', () => {
  it('is sent once when a bookmark is deleted, naming the group', async () => {
    const { named, config } = recordAnalytics();
    const id = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    let favorites: SavedGroup[] = [
      {
        id,
        name: 'Rivals',
        details: {
          type: 'COMPARISON',
          moduleType: 'AD_INTELLIGENCE',
          entityType: 'advertiser',
          categoryId: null,
          instances: [42, 43],
          unsavedGroups: [],
          params: {},
          entities: [],
        },
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    ];
    const { user } = setup({
      path: REPORT,
      signedIn: true,
      config,
      fetch: fakeApi({
        routes: {
          'GET /favorites/datapoints': () => Response.json({ elements: favorites, count: { total: favorites.length } }),
          [`DELETE /favorites/datapoints/${id}`]: () => {
            favorites = [];
            return new Response(null, { status: 204 });
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Bookmarks' }, TIMEOUT));
    const menu = await screen.findByRole('dialog', { name: 'Bookmarks' });
    await user.click(await within(menu).findByRole('button', { name: 'Delete Rivals' }));
    await user.click(within(menu).getByRole('button', { name: 'Delete Rivals?' }));
    await waitFor(() => expect(named('GROUP_DELETED')).toHaveLength(1));
    expect(named('GROUP_DELETED')[0]).toEqual({
      event: 'GROUP_DELETED',
      properties: { 'Group Id': id, 'Group Name': 'Rivals', 'Group Type': 'COMPARISON', 'Entity Type': 'advertiser' },
    });
  });
});
