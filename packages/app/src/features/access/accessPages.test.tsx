import type * as widgets from '@adlens/report-widgets';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN,
  TEST_USER,
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
afterEach(resetBrowserState);

const apiError = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ error: { code, message, ...extra } }, { status });

type Routes = NonNullable<Parameters<typeof fakeApi>[0]>['routes'];

async function logIn(user: ReturnType<typeof setup>['user'], email = 'otp@adlens.test') {
  await screen.findByRole('heading', { name: 'Log In' });
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), 'Adlens-otp-1');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('verify-otp', () => {
  function otpApi(answers: (() => Response)[]) {
    const routes: Routes = {
      'POST /security/tokens/authentication': (init) => {
        const authorization = new Headers(init?.headers).get('Authorization') ?? '';
        if (authorization.startsWith('Basic ')) return apiError(401, 'error.otp.code-incorrect', 'OTP code required');
        return answers.shift()?.() ?? new Response(AUTH_TOKEN);
      },
      'POST /security/tokens/authentication/2fa': (init) =>
        new Response(new Headers(init?.headers).get('Authorization')?.startsWith('Basic ') ? 'code-1' : 'code-2'),
    };
    return fakeApi({ routes });
  }

  it('moves an OTP user to verify-otp, refuses a wrong code and logs in with the right one', async () => {
    const fetch = otpApi([() => apiError(401, 'error.otp.code-incorrect', 'Wrong or expired code')]);
    const { history, user, runtime } = setup({ path: '/login', fetch });
    await logIn(user);
    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    expect(history.location.pathname).toBe('/verify-otp');
    expect(history.location.href).not.toContain('code-1'); // the code token stays in memory
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong or expired code');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence'));
    expect(runtime.client.session.isSignedIn).toBe(true);
    const otpLogin = fetch.mock.calls.find(([url]) => String(url).includes('otp=123456'));
    expect(new Headers(otpLogin?.[1]?.headers).get('Authorization')).toBe('Bearer code-1');
  });

  it('counts the wait down each second as m:ss after too many attempts, then enables again', async () => {
    const fetch = otpApi([
      () =>
        apiError(429, 'error.otp.attempts-count-exceeded', 'Too many', {
          attributes: { waitSeconds: 2 },
        }),
    ]);
    const { user } = setup({ path: '/login', fetch });
    await logIn(user);
    await user.type(await screen.findByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const status = await screen.findByText(/Please try again in 0:02\./);
    expect(status.textContent).toBe(
      'You have exceeded the maximum number of OTP code requests. Please try again in 0:02.',
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong or expired code');
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(/Please try again in 0:01\./, {}, { timeout: 1500 })).toBeTruthy();
    await waitFor(
      () => expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false),
      {
        timeout: 2500,
      },
    );
    expect(screen.queryByText(/Please try again in/)).toBeNull();
  });

  it('re-requests the code with the code token and uses the new token', async () => {
    const fetch = otpApi([]);
    const { user } = setup({ path: '/login', fetch });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code has been sent.')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      const otpLogin = fetch.mock.calls.find(([url]) => String(url).includes('otp=123456'));
      expect(new Headers(otpLogin?.[1]?.headers).get('Authorization')).toBe('Bearer code-2');
    });
  });

  it('without a code token redirects to root (and so to login)', async () => {
    const { history } = setup({ path: '/verify-otp' });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});

describe('device and session limits (a 403 at login → user-sessions / user-devices)', () => {
  it('lists the other sessions with the limit token, logs one out, then offers to log in again', async () => {
    const list = {
      elements: [{ id: 's-1', label: 'Chrome on Linux', lastSeenAt: '2026-11-20T10:00:00Z', current: false }],
      limit: 1,
    };
    const revoke = vi.fn(() => new Response(null, { status: 204 }));
    const routes: Routes = {
      'POST /security/tokens/authentication': () =>
        apiError(403, 'error.sessions-limit-exceeded', 'Too many sessions', {
          attributes: { limitToken: 'limit-1', limit: 1, active: 1 },
        }),
      'GET /security/sessions': () => Response.json(list),
      'DELETE /security/sessions/s-1': revoke,
    };
    const { history, user } = setup({ path: '/login', fetch: fakeApi({ routes }) });
    await logIn(user, 'sessions@adlens.test');
    expect(await screen.findByRole('heading', { name: "You're Already Logged In Somewhere Else" })).toBeTruthy();
    expect(history.location.pathname).toBe('/user-sessions');
    expect(history.location.href).not.toContain('limit-1');
    expect(await screen.findByText('Chrome on Linux')).toBeTruthy();
    expect(screen.getByText(/Status: Active/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged out. You can log in again now.')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('the devices variant has its own title and no status', async () => {
    const routes: Routes = {
      'POST /security/tokens/authentication': () =>
        apiError(403, 'error.devices-limit-exceeded', 'Too many devices', {
          attributes: { limitToken: 'limit-2', limit: 2, active: 2 },
        }),
      'GET /security/devices': () =>
        Response.json({
          elements: [
            {
              id: 1,
              label: 'Firefox',
              firstSeenAt: '2026-10-01T00:00:00Z',
              lastSeenAt: '2026-11-01T00:00:00Z',
              current: false,
            },
          ],
          limit: 2,
        }),
    };
    const { history, user } = setup({ path: '/login', fetch: fakeApi({ routes }) });
    await logIn(user, 'demo@adlens.test');
    expect(await screen.findByRole('heading', { name: 'Oops! Too Many Active Devices' })).toBeTruthy();
    expect(history.location.pathname).toBe('/user-devices');
    expect(await screen.findByText('Firefox')).toBeTruthy();
    expect(screen.queryByText(/Status:/)).toBeNull();
  });

  it('without a limit state redirects to root', async () => {
    const { history } = setup({ path: '/user-devices' });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
  });
});

describe('set-password and activate-account', () => {
  const tokenRoutes = (identity: () => Response = () => new Response(AUTH_TOKEN)): Routes => ({
    'HEAD /security/tokens/verification': (init) =>
      new Response(null, { status: new Headers(init?.headers).get('Authorization') === 'Bearer good' ? 200 : 401 }),
    'POST /security/tokens/identity': identity,
  });

  it('shows a spinner, then "Token is invalid" with "Go to login" (login?force=true)', async () => {
    const { history, user } = setup({ path: '/set-password/bad', fetch: fakeApi({ routes: tokenRoutes() }) });
    expect(await screen.findByRole('status', { name: 'Checking the link' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Token is invalid');
    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.search).toContain('force=true');
  });

  it('validates per field, revalidates the confirmation when the password changes', async () => {
    const { user } = setup({ path: '/activate-account/good', fetch: fakeApi({ routes: tokenRoutes() }) });
    expect(await screen.findByText('Setup new password for you account and confirm')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enter new password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    await user.type(password, 'weak');
    expect(
      await screen.findByText('Minimum 8 characters, at least 1 lower-case letter, upper-case letter and number'),
    ).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Str0ngpass');
    await user.type(confirm, 'Str0ngpass');
    await waitFor(() => expect(screen.queryByText('New password and confirmed password do not match')).toBeNull());
    await user.type(password, 'X'); // the confirmation no longer matches: shown without touching it again
    expect(await screen.findByText('New password and confirmed password do not match')).toBeTruthy();
  });

  it('shows the first server message for the password field', async () => {
    const weak = () =>
      apiError(400, 'error.validation', 'Invalid', { fieldErrors: { password: ['Password is too common'] } });
    const { user } = setup({ path: '/set-password/good', fetch: fakeApi({ routes: tokenRoutes(weak) }) });
    await user.type(await screen.findByLabelText('Password'), 'Passw0rdPassw0rd');
    await user.type(screen.getByLabelText('Confirm Password'), 'Passw0rdPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is too common')).toBeTruthy();
  });

  it('falls back to the generic text when the failure carries no message', async () => {
    const broken = () => new Response('<html>', { status: 502 });
    const { user } = setup({ path: '/set-password/good', fetch: fakeApi({ routes: tokenRoutes(broken) }) });
    await user.type(await screen.findByLabelText('Password'), 'Str0ngpass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ngpass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We encountered a problem, please try again later');
  });

  it('signs in with the returned token and goes to the start page', async () => {
    const { user, history, runtime } = setup({ path: '/set-password/good', fetch: fakeApi({ routes: tokenRoutes() }) });
    await user.type(await screen.findByLabelText('Password'), 'Str0ngpass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ngpass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(history.location.pathname).toBe('/ad-intelligence'));
    expect(runtime.client.session.getAuthToken()).toBe(AUTH_TOKEN);
  });
});

describe('recovery', () => {
  it('validates the e-mail, sends it and shows the sent page with "Back to login"', async () => {
    const send = vi.fn((init: RequestInit | undefined) => {
      void init;
      return new Response(null, { status: 204 });
    });
    const { user, history } = setup({
      path: '/reset-password',
      fetch: fakeApi({ routes: { 'POST /security/tokens/verification': send } }),
    });
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to login' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'basic@');
    expect(await screen.findByText('Incorrect email format')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'adlens.test');
    await user.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect(await screen.findByText('basic@adlens.test')).toBeTruthy();
    expect(history.location.pathname).toBe('/recover-password/sent');
    expect(history.location.search).toContain('email=basic%40adlens.test');
    expect(send.mock.calls[0]?.[0]?.body).toBe('basic@adlens.test');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('shows a failure as an alert', async () => {
    const routes: Routes = {
      'POST /security/tokens/verification': () => apiError(404, 'error.not-found', 'Unknown e-mail'),
    };
    const { user } = setup({ path: '/recover-password', fetch: fakeApi({ routes }) });
    await user.type(await screen.findByLabelText('E-mail address'), 'x@adlens.test');
    await user.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown e-mail');
  });

  it('the sent page without an e-mail goes to login with force=true', async () => {
    const { history } = setup({ path: '/recover-password/sent' });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(history.location.search).toContain('force=true');
  });
});

describe('error, package and playground pages', () => {
  it('500 shows the glitch texts and a refresh action', async () => {
    setup({ path: '/500?refreshUrl=%2Fad-intelligence' });
    expect(await screen.findByRole('heading', { name: "There's been a glitch..." })).toBeTruthy();
    expect(
      screen.getByText("We've got notified about the problem. Our engineers are working hard to resolve it asap."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh the app' })).toBeTruthy();
  });

  it('500 refreshes to its refreshUrl only inside the app (no open redirect)', async () => {
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload });
    try {
      for (const [refreshUrl, expected] of [
        ['/ad-intelligence?period=LAST_30_DAYS', '/ad-intelligence?period=LAST_30_DAYS'],
        ['/\t/evil.example', null],
        ['/\\evil.example', null],
      ] as const) {
        const { user } = setup({ path: `/500?refreshUrl=${encodeURIComponent(refreshUrl)}` });
        await user.click(await screen.findByRole('button', { name: 'Refresh the app' }));
        if (expected) expect(assign).toHaveBeenLastCalledWith(expected);
        else expect(reload).toHaveBeenCalled();
        resetBrowserState();
        assign.mockClear();
        reload.mockClear();
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('trial-ended opens the home page from settings in a new tab', async () => {
    const settings = {
      maintenance: { enabled: false, message: '' },
      homePageUrl: 'https://adlens.test/',
      supportEmail: 's@adlens.test',
    };
    setup({ path: '/trial-ended', fetch: fakeApi({ routes: { 'GET /settings': () => Response.json(settings) } }) });
    expect(await screen.findByRole('heading', { name: 'Your trial has ended!' })).toBeTruthy();
    expect(screen.getByText(/Customer Success team/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Get in Touch' });
    expect(link.getAttribute('href')).toBe('https://adlens.test/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('sends a signed-in user without a package to no-package, with five teaser images', async () => {
    const { history } = setup({
      path: '/ad-intelligence',
      signedIn: true,
      fetch: fakeApi({
        user: { ...TEST_USER, hasPackage: false },
        routes: { 'GET /customers/7/contacts': () => Response.json({ customerManager: { email: 'am@adlens.test' } }) },
      }),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/no-package'));
    expect(await screen.findByRole('link', { name: 'am@adlens.test' })).toBeTruthy();
    expect(document.querySelectorAll('svg[data-sample]')).toHaveLength(5);
  });

  it('sends a trial customer whose trial ended to trial-ended', async () => {
    const { history } = setup({
      path: '/ad-intelligence',
      signedIn: true,
      fetch: fakeApi({
        user: {
          ...TEST_USER,
          hasPackage: false,
          customer: { id: 7, name: 'T', type: 'TRIAL' },
          trialEndsAt: '2020-01-01',
        },
      }),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/trial-ended'));
  });

  it('the playground exists outside production only', async () => {
    setup({ path: '/playground', config: { playground: true } });
    expect(await screen.findByRole('heading', { name: 'Playground' })).toBeTruthy();
    cleanup();
    const production = setup({ path: '/playground', config: { playground: false } });
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(production.history.location.pathname).toBe('/login');
  });
});

describe('standalone session cookie (reload keeps the session; logout ends it)', () => {
  it('restores the session from the cookie on boot, and logout ends it on the server', async () => {
    const remove = vi.fn(() => new Response(null, { status: 204 }));
    const routes: Routes = {
      'GET /security/tokens/authentication': () => new Response(AUTH_TOKEN),
      'DELETE /security/tokens/authentication': remove,
    };
    const { history, runtime } = setup({ path: '/ad-intelligence', fetch: fakeApi({ routes }) });
    await waitFor(() => expect(runtime.client.session.isSignedIn).toBe(true));
    expect(history.location.pathname).toBe('/ad-intelligence');
    expect(localStorage.getItem('adlens.authToken')).toBeNull(); // never outlives the tab in storage
    runtime.logout();
    expect(runtime.client.session.isSignedIn).toBe(false);
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('adlens.deviceId')).toBeTruthy();
  });
});
