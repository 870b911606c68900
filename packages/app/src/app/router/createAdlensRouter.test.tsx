import type * as widgets from '@adlens/report-widgets';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN, fakeApi, resetBrowserState, setup, silenceScrolling } from '../testing/appHarness.test.helper.tsx';
import { stubWidgetData } from '../testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

describe("the app's routes", () => {
  it('signs in with a jwt link and drops the token from the address', async () => {
    const { history, runtime } = setup({ path: `/ad-intelligence?jwt=${AUTH_TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    expect(runtime.client.session.getAuthToken()).toBe(AUTH_TOKEN);
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('sends a refused jwt link to the 401 page without a session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { history, runtime } = setup({
      path: `/ad-intelligence?jwt=${AUTH_TOKEN}`,
      fetch: fakeApi({ accessFails: true }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your authorization has failed. Please try refreshing the page' }),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/401');
    expect(runtime.client.session.isSignedIn).toBe(false);
  });

  it('renders the 404 page for unknown paths, linking home', async () => {
    setup({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeTruthy();
    expect(screen.getByText("Whoops! We couldn't find what you're looking for.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home page' }).getAttribute('href')).toBe('/ad-intelligence');
  });

  it('sends a visitor to login and back to the remembered report afterwards', async () => {
    const { history, user } = setup({ path: '/ad-intelligence/advertiser/common/42?period=LAST_30_DAYS' });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText('E-mail address'), 'demo@adlens.test');
    await user.type(screen.getByLabelText('Password'), 'Adlens-demo-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'acme.com' }, { timeout: 4000 })).toBeTruthy();
    expect(history.location.pathname).toBe('/ad-intelligence/advertiser/common/42');
    const widget = await screen.findByRole('region', { name: 'estimated-expenditure' });
    expect(stubWidgetData(widget)).toEqual({
      items: [{ key: 'single:42', title: 'acme.com', icon: null, entities: [{ entityType: 'advertiser', ids: [42] }] }],
      filters: { channel: { type: 'ALL', device: 'ALL' }, period: 'LAST_30_DAYS', country: 'US', currency: 'USD' },
    });
    // The token lives in memory; the HttpOnly cookie (not readable here) restores it.
    expect(webStorageText()).not.toContain(AUTH_TOKEN);
  });

  it('turns malformed report ids into the bad-request page', async () => {
    const { history } = setup({ path: '/ad-intelligence/advertiser/common/12,abc', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Error 400' })).toBeTruthy();
    expect(screen.getByText(/Bad request\. Please check the URL address or/)).toBeTruthy();
    expect(history.location.pathname).toBe('/bad-request');
  });

  it('keeps a signed-in user off the login page unless force=true, which signs them out', async () => {
    const first = setup({ path: '/login', signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    expect(first.history.location.pathname).toBe('/ad-intelligence');
    cleanup();

    const forced = setup({ path: '/login?force=true', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    await waitFor(() => expect(forced.runtime.client.session.isSignedIn).toBe(false));
  });

  // (The start page's global search has tests of its own: features/globalSearch/GlobalSearch.test.tsx.)
  it('opens the report of the advertiser picked on the advertiser page, and binds the filters to the URL', async () => {
    const { history, user } = setup({ path: '/ad-intelligence/advertiser/empty', signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Pick acme.com' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'acme.com' }, { timeout: 4000 })).toBeTruthy();
    expect(history.location.pathname).toBe('/ad-intelligence/advertiser/common/42');
    await user.click(await screen.findByRole('button', { name: /^Channel/ }, { timeout: 4000 }));
    await user.click(await screen.findByRole('option', { name: /^Social/ }));
    await user.click(screen.getByRole('button', { name: /^Device/ }));
    await user.click(await screen.findByRole('option', { name: /MOBILE/ }));
    await user.click(screen.getByRole('button', { name: /^Period/ }));
    await user.click(await screen.findByRole('option', { name: /Last 12 months/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(history.location.search).toContain('period=LAST_12_MONTHS'));
    expect(history.location.search).toContain('channel=SOCIAL-MOBILE');
    const widget = screen.getByRole('region', { name: 'estimated-expenditure' });
    await waitFor(() =>
      expect(stubWidgetData(widget).filters).toEqual({
        channel: { type: 'SOCIAL', device: 'MOBILE' },
        period: 'LAST_12_MONTHS',
        country: 'US',
        currency: 'USD',
      }),
    );
  });

  it("opens a report type's home from the side menu: its empty report, searching for a first item", async () => {
    const { history, user } = setup({ path: '/ad-intelligence?period=LAST_30_DAYS', signedIn: true });
    await user.click(await screen.findByRole('link', { name: /^Publishers/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence/publisher/empty'));
    await waitFor(() => expect(document.querySelector('[data-report-type="publisher"]')).not.toBeNull());
  });

  it("keeps the query of a type home link, and opens the sales tool's Domains as the advertiser report", async () => {
    const { history } = setup({ path: '/ad-intelligence/domain?period=LAST_30_DAYS', signedIn: true });
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence/advertiser/empty'));
    expect(history.location.search).toContain('period=LAST_30_DAYS');
  });

  it('sends a report the package does not include to not-found, from its home too', async () => {
    const { history } = setup({ path: '/ad-intelligence/brand', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeTruthy();
    expect(history.location.pathname).toBe('/not-found');
  });

  it('logs out from the account menu back to login, remembering the page', async () => {
    const { runtime, history, user } = setup({ path: '/ad-intelligence', signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Dana Demo/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    expect(runtime.client.session.isSignedIn).toBe(false);
    expect(runtime.sessionStore.getState().returnUrl).toBe('/ad-intelligence');
    expect(webStorageText()).not.toContain(AUTH_TOKEN);
  });

  it('shows the session-expired dialog when the refresh fails, then goes to login', async () => {
    const { history, user } = setup({
      path: '/ad-intelligence/advertiser/common/42',
      signedIn: true,
      fetch: fakeApi({ accessFails: true }),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Current session is expired' });
    expect(dialog.textContent).toContain('Please relogin');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});

function webStorageText(): string {
  return JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);
}
