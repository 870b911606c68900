import type { CategoryDirectoryResponse } from '@adlens/core';
import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_PACKAGE,
  fakeApi,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => resetBrowserState());

const PATH = '/ad-intelligence/category/all';
const TIMEOUT = { timeout: 4000 };

const entry = (id: number, name: string, impressions: number) => ({
  id,
  name,
  icon: `http://api.test/api/v1/media/favicons/categories/${id}.svg`,
  impressions,
});

/** Out of alphabetical order on purpose, with an M category (two ranges) and no J–N-only one. */
const DIRECTORY: CategoryDirectoryResponse = {
  period: { id: 'LAST_3_MONTHS', start: '2026-08-01', end: '2026-10-31' },
  elements: [
    {
      ...entry(3, 'Travel', 3_400_000),
      subcategories: [entry(31, 'Hotels', 1_200_000), entry(32, 'Flights', 2_200_000)],
    },
    {
      ...entry(1, 'Apparel & Fashion', 5_000_000),
      subcategories: [entry(11, 'Clothing', 3_000_000), entry(12, 'Footwear', 2_000_000)],
    },
    { ...entry(2, 'Music', 900_000), subcategories: [entry(21, 'Concerts', 900_000)] },
    { ...entry(4, 'Automotive', 4_000), subcategories: [] },
  ],
};

function directoryApi(...answers: (() => Response)[]) {
  const requests: URL[] = [];
  const fetch = fakeApi({
    routes: {
      'GET /datasets/category-directory': (_, url) => {
        requests.push(url);
        return answers[Math.min(requests.length - 1, answers.length - 1)]!();
      },
    },
  });
  return { fetch, requests };
}

const ok = () => Response.json(DIRECTORY);

async function openDirectory(api = directoryApi(ok)) {
  const app = setup({ path: PATH, signedIn: true, fetch: api.fetch });
  await screen.findByRole('tablist', { name: 'Categories by first letter' }, TIMEOUT);
  return { ...app, api };
}

function shownCategories(): string[] {
  return within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('the category directory (ad-intelligence/category/all)', () => {
  it('lists each range’s categories alphabetically with favicons, impressions and subcategories', async () => {
    const { api } = await openDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'All categories' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'A–E2, 2 categories',
      'F–I0, 0 categories',
      'J–N1, 1 category',
      'M–R1, 1 category',
      'S–Z1, 1 category',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^A–E/);
    expect(shownCategories()).toEqual(['Apparel & Fashion', 'Automotive']);
    const apparel = screen.getByRole('link', { name: 'Apparel & Fashion' });
    expect(apparel.getAttribute('href')).toMatch(/^\/ad-intelligence\/category\/common\/1\?/);
    // The links carry the filters the page chose (as a report page would) and counted with.
    const period = api.requests[0]!.searchParams.get('period')!;
    expect(period).toMatch(/^LAST_/);
    expect(apparel.getAttribute('href')).toContain(`period=${period}`);
    expect(screen.getByText('5.0M impressions')).toBeTruthy();
    expect(screen.getByText('<10K impressions')).toBeTruthy();
    const subcategories = screen.getByRole('list', { name: 'Subcategories of Apparel & Fashion' });
    expect(
      within(subcategories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Clothing', 'Footwear']);
    expect(within(subcategories).getByText('3.0M')).toBeTruthy();
    expect(document.querySelector('img[src$="/categories/11.svg"]')).not.toBeNull();
    expect(screen.getByText('Impressions from 1 Aug 2026 to 31 Oct 2026')).toBeTruthy();
  });

  it('moves between ranges with the arrow keys, Home and End (one tab stop)', async () => {
    const { user } = await openDirectory();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    // An empty range says so and what to do instead.
    expect(within(screen.getByRole('tabpanel')).getByText('No category starts with a letter from F–I.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(shownCategories()).toEqual(['Music']);
    await user.keyboard('{ArrowRight}');
    expect(shownCategories()).toEqual(['Music']);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs[4]);
    expect(shownCategories()).toEqual(['Travel']);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[4]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs[0]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('finds a subcategory as you type, in whichever range it is, and links it to its report', async () => {
    const { user } = await openDirectory();
    const searchBox = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search categories' });
    await user.type(searchBox, '  HOTEL ');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toMatch(/^S–Z/));
    expect(shownCategories()).toEqual(['Travel']);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Travel', 'Hotels']);
    expect(within(panel).getByRole('link', { name: 'Hotels' }).getAttribute('href')).toMatch(
      /^\/ad-intelligence\/category\/common\/31\?/,
    );
    expect(panel.querySelector('mark')?.textContent).toBe('Hotel');
    expect(screen.getByText('1 category matches “HOTEL”.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toContain('S–Z1, 1 match');
  });

  it('keeps a category whose name matches with all its subcategories, and says when nothing matches', async () => {
    const { user } = await openDirectory();
    const searchBox = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search categories' });
    await user.type(searchBox, 'fashion');
    expect(shownCategories()).toEqual(['Apparel & Fashion']);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(3);
    await user.clear(searchBox);
    await user.type(searchBox, 'zeppelin');
    expect(
      within(screen.getByRole('tabpanel')).getByText('No category or subcategory matches “zeppelin”.'),
    ).toBeTruthy();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Clear search' }));
    expect(searchBox.value).toBe('');
    expect(shownCategories()).toEqual(['Apparel & Fashion', 'Automotive']);
    await user.type(searchBox, 'foo');
    await user.keyboard('{Escape}');
    expect(searchBox.value).toBe('');
  });

  it('shows an error with a retry that loads the categories again', async () => {
    const failed = () => Response.json({ error: { code: 'error.internal', message: 'Down' } }, { status: 500 });
    const api = directoryApi(failed, failed, failed, failed, ok);
    const { user } = setup({ path: PATH, signedIn: true, fetch: api.fetch });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The categories could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist', {}, TIMEOUT)).toBeTruthy();
    expect(shownCategories()).toEqual(['Apparel & Fashion', 'Automotive']);
  }, 20_000);

  it('sends a package without the category report to not-found, like the category report', async () => {
    const api = directoryApi(ok);
    const fetch = fakeApi({
      routes: {
        'GET /datasets/package': () =>
          Response.json({ ...TEST_PACKAGE, features: { ...TEST_PACKAGE.features, category: false } }),
      },
    });
    const { history } = setup({ path: PATH, signedIn: true, fetch });
    expect(await screen.findByRole('heading', { name: 'Error 404' }, TIMEOUT)).toBeTruthy();
    expect(history.location.pathname).toBe('/not-found');
    expect(api.requests).toHaveLength(0);
  });

  it('is linked from the category search page with its filters', async () => {
    const { user, history } = setup({
      path: '/ad-intelligence/category/empty?period=LAST_30_DAYS',
      signedIn: true,
      fetch: directoryApi(ok).fetch,
    });
    await user.click(await screen.findByRole('link', { name: 'Browse all categories' }, TIMEOUT));
    await waitFor(() => expect(history.location.pathname).toBe(PATH));
    expect(history.location.search).toContain('period=LAST_30_DAYS');
    expect(await screen.findByRole('tablist', {}, TIMEOUT)).toBeTruthy();
  });
});
