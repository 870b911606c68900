import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(() => resetBrowserState());

const NOTICE = /Category reports are in beta/;
const CATEGORY = '/ad-intelligence/category/common/42';

function preferencesApi(initial: Record<string, boolean>) {
  const saved: unknown[] = [];
  const state = { reads: 0 };
  let current = initial;
  const fetch = fakeApi({
    routes: {
      'GET /users/me/preferences': () => {
        state.reads += 1;
        return Response.json(current);
      },
      'PUT /users/me/preferences': (init) => {
        current = JSON.parse(String(init?.body)) as Record<string, boolean>;
        saved.push(current);
        return Response.json(current);
      },
    },
  });
  return { fetch, saved, state };
}

describe('beta notices of category and brand reports', () => {
  it('shows the category notice until the user turns it off, and saves that', async () => {
    const api = preferencesApi({ showCategoryAlert: true, showBrandAlert: true, brandHierarchyEnabled: true });
    const { user } = setup({ path: CATEGORY, signedIn: true, fetch: api.fetch });
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    expect(api.saved).toEqual([{ showCategoryAlert: false, showBrandAlert: true, brandHierarchyEnabled: true }]);
  });

  it('stays hidden for a user who turned it off, and on other reports', async () => {
    const off = preferencesApi({ showCategoryAlert: false, showBrandAlert: true, brandHierarchyEnabled: true });
    setup({ path: CATEGORY, signedIn: true, fetch: off.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: /\S/ })).toBeTruthy();
    expect(screen.queryByText('Error 404')).toBeNull();
    await waitFor(() => expect(off.state.reads).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark' })).toBeTruthy());
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('is not shown on advertiser reports', async () => {
    const on = preferencesApi({ showCategoryAlert: true, showBrandAlert: true, brandHierarchyEnabled: true });
    setup({ path: '/ad-intelligence/advertiser/common/42', signedIn: true, fetch: on.fetch });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark' })).toBeTruthy());
    expect(screen.queryByText(/are in beta/)).toBeNull();
  });
});
