import type * as widgets from '@adlens/report-widgets';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  fakeBridge,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';
import { shownReportFilters } from '../../app/testing/widgetStubs.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

/** The SEO-suite embed on its start page, signed in through a fake bridge. */
async function startSeoSuiteEmbed() {
  const bridge = fakeBridge();
  const app = setup({ path: '/ad-intelligence', config: { integration: 'seo-suite' }, startIntegration: bridge.start });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
  /** What the app answers when the host calls the embed (bridge EmbedApi). */
  const hostCalls = vi.mocked(bridge.start).mock.calls[0]![0].handlers!;
  const partnerLogins = () =>
    app.fetch.mock.calls.filter(([url]) => String(url).endsWith('/security/tokens/authentication')).length;
  return { ...app, bridge, hostCalls, partnerLogins };
}

describe('embedded apps', () => {
  it('signs in with the partner token, keeps it in memory and starts auto-resize on the app wrapper', async () => {
    const bridge = fakeBridge();
    const { runtime, fetch } = setup({
      path: '/ad-intelligence',
      config: { integration: 'sales-tool', hostOrigins: ['http://host.test'] },
      startIntegration: bridge.start,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    expect(bridge.start).toHaveBeenCalledWith({
      integration: 'sales-tool',
      hostOrigins: ['http://host.test'],
      timeoutMs: undefined,
      handlers: {
        navigate: expect.any(Function),
        refreshSession: expect.any(Function),
        selectEntities: expect.any(Function),
      },
    });
    const login = fetch.mock.calls.find(([url]) => String(url).endsWith('/security/tokens/authentication'));
    expect(new Headers(login?.[1]?.headers).get('Authorization')).toBe('Bearer partner-jwt');
    expect(runtime.client.session.isSignedIn).toBe(true);
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(screen.getByText(/Find a domain/)).toBeTruthy(); // en-winmo: Advertiser reads Domain
    expect(document.querySelector('[aria-haspopup="menu"]')).toBeNull(); // no account menu inside a partner's page
    await waitFor(() => expect(bridge.session.startAutoResize).toHaveBeenCalledTimes(1));
    const element = vi.mocked(bridge.session.startAutoResize).mock.calls[0]?.[0];
    expect(element?.hasAttribute('data-adlens-root')).toBe(true);
  });

  it('logs in with the jwt query parameter and opens the deep path it carries, dropping the token from the URL', async () => {
    const bridge = fakeBridge();
    const jwt = `e30.${btoa(JSON.stringify({ url: '/ad-intelligence/advertiser/common/42?period=LAST_7_DAYS' }))}.sig`;
    const { history, fetch } = setup({
      path: `/?jwt=${encodeURIComponent(jwt)}`,
      config: { integration: 'seo-suite' },
      startIntegration: bridge.start,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'acme.com' }, { timeout: 4000 })).toBeTruthy();
    expect(history.location.pathname).toBe('/ad-intelligence/advertiser/common/42');
    // The report opens on the link's period; the defaults it chose for the rest stay out of the address.
    expect(await shownReportFilters()).toMatchObject({ channel: 'ALL-ALL', period: 'LAST_7_DAYS' });
    expect(history.location.search).toBe('?period=LAST_7_DAYS');
    const logins = fetch.mock.calls.filter(([url]) => String(url).endsWith('/security/tokens/authentication'));
    expect(logins.map(([, init]) => new Headers(init?.headers).get('Authorization'))).toEqual([`Bearer ${jwt}`]);
    expect(bridge.session.withPartnerToken).not.toHaveBeenCalled();
    // The host's address bar follows the embed, never with the token in it.
    await waitFor(() =>
      expect(bridge.session.sdk.replaceUrl).toHaveBeenLastCalledWith(
        expect.stringMatching(/^\/ad-intelligence\/advertiser\/common\/42\?.*period=LAST_7_DAYS/),
      ),
    );
    expect(vi.mocked(bridge.session.sdk.replaceUrl).mock.calls.flat().join(' ')).not.toContain('jwt');
  });

  it('falls back to a token from the bridge when the jwt in the URL is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = fakeBridge();
    const { history } = setup({
      path: '/ad-intelligence?jwt=expired',
      config: { integration: 'seo-suite' },
      fetch: fakeApi({ refusedPartnerToken: 'expired' }),
      startIntegration: bridge.start,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    expect(bridge.session.withPartnerToken).toHaveBeenCalledTimes(1);
    expect(history.location.search).toBe('');
    warn.mockRestore();
  });

  it('renews the partner session with a fresh (not a kept) partner token after a purchase', async () => {
    const { runtime, bridge, partnerLogins } = await startSeoSuiteEmbed();
    const before = partnerLogins();
    await runtime.refreshPartnerSession();
    expect(bridge.session.withPartnerToken).toHaveBeenLastCalledWith(expect.any(Function), { fresh: true });
    expect(partnerLogins()).toBe(before + 1);
  });

  it("follows the host's navigate to a page of the embed and reports it back with replaceUrl", async () => {
    const { history, bridge, hostCalls } = await startSeoSuiteEmbed();
    await act(() => hostCalls.navigate!({ path: '/ad-intelligence/advertiser/common/42' }));
    expect(history.location.pathname).toBe('/ad-intelligence/advertiser/common/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'acme.com' }, { timeout: 4000 })).toBeTruthy();
    await waitFor(() =>
      expect(bridge.session.sdk.replaceUrl).toHaveBeenLastCalledWith(
        expect.stringMatching(/^\/ad-intelligence\/advertiser\/common\/42/),
      ),
    );
  });

  it("follows the partner's selected company in the sales tool's full app", async () => {
    const bridge = fakeBridge();
    const byName: string[] = [];
    const { history } = setup({
      path: '/ad-intelligence',
      config: { integration: 'sales-tool' },
      startIntegration: bridge.start,
      fetch: fakeApi({
        claims: { salesTool: { viewMode: 'SEARCH', subscribed: true } },
        routes: {
          'GET /entities/by-name': (_init, url) => {
            byName.push(url.searchParams.get('names') ?? '');
            return Response.json({ entityType: 'advertiser', elements: [{ id: 42, title: 'acme.com' }] });
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    const hostCalls = vi.mocked(bridge.start).mock.calls[0]![0].handlers!;
    // The seo-suite embed offers no selectEntities; the sales tool does.
    await act(() => hostCalls.selectEntities!({ names: ['acme.com'] }));
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence/advertiser/common/42'));
    expect(byName).toEqual(['acme.com']);
  });

  it("refuses a host's navigate outside the app, and stays where it is", async () => {
    const { history, hostCalls } = await startSeoSuiteEmbed();
    await expect(hostCalls.navigate!({ path: '//evil.example/phish' })).rejects.toThrow(/not a page of this app/);
    expect(history.location.pathname).toBe('/ad-intelligence');
  });

  it('renews the session with a fresh partner token when the host calls refreshSession', async () => {
    const { bridge, hostCalls, partnerLogins } = await startSeoSuiteEmbed();
    const before = partnerLogins();
    await act(() => hostCalls.refreshSession!());
    expect(bridge.session.withPartnerToken).toHaveBeenLastCalledWith(expect.any(Function), { fresh: true });
    expect(partnerLogins()).toBe(before + 1);
  });

  it('sends a partner user without a package to no-package', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bridge = fakeBridge();
    const { history } = setup({
      path: '/ad-intelligence',
      config: { integration: 'seo-suite' },
      fetch: fakeApi({ partnerLoginFails: true }),
      startIntegration: bridge.start,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account has no active package' })).toBeTruthy();
    expect(history.location.pathname).toBe('/no-package');
    expect(bridge.session.startAutoResize).toHaveBeenCalled();
    expect(bridge.session.sdk.replaceUrl).not.toHaveBeenCalled(); // a host reload retries, not the 401
    expect(error).toHaveBeenCalledWith(
      'Adlens: partner login failed',
      expect.objectContaining({ code: 'no-package-available' }),
    );
    error.mockRestore();
  });

  it('goes to bad-request when the app is not properly integrated (no bridge)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = setup({
      path: '/ad-intelligence',
      config: { integration: 'seo-suite' },
      startIntegration: async () => {
        throw new Error('handshake timed out');
      },
    });
    expect(await screen.findByRole('heading', { name: 'Error 400' })).toBeTruthy();
    expect(history.location.pathname).toBe('/bad-request');
    error.mockRestore();
  });

  it('has no login page', async () => {
    const bridge = fakeBridge();
    const { history } = setup({ path: '/login', config: { integration: 'seo-suite' }, startIntegration: bridge.start });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeTruthy();
    expect(history.location.pathname).toBe('/ad-intelligence');
  });

  it('closes the bridge on dispose', async () => {
    const bridge = fakeBridge();
    const { runtime } = setup({
      path: '/ad-intelligence',
      config: { integration: 'seo-suite' },
      startIntegration: bridge.start,
    });
    await screen.findByRole('heading', { level: 1, name: 'Ad Intelligence' });
    await act(async () => runtime.dispose());
    expect(bridge.session.destroy).toHaveBeenCalledTimes(1);
  });
});
