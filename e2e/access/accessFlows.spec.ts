import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';

/**
 * The access flows against the real system: wrong
 * password, OTP, recovery and set-password, the session limit, no-package, the single refresh for a
 * burst of 401s, the failed refresh, logout, 404 — and axe on every page of the flows.
 */
const APP = localOrigin('standalone');
const API_ORIGIN = localOrigin('api');

const DEMO = { email: 'demo@adlens.test', password: 'Adlens-demo-1' };
const OTP = { email: 'otp@adlens.test', password: 'Adlens-otp-1' };
/** The recovery test changes this account's password and sets it back through the same flow. */
const BASIC = { email: 'basic@adlens.test', password: 'Adlens-basic-1' };
const SESSIONS = { email: 'sessions@adlens.test', password: 'Adlens-sessions-1' };
const NO_PACKAGE = { email: 'nopackage@adlens.test', password: 'Adlens-none-1' };

interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest mail to `to` created after `since` (the dev outbox), polled until it arrives. */
async function newestMail(request: APIRequestContext, to: string, since: number): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_ORIGIN}/dev/mail/messages`, { params: { to } });
        const { elements } = (await response.json()) as { elements: MailMessage[] };
        found = elements
          .filter((mail) => Date.parse(mail.createdAt) >= since - 1000)
          .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** spec: axe finds no serious or critical violations. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

async function logOutFromMenu(page: Page) {
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe('access flows', () => {
  test('a wrong password shows the message under the password field', async ({ page }) => {
    await page.goto(`${APP}/login`);
    await logIn(page, { ...DEMO, password: 'Wrong-password-1' });
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Username or password is incorrect');
    const passwordField = page.getByLabel('Password', { exact: true });
    await expect(passwordField).toHaveAttribute('aria-describedby', new RegExp(`${await alert.getAttribute('id')}`));
  });

  test('an OTP user verifies a mailed code: a wrong one is refused, the right one logs in', async ({
    page,
    request,
  }) => {
    await page.goto(`${APP}/login`);
    const since = Date.now();
    await logIn(page, OTP);
    await expect(page).toHaveURL(`${APP}/verify-otp`);
    await expect(page.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);
    const mail = await newestMail(request, OTP.email, since);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeTruthy();
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong or expired code');
    await page.getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${APP}/ad-intelligence`);
  });

  test('recovery mails a link that sets a strong password and logs in', async ({ page, request }) => {
    /** Requests a link for BASIC and opens it; returns after the form shows. */
    const openRecoveryLink = async () => {
      await page.goto(`${APP}/recover-password`);
      const since = Date.now();
      await page.getByLabel('E-mail address').fill(BASIC.email);
      await page.getByRole('button', { name: 'Send Recovery Link' }).click();
      await expect(page).toHaveURL(`${APP}/recover-password/sent?email=${encodeURIComponent(BASIC.email)}`);
      await expect(page.getByText(BASIC.email)).toBeVisible();
      const mail = await newestMail(request, BASIC.email, since);
      const link = /https?:\/\/\S+\/set-password\/[^\s"'<>]+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeTruthy();
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, APP));
      await expect(page.getByText('Setup new password for you account and confirm')).toBeVisible();
    };

    await page.goto(`${APP}/recover-password`);
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Recovery Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await openRecoveryLink();
    await expectAccessible(page);
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    await password.fill('weak');
    await confirm.fill('weak');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Minimum 8 characters, at least 1 lower-case letter, upper-case letter and number'),
    ).toBeVisible();
    await password.fill('Adlens-basic-2');
    await confirm.fill('Adlens-basic-3');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('New password and confirmed password do not match')).toBeVisible();
    await confirm.fill('Adlens-basic-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`${APP}/ad-intelligence`);

    // Put the seeded password back through the same flow, so other suites can use the account.
    await logOutFromMenu(page);
    await openRecoveryLink();
    await page.getByLabel('Password', { exact: true }).fill(BASIC.password);
    await page.getByLabel('Confirm Password').fill(BASIC.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`${APP}/ad-intelligence`);
  });

  test('a used or forged set-password link says the token is invalid', async ({ page }) => {
    await page.goto(`${APP}/set-password/not-a-token`);
    await expect(page.getByText('Token is invalid')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(`${APP}/login?force=true`);
  });

  test('the sessions user logging in a second time is told about the other session', async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const a = await first.newPage();
      await a.goto(`${APP}/login`);
      await logIn(a, SESSIONS);
      await expect(a).toHaveURL(`${APP}/ad-intelligence`);

      const b = await second.newPage();
      await b.goto(`${APP}/login`);
      await logIn(b, SESSIONS);
      await expect(b).toHaveURL(`${APP}/user-sessions`);
      await expect(b.getByRole('heading', { name: "You're Already Logged In Somewhere Else" })).toBeVisible();
      await expectAccessible(b);
      // Log the first browser out from here, then log in again.
      await b.getByRole('button', { name: 'Log out' }).first().click();
      await b.getByRole('button', { name: 'Log in again' }).click();
      await logIn(b, SESSIONS);
      await expect(b).toHaveURL(`${APP}/ad-intelligence`);
      await logOutFromMenu(b); // leave no session behind for the next run
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('a user without a package lands on no-package', async ({ page }) => {
    await page.goto(`${APP}/login`);
    await logIn(page, NO_PACKAGE);
    await expect(page).toHaveURL(`${APP}/no-package`);
    await expect(page.locator('svg[data-sample]')).toHaveCount(5);
    await expectAccessible(page);
  });

  test('20 parallel requests refused with 401 refresh the access token exactly once', async ({ page }) => {
    await page.addInitScript(() => {
      (window as { __ADLENS_E2E__?: boolean }).__ADLENS_E2E__ = true;
    });
    await signIn(page);
    const stale = await page.evaluate(() =>
      (window as unknown as E2EWindow).__adlensE2E.client.session.getAccessToken(),
    );
    // Our JWTs have second resolution: a token exchanged within the same second as the held one
    // would be byte-identical, so the burst starts in a later second.
    await page.waitForTimeout(1100);
    // The server would refuse an access token once it expires; stand in for the clock by refusing
    // the first attempt of every search, which carries the token held before the burst.
    const refused = new Set<string>();
    await page.route('**/api/v1/datasets/search**', async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q') ?? '';
      if (route.request().headers().authorization === `Bearer ${stale}` && !refused.has(q)) {
        refused.add(q);
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'error.auth.invalid-token', message: 'Invalid token' } }),
        });
      } else {
        await route.continue();
      }
    });
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/security/tokens/access'))
        exchanges.push(request.url());
    });
    const results = await page.evaluate(async () => {
      const { client } = (window as unknown as E2EWindow).__adlensE2E;
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => client.search({ q: `a${i}` })));
      return responses.length;
    });
    expect(results).toBe(20);
    expect(refused.size).toBe(20); // every request was refused once and retried
    expect(exchanges).toHaveLength(1);
  });

  test('a failed refresh shows the session-expired dialog and returns to login remembering the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as { __ADLENS_E2E__?: boolean }).__ADLENS_E2E__ = true;
    });
    await signIn(page);
    await page.goto(`${APP}/ad-intelligence?from=expiry`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const refused = JSON.stringify({ error: { code: 'error.auth.invalid-token', message: 'Invalid auth token' } });
    const unauthorized = { status: 401, contentType: 'application/json', body: refused };
    await page.route('**/api/v1/security/tokens/access', (route) => route.fulfill(unauthorized));
    await page.route('**/api/v1/datasets/**', (route) => route.fulfill(unauthorized));
    await page.evaluate(() => (window as unknown as E2EWindow).__adlensE2E.client.search({ q: 'x' }).catch(() => null));
    const dialog = page.getByRole('alertdialog', { name: 'Current session is expired' });
    await expect(dialog).toContainText('Please relogin');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.unrouteAll();
    await logIn(page, DEMO);
    await expect(page).toHaveURL(`${APP}/ad-intelligence?from=expiry`);
  });

  test('axe: the shell with its side menu and open account menu', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.locator('[aria-haspopup="menu"]').first().click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
  });

  test('a reload keeps the session through the HttpOnly cookie; no token sits in web storage', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/); // no JWT readable by page scripts
  });

  test('logout clears the session on the server too', async ({ page }) => {
    await signIn(page);
    await logOutFromMenu(page);
    await page.goto(`${APP}/ad-intelligence`);
    await expect(page).toHaveURL(`${APP}/login`); // neither storage nor the cookie restores it
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto(`${APP}/this/does/not/exist`);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  });

  test('axe: the login, recovery and error pages', async ({ page }) => {
    for (const [path, heading] of [
      ['/login', 'Log In'],
      ['/reset-password', 'Reset password'],
      [`/recover-password/sent?email=${encodeURIComponent(DEMO.email)}`, 'Check your e-mail'],
      ['/500', "There's been a glitch..."],
      ['/401', 'Your authorization has failed. Please try refreshing the page'],
      ['/not-found', 'Error 404'],
      ['/bad-request', 'Error 400'],
      ['/no-package', 'Your account has no active package'],
      ['/trial-ended', 'Your trial has ended!'],
    ] as const) {
      await page.goto(`${APP}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });
});

interface E2EWindow {
  __adlensE2E: {
    client: {
      session: { getAccessToken(): Promise<string> };
      search(params: { q: string }): Promise<unknown>;
    };
  };
}

async function signIn(page: Page) {
  await page.goto(`${APP}/login`);
  await logIn(page, DEMO);
  await expect(page).toHaveURL(`${APP}/ad-intelligence`);
}
