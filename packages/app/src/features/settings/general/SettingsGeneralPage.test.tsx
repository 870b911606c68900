import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, resetBrowserState, setup, silenceScrolling } from '../../../app/testing/appHarness.test.helper.tsx';
import { shownReportFilters } from '../../../app/testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

const TIMEOUT = { timeout: 4000 };

/** users/me/settings on a fake server: what was saved, and every PATCH body. */
function settingsServer(saved: Record<string, unknown>) {
  const patches: unknown[] = [];
  const routes = {
    'GET /users/me/settings': () => Response.json(saved),
    'PATCH /users/me/settings': (init: RequestInit | undefined) => {
      const patch = JSON.parse(String(init?.body)) as Record<string, unknown>;
      patches.push(patch);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) delete saved[key];
        else saved[key] = value;
      }
      return Response.json(saved);
    },
    'GET /users/me/preferences': () =>
      Response.json({ showCategoryAlert: true, showBrandAlert: true, brandHierarchyEnabled: true }),
  };
  return { routes, patches };
}

describe('saved default filters', () => {
  it('a report starts from the filters saved on the server, after the URL’s', async () => {
    const server = settingsServer({ country: 'DE', period: 'LAST_12_MONTHS' });
    setup({
      path: '/ad-intelligence/advertiser/common/42?period=LAST_3_MONTHS',
      signedIn: true,
      fetch: fakeApi({ routes: server.routes }),
    });
    expect(await shownReportFilters(TIMEOUT.timeout)).toMatchObject({ country: 'DE', period: 'LAST_3_MONTHS' });
  });

  it('the settings page saves the currency at once and the default filters on Save', async () => {
    const server = settingsServer({});
    const { user } = setup({
      path: '/ad-intelligence/settings/general',
      signedIn: true,
      fetch: fakeApi({ routes: server.routes }),
    });
    expect(await screen.findByRole('heading', { name: 'User settings' }, TIMEOUT)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(server.patches).toEqual([{ currency: 'EUR' }]));
    expect(localStorage.getItem('adlens.filters.currency')).toBe('EUR');
    await user.selectOptions(screen.getByLabelText('Default country'), 'DE');
    await user.selectOptions(screen.getByLabelText('Default period'), 'LAST_12_MONTHS');
    await user.click(screen.getByRole('button', { name: 'Save default filters' }));
    await waitFor(() =>
      expect(server.patches.at(-1)).toEqual({ country: 'DE', period: 'LAST_12_MONTHS', channel: null }),
    );
    expect(await screen.findByText('Default filters saved')).toBeTruthy();
    expect(localStorage.getItem('adlens.filters.country')).toBe('DE');
    // A restricted country (France in the test package) cannot be chosen.
    expect(screen.queryByRole('option', { name: 'France' })).toBeNull();
  });
});
