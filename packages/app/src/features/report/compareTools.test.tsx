import type * as widgets from '@adlens/report-widgets';
import type { SaveFavoriteRequest } from '@adlens/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_ENTITIES,
  TEST_PACKAGE,
  fakeApi,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';
import { stubWidgetData } from '../../app/testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => resetBrowserState());

const TIMEOUT = { timeout: 10_000 };

/** datasets/search: advertisers 42–44 and the Retail category (9), whatever is typed. */
function searchRoute(_init: RequestInit | undefined, url: URL) {
  const entityType = url.searchParams.get('entityType');
  const ids = entityType === 'category' ? [9] : [42, 43, 44];
  return Response.json({
    elements: ids.map((id) => ({ id, entityType, title: TEST_ENTITIES[id], icon: null })),
  });
}

// The first test loads the whole app cold: generous on a busy machine.
describe('Industry benchmark', { timeout: 30_000 }, () => {
  it('offers same-type entities not in the report and categories as benchmarks, in two labelled groups', async () => {
    const { history, user } = setup({
      path: '/ad-intelligence/advertiser-compare/42,43',
      signedIn: true,
      fetch: fakeApi({ routes: { 'GET /datasets/search': searchRoute } }),
    });
    const box = await screen.findByRole('combobox', { name: 'Compare with' }, TIMEOUT);
    await user.type(box, 'in');
    const listbox = await screen.findByRole('listbox', { name: 'Compare with' }, TIMEOUT);
    // The benchmark categories first, as the benchmark item sorts first.
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Industry benchmark', 'Advertisers']);
    const advertisers = within(listbox).getByRole('group', { name: 'Advertisers' });
    // acme.com and globex.com are in the report already.
    expect(within(advertisers).getAllByRole('option')).toHaveLength(1);
    expect(within(advertisers).getByRole('option', { name: 'initech.com' })).toBeTruthy();
    const benchmarks = within(listbox).getByRole('group', { name: 'Industry benchmark' });
    await user.click(within(benchmarks).getByRole('option', { name: /Retail/ }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('category')).toBe('9'));
    expect(history.location.pathname).toBe('/ad-intelligence/advertiser-compare/42,43');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retail (Avg) vs acme.com vs globex.com' }, TIMEOUT),
    ).toBeTruthy();
    // The benchmark card removes the benchmark, and the comparison stays.
    await user.click(screen.getByRole('button', { name: 'Remove Retail (Avg)' }));
    await waitFor(() => expect(history.location.search).not.toContain('category='));
    expect(history.location.pathname).toBe('/ad-intelligence/advertiser-compare/42,43');
  });

  it('benchmarks a single advertiser report from the Industry benchmark control', async () => {
    const { history, user } = setup({
      path: '/ad-intelligence/advertiser/common/42',
      signedIn: true,
      fetch: fakeApi({ routes: { 'GET /datasets/search': searchRoute } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Industry benchmark' }, TIMEOUT));
    const field = screen.getByRole('combobox', { name: 'Category to benchmark against' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'ret');
    await screen.findByRole('option', { name: /Retail/ }, TIMEOUT);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence/advertiser-compare/42'));
    expect(new URLSearchParams(history.location.search).get('category')).toBe('9');
    await screen.findByRole('heading', { level: 1, name: 'Retail (Avg) vs acme.com' }, TIMEOUT);
    const items = stubWidgetData(screen.getByRole('region', { name: 'estimated-expenditure' })).items;
    expect(items[0]).toMatchObject({ title: 'Retail (Avg)', benchmark: true });
  });

  it('shows the control locked without the package flag, and opens the promotion instead', async () => {
    const lacking = { ...TEST_PACKAGE, features: { ...TEST_PACKAGE.features, advertiserBenchmark: false } };
    const { user } = setup({
      path: '/ad-intelligence/advertiser-compare/42,43',
      signedIn: true,
      fetch: fakeApi({
        routes: { 'GET /datasets/package': () => Response.json(lacking), 'GET /datasets/search': searchRoute },
      }),
    });
    const control = await screen.findByRole('button', { name: /Industry benchmark/ }, TIMEOUT);
    await waitFor(() => expect(within(control).queryByRole('img', { name: 'Not included in your plan' })).toBeTruthy());
    // No category is offered as a benchmark in the compare box either.
    await user.type(screen.getByRole('combobox', { name: 'Compare with' }), 'in');
    const listbox = await screen.findByRole('listbox', { name: 'Compare with' }, TIMEOUT);
    expect(within(listbox).queryByRole('group', { name: 'Industry benchmark' })).toBeNull();
    await user.click(control);
    expect(await screen.findByRole('dialog', { name: 'Industry Benchmark' })).toBeTruthy();
  });
});

describe('groups', { timeout: 30_000 }, () => {
  it('groups picked items as Group 1, renames it, and saves it: created once, then updated', async () => {
    const saved: { method: string; body: SaveFavoriteRequest }[] = [];
    let stored: { id: string; name: string; details: SaveFavoriteRequest['details'] } | null = null;
    const favorite = () => ({
      ...stored!,
      details: { ...stored!.details, entities: [] },
      createdAt: '',
      updatedAt: '',
    });
    const { history, user } = setup({
      path: '/ad-intelligence/advertiser-compare/42,43,44',
      signedIn: true,
      fetch: fakeApi({
        routes: {
          'GET /favorites/datapoints': (_init, url) =>
            Response.json({
              elements:
                stored && url.searchParams.get('search')?.toLowerCase() === stored.name.toLowerCase()
                  ? [favorite()]
                  : [],
              count: { total: stored ? 1 : 0 },
            }),
          'POST /favorites/datapoints': (init) => {
            const body = JSON.parse(String(init?.body)) as SaveFavoriteRequest;
            saved.push({ method: 'POST', body });
            stored = { id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301', ...body };
            return Response.json(favorite(), { status: 201 });
          },
          'PUT /favorites/datapoints/3f2504e0-4f89-11d3-9a0c-0305e82c3301': (init) => {
            const body = JSON.parse(String(init?.body)) as SaveFavoriteRequest;
            saved.push({ method: 'PUT', body });
            stored = { ...stored!, ...body };
            return Response.json(favorite());
          },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Group items' }, TIMEOUT));
    await user.click(screen.getByRole('checkbox', { name: 'Select acme.com' }));
    expect(screen.getByText('Select at least 2 advertisers to group')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Group selected' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select initech.com' }));
    await user.click(screen.getByRole('button', { name: 'Group selected' }));
    await waitFor(() =>
      expect(decodeURIComponent(history.location.pathname)).toBe(
        '/ad-intelligence/advertiser-compare/Group 1:(42,44),43',
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Group 1 vs globex.com' }, TIMEOUT)).toBeTruthy();
    // The group compares as one item of the two advertisers.
    const items = stubWidgetData(screen.getByRole('region', { name: 'estimated-expenditure' })).items;
    expect(items).toMatchObject([
      { title: 'Group 1', entities: [{ entityType: 'advertiser', ids: [42, 44] }] },
      { title: 'globex.com', entities: [{ entityType: 'advertiser', ids: [43] }] },
    ]);
    expect(screen.getByText('2 items')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rename Group 1' }));
    const name = screen.getByRole('textbox', { name: 'Rename Group 1' });
    await user.clear(name);
    await user.type(name, 'Rivals{Enter}');
    await waitFor(() =>
      expect(decodeURIComponent(history.location.pathname)).toBe(
        '/ad-intelligence/advertiser-compare/Rivals:(42,44),43',
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Save Rivals to your bookmarks' }, TIMEOUT));
    expect(await screen.findByText('Saved Rivals to your bookmarks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Rivals to your bookmarks' }));
    expect(await screen.findByText('Updated the saved group Rivals')).toBeTruthy();
    expect(saved.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(saved[0]!.body).toMatchObject({
      name: 'Rivals',
      details: { type: 'GROUP', entityType: 'advertiser', instances: [42, 44], categoryId: null },
    });

    await user.click(screen.getByRole('button', { name: 'Ungroup Rivals' }));
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence/advertiser-compare/42,44,43'));
  });
});
