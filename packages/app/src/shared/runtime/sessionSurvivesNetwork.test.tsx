import type { RetryPolicy } from '@adlens/api-client';
import { BridgeError } from '@adlens/bridge';
import type * as widgets from '@adlens/report-widgets';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN,
  fakeApi,
  fakeBridge,
  resetBrowserState,
  setup,
  silenceScrolling,
} from '../../app/testing/appHarness.test.helper.tsx';

vi.mock('@adlens/report-widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof widgets>()),
  ...(await import('../../app/testing/widgetStubs.test.helper.tsx')).widgetStubs,
}));

silenceScrolling();
afterEach(resetBrowserState);

/** Retries without waiting, so the tests see every try. */
const retry: RetryPolicy = { attempts: 3, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} };
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const calls = (fetch: ReturnType<typeof fakeApi>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === method).length;

describe('a session that survives the network', () => {
  it('does not take an unreachable API at boot for "no session": the error page, no login, no logout', async () => {
    const fetch = fakeApi({ routes: { 'GET /security/tokens/authentication': offline } });
    const { history } = setup({ path: '/dashboards', fetch, retry });
    expect(await screen.findByRole('button', { name: 'Refresh the app' })).toBeTruthy();
    expect(history.location.pathname).toBe('/500');
    expect(new URLSearchParams(history.location.search).get('refreshUrl')).toBe('/dashboards');
    expect(calls(fetch, 'GET', '/security/tokens/authentication')).toBe(3);
    expect(calls(fetch, 'DELETE', '/security/tokens/authentication')).toBe(0);
  });

  it('keeps a held session when the token exchange cannot reach the API: no expired dialog, no logout', async () => {
    let down = true;
    const fetch = fakeApi({
      routes: {
        'POST /security/tokens/access': (init, url) => (down ? offline() : fakeApi()(url, init)),
      },
    });
    const { runtime, history } = setup({ path: '/ad-intelligence', signedIn: true, fetch, retry });
    expect(await screen.findByRole('button', { name: 'Refresh the app' })).toBeTruthy();
    expect(history.location.pathname).toBe('/500');
    expect(runtime.client.session.getAuthToken()).toBe(AUTH_TOKEN);
    expect(screen.queryByRole('alertdialog', { name: 'Current session is expired' })).toBeNull();
    expect(calls(fetch, 'DELETE', '/security/tokens/authentication')).toBe(0);
    // 'Reconnecting…' is up until the API answers again, then clears by itself.
    // (The error page also carries the toasts' status region, so the notice is found by its text.)
    expect((await screen.findByText(/Reconnecting…/)).closest('[role="status"]')).not.toBeNull();
    down = false;
    await act(() => runtime.client.connectivity.report(true));
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
  });

  it('still ends the session on the API’s refusal: 401 from the token endpoint shows the dialog', async () => {
    const fetch = fakeApi({ accessFails: true });
    const { runtime } = setup({ path: '/ad-intelligence', signedIn: true, fetch, retry });
    expect(await screen.findByRole('alertdialog', { name: 'Current session is expired' })).toBeTruthy();
    expect(runtime.client.session.isSignedIn).toBe(false);
    await waitFor(() => expect(calls(fetch, 'DELETE', '/security/tokens/authentication')).toBe(1));
  });
});

describe('an embed whose bridge falters (the same rule as the standalone app)', () => {
  it('keeps the session when the partner token times out, and ends it when the partner says it expired', async () => {
    const spent = fakeApi({
      routes: {
        'POST /security/tokens/access': () =>
          Response.json({ error: { code: 'error.auth.invalid-token', message: 'Spent' } }, { status: 401 }),
      },
    });
    for (const [code, ends] of [
      ['TIMEOUT', false],
      ['AUTH_EXPIRED', true],
    ] as const) {
      const bridge = fakeBridge();
      const { runtime } = setup({
        path: '/ad-intelligence',
        config: { integration: 'seo-suite' },
        startIntegration: bridge.start,
        fetch: spent,
        retry,
      });
      runtime.client.session.signIn(AUTH_TOKEN);
      vi.mocked(bridge.session.withPartnerToken).mockRejectedValue(new BridgeError(code, 'partner'));
      await runtime.client.session.getAccessToken().catch(() => undefined);
      expect(runtime.client.session.isSignedIn, code).toBe(!ends);
      resetBrowserState();
    }
  });
});
