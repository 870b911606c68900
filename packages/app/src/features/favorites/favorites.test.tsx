import type * as widgets from '@adlens/report-widgets';
import type { SavedGroup } from '@adlens/core';
import { NAME_MESSAGES } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../app/testing/appHarness.test.helper.tsx';
import { BOOKMARKS_EMPTY_TEXT, LINK_COPIED } from './BookmarksMenu.tsx';
import { shownReportFilters } from '../../app/testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => resetBrowserState());

const REPORT = '/ad-intelligence/advertiser/common/42';
const TIMEOUT = { timeout: 4000 };
const RIVALS_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

function rivals(overrides: Partial<SavedGroup> = {}): SavedGroup {
  return {
    id: RIVALS_ID,
    name: 'Rivals',
    details: {
      type: 'COMPARISON',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      categoryId: null,
      instances: [42, 43],
      unsavedGroups: [],
      params: { channel: 'DISPLAY-ALL', country: 'US', period: 'LAST_3_MONTHS' },
      entities: [
        { id: 42, title: 'acme.com', icon: null },
        { id: 43, title: 'globex.com', icon: null },
      ],
    },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A favourites API in memory: what the tests saved, renamed and deleted. */
function favoritesApi(initial: SavedGroup[] = []) {
  let favorites = [...initial];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string, url: URL, init?: RequestInit) =>
    calls.push({
      method,
      path: `${url.pathname.replace('/api/v1/', '')}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
  const routes = {
    'GET /favorites/datapoints': (init: RequestInit | undefined, url: URL) => {
      record('GET', url, init);
      const search = url.searchParams.get('search');
      const found = search
        ? favorites.filter((favorite) => favorite.name.toLowerCase() === search.toLowerCase())
        : favorites;
      return Response.json({ elements: found, count: { total: found.length } });
    },
    [`GET /favorites/datapoints/${RIVALS_ID}`]: () => {
      const favorite = favorites.find((candidate) => candidate.id === RIVALS_ID);
      return favorite
        ? Response.json(favorite)
        : Response.json({ error: { code: 'error.not-found', message: 'gone' } }, { status: 404 });
    },
    'POST /favorites/datapoints': (init: RequestInit | undefined, url: URL) => {
      record('POST', url, init);
      const body = JSON.parse(String(init?.body)) as Pick<SavedGroup, 'name'> & { details: SavedGroup['details'] };
      const saved = rivals({
        id: 'b7a1c9d2-0000-4000-8000-000000000001',
        name: body.name,
        details: { ...body.details, entities: [] },
      });
      favorites = [saved, ...favorites];
      return Response.json(saved, { status: 201 });
    },
    [`PUT /favorites/datapoints/${RIVALS_ID}`]: (init: RequestInit | undefined, url: URL) => {
      record('PUT', url, init);
      const body = JSON.parse(String(init?.body)) as { name: string };
      if (body.name === 'Taken') {
        return Response.json(
          { error: { code: 'error.duplicated-name', message: "A bookmark named 'Taken' already exists" } },
          { status: 409 },
        );
      }
      favorites = favorites.map((favorite) =>
        favorite.id === RIVALS_ID ? { ...favorite, name: body.name } : favorite,
      );
      return Response.json(favorites.find((favorite) => favorite.id === RIVALS_ID));
    },
    [`DELETE /favorites/datapoints/${RIVALS_ID}`]: (init: RequestInit | undefined, url: URL) => {
      record('DELETE', url, init);
      favorites = favorites.filter((favorite) => favorite.id !== RIVALS_ID);
      return new Response(null, { status: 204 });
    },
  };
  return { routes, calls };
}

async function openMenu(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Bookmarks' }, TIMEOUT));
  return screen.findByRole('dialog', { name: 'Bookmarks' });
}

describe('bookmarks menu', () => {
  it('says how to save a report when there is none', async () => {
    const api = favoritesApi();
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const menu = await openMenu(user);
    expect(await within(menu).findByText(BOOKMARKS_EMPTY_TEXT)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Bookmarks' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bookmarks' }));
  });

  it('lists each bookmark with its type and opens it with the filters it was saved with', async () => {
    const api = favoritesApi([rivals()]);
    const { user, history } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const menu = await openMenu(user);
    const link = await within(menu).findByRole('link', { name: 'Rivals' });
    expect(within(menu).getByText('Advertiser comparison')).toBeTruthy();
    expect(link.getAttribute('href')).toBe(
      `/ad-intelligence/advertiser-compare/${RIVALS_ID}?channel=DISPLAY-ALL&country=US&period=LAST_3_MONTHS`,
    );
    await user.click(link);
    await waitFor(() => expect(history.location.pathname).toBe(`/ad-intelligence/advertiser-compare/${RIVALS_ID}`));
    // The bookmark opens as what it holds, and says its filters are the saved ones.
    expect(await screen.findByRole('heading', { level: 1, name: /^acme\.com vs / }, TIMEOUT)).toBeTruthy();
    expect(await screen.findByText(/with the filters it was saved with/, {}, TIMEOUT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use my current filters' }));
    // The saved filters leave the URL; the report shows the viewer's own (here the package's defaults).
    await waitFor(() => expect(new URLSearchParams(history.location.search).has('channel')).toBe(false), TIMEOUT);
    await waitFor(async () => expect((await shownReportFilters()).channel).toBe('ALL-ALL'), TIMEOUT);
    expect(screen.queryByText(/with the filters it was saved with/)).toBeNull();
  });

  it('copies a bookmark’s link and says so for 1500 ms', async () => {
    const api = favoritesApi([rivals()]);
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Share Rivals' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/ad-intelligence/advertiser-compare/${RIVALS_ID}?channel=DISPLAY-ALL&country=US&period=LAST_3_MONTHS`,
    );
    expect(await screen.findByText(LINK_COPIED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(LINK_COPIED)).toBeNull(), { timeout: 2500 });
  });

  it('renames inline: checks the name, Escape cancels, Enter saves, a refusal keeps the text', async () => {
    const api = favoritesApi([rivals()]);
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Rename Rivals' }));
    const field = within(menu).getByRole('textbox', { name: 'New name for Rivals' });
    await user.clear(field);
    await user.type(field, 'a.b');
    expect(within(menu).getByRole('tooltip').textContent).toBe(NAME_MESSAGES.pattern);
    await user.keyboard('{Escape}');
    expect(within(menu).getByRole('link', { name: 'Rivals' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(within(menu).getByRole('button', { name: 'Rename Rivals' }));
    const again = within(menu).getByRole('textbox', { name: 'New name for Rivals' });
    await user.clear(again);
    await user.type(again, 'Taken{Enter}');
    expect((await within(menu).findByRole('tooltip')).textContent).toBe("A bookmark named 'Taken' already exists");
    expect((again as HTMLInputElement).value).toBe('Taken');
    await user.clear(again);
    await user.type(again, '  Sportswear rivals {Enter}');
    expect(await within(menu).findByRole('link', { name: 'Sportswear rivals' }, TIMEOUT)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({ name: 'Sportswear rivals' });
  });

  it('deletes after a confirmation', async () => {
    const api = favoritesApi([rivals()]);
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const menu = await openMenu(user);
    await user.click(await within(menu).findByRole('button', { name: 'Delete Rivals' }));
    await user.click(within(menu).getByRole('button', { name: 'Delete Rivals?' }));
    expect(await within(menu).findByText(BOOKMARKS_EMPTY_TEXT, {}, TIMEOUT)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('bookmarking a report', () => {
  it('saves the report with its filters under a valid name, then shows it bookmarked', async () => {
    const api = favoritesApi();
    const { user } = setup({ path: REPORT, signedIn: true, fetch: fakeApi({ routes: api.routes }) });
    const button = await screen.findByRole('button', { name: 'Bookmark' }, TIMEOUT);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), TIMEOUT);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Save to bookmarks' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('acme com');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(NAME_MESSAGES.required)).toBeTruthy();
    await user.type(name, 'Acme watch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save to bookmarks' })).toBeNull(), TIMEOUT);
    // It looked for a bookmark of that name and type first, then created one.
    const lookup = api.calls.find((call) => call.method === 'GET' && call.path.includes('strict=true'))!;
    expect(lookup.path).toContain('search=Acme+watch');
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Acme watch',
      details: { type: 'GROUP', entityType: 'advertiser', instances: [42], params: { channel: 'ALL-ALL' } },
    });
    expect(await screen.findByRole('button', { name: 'Bookmarked' }, TIMEOUT)).toBeTruthy();
  });
});
