import type * as widgets from '@adlens/report-widgets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_PACKAGE,
  fakeApi,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';

import { stubWidgetData } from '../../app/testing/widgetStubs.test.helper.tsx';
import { audienceWidgets } from './audienceWidgets.ts';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

const TIMEOUT = { timeout: 4000 };
const group = (code: string, title: string, share: number) => ({ code, title, share, panelists: 10, deviation: 0 });

/** The audience filter datasets of advertiser 42, recording the markets the selector lists are asked for. */
function audienceApi(features: Record<string, boolean> = {}) {
  const listsAskedFor: (string | null)[] = [];
  const fetch = fakeApi({
    routes: {
      'GET /datasets/package': () =>
        Response.json({ ...TEST_PACKAGE, features: { ...TEST_PACKAGE.features, ...features } }),
      'GET /datasets/audience/countries': () => Response.json(TEST_PACKAGE.countries),
      'GET /datasets/audience/periods': () => Response.json(TEST_PACKAGE.periods),
      'GET /datasets/audience/genders': (_init, url) => {
        listsAskedFor.push(url.searchParams.get('country'));
        return Response.json({
          genders: { elements: [group('MALE', 'Male', 40), group('FEMALE', 'Female', 60)] },
          ages: { elements: [group('AGE_18_24', '18–24', 100)] },
        });
      },
    },
  });
  return { fetch, listsAskedFor };
}

describe('audience reports', () => {
  it('chooses the market and period, and a new market resets the demographic selection', async () => {
    const api = audienceApi();
    const { history, user } = setup({ path: '/audience/demographics/common/42', signedIn: true, fetch: api.fetch });
    // The default choice: the first market, and without monthly periods listed, LAST_30_DAYS — shown
    // to the widgets, not written into the URL.
    const widget = await screen.findByRole('region', { name: audienceWidgets('demographics')[0]!.type }, TIMEOUT);
    await waitFor(() =>
      expect(stubWidgetData(widget).filters).toMatchObject({ country: 'US', period: 'LAST_30_DAYS' }),
    );
    expect(history.location.search).toBe('');

    await user.click(await screen.findByRole('button', { name: 'Gender: All genders' }, TIMEOUT));
    await user.click(await screen.findByRole('option', { name: /Female/ }));
    await waitFor(() => expect(history.location.search).toContain('gender=FEMALE'));

    await user.click(screen.getByRole('button', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(history.location.search).toContain('country=DE'));
    expect(history.location.search).not.toContain('gender=');
    await waitFor(() => expect(api.listsAskedFor).toContain('DE'));
    expect(await screen.findByRole('button', { name: 'Gender: All genders' })).toBeTruthy();
  });

  it('keeps the audience reports closed to a package without them', async () => {
    const { history } = setup({
      path: '/audience/interest/common/42',
      signedIn: true,
      fetch: audienceApi({ audience: false }).fetch,
    });
    await waitFor(() => expect(history.location.pathname).toBe('/not-found'), TIMEOUT);
  });

  it('opens the demographics search from the audience home, and refuses a malformed advertiser', async () => {
    const { history } = setup({ path: '/audience', signedIn: true, fetch: audienceApi().fetch });
    await waitFor(() => expect(history.location.pathname).toBe('/audience/demographics/empty'), TIMEOUT);
    const bad = setup({ path: '/audience/demographics/common/abc', signedIn: true, fetch: audienceApi().fetch });
    await waitFor(() => expect(bad.history.location.pathname).toBe('/bad-request'), TIMEOUT);
  });
});
