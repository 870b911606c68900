import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ACCOUNT_DEACTIVATED_MESSAGE, localOrigin } from '@adlens/core';
import type { SeededAccount } from '../support/apiHeaders.ts';
import { logIn } from '../support/signIn.ts';

/**
 * Account settings against the real system: the seeded
 * admin opens it from the account menu, adds a colleague, the colleague activates from the mailed
 * link and signs in; the admin deactivates them and they can no longer sign in. axe on the page.
 */
const APP = localOrigin('standalone');
const API_ORIGIN = localOrigin('api');
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const PASSWORD = 'Joined-today-1';

/** The activate-account link of the newest mail to `email`, on the standalone app's origin. */
async function activationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_ORIGIN}/dev/mail/messages`, { params: { to: email } });
      const { elements } = (await response.json()) as { elements: { text: string }[] };
      link = elements.map((mail) => /https?:\/\/\S+\/activate-account\/[^\s"'<>]+/.exec(mail.text)?.[0]).find(Boolean);
      return Boolean(link);
    })
    .toBe(true);
  return link!.replace(/^https?:\/\/[^/]+/, APP);
}

async function signInForm(page: Page, account: SeededAccount) {
  await page.goto(`${APP}/login?force=true`);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('an admin adds a user who activates and signs in, then deactivates them for good', async ({
  page,
  browser,
  request,
}) => {
  const email = `colleague-${Date.now()}-${Math.floor(Math.random() * 1e6)}@adlens.test`;
  await logIn(page, ADMIN);
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(`${APP}/ad-intelligence/settings/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  const users = page.getByRole('table');
  await expect(users.getByRole('row', { name: /admin@adlens\.test/ })).toContainText('Active');

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('First name').fill('Cora');
  await page.getByLabel('Last name').fill('Colleague');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = users.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(row).toContainText('Invited – activation pending');
  await expect(row).toContainText('Standard user');

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);

  // The colleague, in a browser of their own, sets a password from the mail and is signed in.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(await activationLink(request, email));
  await expect(colleague.getByText('Setup new password for you account and confirm')).toBeVisible();
  await colleague.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await colleague.getByLabel('Confirm Password').fill(PASSWORD);
  await colleague.getByRole('button', { name: 'Submit' }).click();
  await expect(colleague).toHaveURL(/\/ad-intelligence\/onboarding/);

  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Deactivate Cora Colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Cora Colleague?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Cora Colleague is deactivated and signed out.')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button')).toHaveCount(0);

  // Their session has ended: a reload sends them to the login page, and the password no longer works.
  await colleague.reload();
  await expect(colleague).toHaveURL(/\/login/);
  await signInForm(colleague, { email, password: PASSWORD });
  await expect(colleague.getByText(ACCOUNT_DEACTIVATED_MESSAGE)).toBeVisible();
  await expect(colleague).toHaveURL(/\/login/);
  await colleagueContext.close();
});
