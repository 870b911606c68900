import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type OnboardingState, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';

/**
 * The onboarding against the real system: a user the admin adds through the
 * API activates the account from the mailed link, signs in, goes through the wizard and lands on the
 * comparison and the dashboard it promised; another skips it for good; a third leaves mid-wizard and
 * comes back at the same step. axe on the welcome page and every wizard step.
 */
const APP = localOrigin('standalone');
const API_ORIGIN = localOrigin('api');
const API = `${API_ORIGIN}${API_BASE_PATH}`;
const ADMIN: SeededAccount = { email: 'admin@adlens.test', password: 'Adlens-admin-1' };
const PASSWORD = 'First-steps-1';

/** The payload of a JWT, unverified (the test only reads the admin's customer id). */
function jwtPayload(token: string): { user: { customer: { id: number } } } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/**
 * A fresh user of the admin's customer (unique e-mail per run), added through the API and activated
 * with the activate-account link from the dev mail outbox.
 */
async function freshUser(request: APIRequestContext, label: string): Promise<SeededAccount> {
  const email = `onboarding-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@adlens.test`;
  const headers = await apiHeaders(request, ADMIN);
  const customerId = jwtPayload(headers.Authorization.slice('Bearer '.length)).user.customer.id;
  const added = await request.post(`${API}/customers/${customerId}/users`, {
    headers,
    data: { email, firstName: 'Olive', lastName: 'Onboard' },
  });
  expect(added.status(), await added.text()).toBe(201);

  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_ORIGIN}/dev/mail/messages`, { params: { to: email } });
      const { elements } = (await response.json()) as { elements: { text: string }[] };
      link = elements.map((mail) => /https?:\/\/\S+\/activate-account\/[^\s"'<>]+/.exec(mail.text)?.[0]).find(Boolean);
      return Boolean(link);
    })
    .toBe(true);
  const token = link!.split('/activate-account/')[1]!;
  const activated = await request.post(`${API}/security/tokens/identity`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { password: PASSWORD },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  return { email, password: PASSWORD };
}

async function signIn(page: Page, account: SeededAccount) {
  await page.goto(`${APP}/login`);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function signOut(page: Page) {
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** axe finds nothing on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual(
    [],
  );
}

async function pickAdvertiser(page: Page, domain: string) {
  const search = page.getByRole('combobox', { name: /search/i });
  await search.fill(domain.split('.')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${domain.replace('.', '\\.')}`) }).click();
}

async function onboardingState(request: APIRequestContext, account: SeededAccount): Promise<OnboardingState> {
  const response = await request.get(`${API}/users/me/onboarding`, { headers: await apiHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OnboardingState;
}

test('a new user goes through the wizard and lands on the comparison and the dashboard it promised', async ({
  page,
  request,
}) => {
  const user = await freshUser(request, 'wizard');
  await signIn(page, user);
  await expect(page).toHaveURL(`${APP}/ad-intelligence/onboarding`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Ad Intelligence' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(`${APP}/ad-intelligence/onboarding/wizard`);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectAccessible(page);
  await pickAdvertiser(page, 'nike.com');
  await expect(page.getByRole('list', { name: 'Your domain' })).toContainText('nike.com');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await pickAdvertiser(page, 'adidas.com');
  await expect(page.getByRole('list', { name: 'Your competitors' })).toContainText('adidas.com');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('combobox', { name: 'Default country' }).selectOption('US');
  await page.getByRole('combobox', { name: 'Default channel' }).selectOption('DISPLAY-ALL');
  await page.getByRole('combobox', { name: 'Default period' }).selectOption('LAST_12_MONTHS');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByText('A comparison: nike.com vs adidas.com')).toBeVisible();
  await expect(page.getByText('A dashboard: nike com overview')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create' }).click();

  // The saved comparison, with the chosen filters in the URL, recognised as bookmarked.
  await expect(page).toHaveURL(/\/ad-intelligence\/advertiser-compare\/\d+(,|%2C)\d+\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'currency'))).toEqual({
    channel: 'DISPLAY-ALL',
    country: 'US',
    period: 'LAST_12_MONTHS',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('nike.com vs adidas.com');
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible();
  const favorites = await request.get(`${API}/favorites/datapoints`, { headers: await apiHeaders(request, user) });
  expect(((await favorites.json()) as { elements: { name: string }[] }).elements.map((item) => item.name)).toEqual([
    'nike com vs adidas com',
  ]);

  // The notice opens the dashboard, which holds the two advertisers' widgets.
  await expect(page.getByText('Your dashboard nike com overview is ready.')).toBeVisible();
  await page.getByRole('link', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'nike com overview' })).toBeVisible();
  await expect(page.locator('[data-grid-item]')).toHaveCount(6);
  await expect(page.getByText('Estimated Expenditure · nike.com, adidas.com')).toBeVisible();

  // Never again: the start page stays the start page.
  await page.goto(`${APP}/ad-intelligence`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(`${APP}/ad-intelligence`);
  expect((await onboardingState(request, user)).status).toBe('completed');
});

test('skipping leads to the start page, and the onboarding does not return after signing in again', async ({
  page,
  request,
}) => {
  const user = await freshUser(request, 'skip');
  await signIn(page, user);
  await expect(page).toHaveURL(`${APP}/ad-intelligence/onboarding`);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(`${APP}/ad-intelligence`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible();

  await signOut(page);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/ad-intelligence$/);
  await page.goto(`${APP}/`);
  await expect(page).toHaveURL(`${APP}/ad-intelligence`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ad Intelligence' })).toBeVisible();
  expect((await onboardingState(request, user)).status).toBe('skipped');
});

test('a user who leaves mid-wizard comes back at the same step with the same answers', async ({ page, request }) => {
  const user = await freshUser(request, 'resume');
  await signIn(page, user);
  await page.getByRole('link', { name: 'Get started' }).click();
  await pickAdvertiser(page, 'nike.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await pickAdvertiser(page, 'adidas.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  // A reload resumes here.
  await page.reload();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  // So does a later sign-in: the start page sends the user back to the wizard.
  await signOut(page);
  await signIn(page, user);
  await expect(page).toHaveURL(`${APP}/ad-intelligence/onboarding/wizard`);
  await page.goto(`${APP}/`);
  await expect(page).toHaveURL(`${APP}/ad-intelligence/onboarding/wizard`);
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('list', { name: 'Your competitors' })).toContainText('adidas.com');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('list', { name: 'Your domain' })).toContainText('nike.com');
});
