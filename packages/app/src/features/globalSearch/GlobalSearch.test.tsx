import type * as widgets from '@adlens/report-widgets';
import type { RecentDatapoint, SearchResponse } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => {
  resetBrowserState();
  vi.restoreAllMocks();
});

const FOUND: SearchResponse = {
  elements: [
    {
      id: 5,
      entityType: 'advertiser',
      title: 'nike.com',
      icon: null,
      impressionsCount: 9e9,
      figures: { impressions: 1_234_000, expenses: 5600 },
    },
    {
      id: 7,
      entityType: 'brand',
      title: 'nike.com',
      icon: null,
      impressionsCount: 8e9,
      figures: { impressions: 987_000, expenses: 4100 },
    },
    {
      id: 9,
      entityType: 'advertiser',
      title: 'nikon.com',
      icon: null,
      impressionsCount: 1e9,
      figures: { impressions: 45_000, expenses: 300 },
    },
  ],
  count: { total: 3 },
  basis: { figures: 'PERIOD', impressionsCount: 'LIFETIME' },
  currency: 'USD',
  period: { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' },
};

const RECENT: RecentDatapoint = {
  id: 'r1',
  time: '2026-11-01T00:00:00.000Z',
  favorites: [],
  details: {
    id: 'd1',
    type: 'regular',
    entityType: 'publisher',
    moduleType: 'AD_INTELLIGENCE',
    instances: [3],
    favoriteIds: [],
    unsavedGroups: [],
    categoryId: null,
    params: { period: 'LAST_12_MONTHS' },
    entities: [{ id: 3, title: 'YouTube', icon: null }],
  },
};

/** Names that only their advertiser or kind tells apart, and far more matches than the box lists. */
const AMBIGUOUS: SearchResponse = {
  elements: [
    ...['nike.com', 'puma.com', 'adidas.com'].map((advertiser, index) => ({
      id: 100 + index,
      entityType: 'campaign' as const,
      title: 'Halloween 2026',
      icon: null,
      impressionsCount: 1e6 - index,
      campaign: { advertiser, firstSeen: '2026-09-20', lastSeen: '2026-10-31' },
      figures: { impressions: 1000, expenses: 10 },
    })),
    ...(['WEBSITE', 'YOUTUBE_CHANNEL'] as const).map((publisherKind, index) => ({
      id: 200 + index,
      entityType: 'publisher' as const,
      title: 'Crimson News 2',
      icon: null,
      publisherKind,
      impressionsCount: 1e6 - index,
      figures: { impressions: 1000, expenses: 10 },
    })),
  ],
  count: { total: 894, byType: { campaign: 892, publisher: 2 } },
  basis: { figures: 'PERIOD', impressionsCount: 'LIFETIME' },
  currency: 'USD',
  period: { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' },
};

function searchApi(answer: SearchResponse = FOUND) {
  const searches: URL[] = [];
  const fetch = fakeApi({
    routes: {
      'GET /datasets/search': (_init, url) => {
        searches.push(url);
        // The API answers which period its figures are for.
        const period = url.searchParams.get('period') ?? 'LAST_3_MONTHS';
        return Response.json({ ...answer, period: { ...answer.period, id: period } });
      },
      'GET /accesslogs/datapoints': () => Response.json({ elements: [RECENT] }),
    },
  });
  return { fetch, searches };
}

async function openWithShortcut(user: ReturnType<typeof setup>['user']) {
  await screen.findByRole('button', { name: 'Search' }, { timeout: 5000 });
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const input = within(dialog).getByRole('combobox');
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { dialog, input };
}

// "Find anything": one global search, opened with Ctrl/Cmd-K, driven from the keyboard.
describe('global search', () => {
  it('opens with Ctrl-K, offers the recent reports while empty and closes with Escape', async () => {
    const api = searchApi();
    const { user } = setup({ path: '/ad-intelligence/settings/general', signedIn: true, fetch: api.fetch });
    const { dialog, input } = await openWithShortcut(user);
    const recents = await within(dialog).findByRole('group', { name: 'Recent reports' });
    expect(within(recents).getByRole('option', { name: 'YouTube' })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(recents).getByRole('option').id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('groups matches by type with one figure each, stating its period and country', async () => {
    localStorage.setItem('adlens.filters.country', 'US');
    const api = searchApi();
    const { user } = setup({ path: '/ad-intelligence/settings/general', signedIn: true, fetch: api.fetch });
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('  "Nike Inc" ');
    const advertisers = await within(dialog).findByRole('group', { name: 'Advertisers' }, { timeout: 3000 });
    const brands = within(dialog).getByRole('group', { name: 'Brands' });
    // Debounced, trimmed, lowercased, quotes removed; one request.
    expect(api.searches).toHaveLength(1);
    expect(api.searches[0]!.searchParams.get('q')).toBe('nike inc');
    // The figures are asked for the filters the report opens with: the saved country, the default period.
    // (The test package's default period is the last 30 days.)
    expect(api.searches[0]!.searchParams.get('period')).toBe('LAST_30_DAYS');
    expect(api.searches[0]!.searchParams.get('country')).toBe('US');
    const options = within(advertisers).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Nnike.com1.2M impressions · Last 30 days · US',
      'Nnikon.com45.0K impressions · Last 30 days · US',
    ]);
    expect(within(brands).getByRole('option').textContent).toBe('Nnike.com987.0K impressions · Last 30 days · US');
  });

  it('moves through every group with the arrows, opens a new tab with Ctrl-Enter and the report with Enter', async () => {
    const api = searchApi();
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, router } = setup({ path: '/ad-intelligence/settings/general', signedIn: true, fetch: api.fetch });
    const { dialog, input } = await openWithShortcut(user);
    await user.keyboard('nike');
    await within(dialog).findByRole('group', { name: 'Brands' }, { timeout: 3000 });
    const options = within(dialog).getAllByRole('option');
    expect(options).toHaveLength(3);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    // The brands group follows the advertisers': the second option is nikon.com.
    expect(within(options[1]!).getByText('nikon.com')).toBeTruthy();

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(opened).toHaveBeenCalledWith(
      expect.stringMatching(/^\/ad-intelligence\/advertiser\/common\/9\?.*period=LAST_30_DAYS/),
      '_blank',
      'noopener',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-intelligence/advertiser/common/9'));
    expect(router.state.location.search).toMatchObject({ period: 'LAST_30_DAYS' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the best match with Enter when none is active', async () => {
    const api = searchApi();
    const { user, router } = setup({ path: '/ad-intelligence/settings/general', signedIn: true, fetch: api.fetch });
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('nike');
    await within(dialog).findByRole('group', { name: 'Advertisers' }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ad-intelligence/advertiser/common/5'));
  });

  // Names that identify: campaigns of one name by their advertiser, publishers of one name by their kind.
  it('tells apart campaigns of one name and a website from its YouTube channel, and counts every match', async () => {
    const api = searchApi(AMBIGUOUS);
    const { user } = setup({ path: '/ad-intelligence/settings/general', signedIn: true, fetch: api.fetch });
    const { dialog } = await openWithShortcut(user);
    await user.keyboard('halloween');
    const campaigns = await within(dialog).findByRole('group', { name: 'Campaigns' }, { timeout: 3000 });
    const rows = within(campaigns)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^HHalloween 2026nike\.com · 20 Sept? – 31 Oct 2026 · .+ impressions · Last 30 days/),
      expect.stringMatching(/^HHalloween 2026puma\.com · /),
      expect.stringMatching(/^HHalloween 2026adidas\.com · /),
    ]);
    const publishers = within(dialog).getByRole('group', { name: 'Publishers' });
    expect(
      within(publishers)
        .getAllByRole('option')
        .map((option) => option.querySelector('div')?.textContent),
    ).toEqual(['Crimson News 2', 'Crimson News 2 (YT channel)']);
    // The true totals: 5 listed of the 894 the API counted, 3 of its 892 campaigns.
    expect(
      within(dialog).getByText('Showing 5 of 894 results · type more of the name to narrow them down'),
    ).toBeTruthy();
    expect(within(dialog).getByText('3 of 892')).toBeTruthy();
    expect(campaigns.getAttribute('aria-describedby')).toBe(within(dialog).getByText('3 of 892').id);
    expect(within(dialog).getByRole('status').textContent).toBe('Showing 5 of 894 results');
  });
});
