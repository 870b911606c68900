import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type EntitySummary, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * E-mail notifications against the real system ("subscribe to an advertiser
 * weekly and see the digest in the outbox after triggering the scheduler";
 * Subscription Subscriptions; account menu 'Email notifications').
 */
const APP = localOrigin('standalone');
const API_ORIGIN = localOrigin('api');
const API = `${API_ORIGIN}${API_BASE_PATH}`;

interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The largest advertiser (search orders by impressions): its digest has data to show. */
async function topAdvertiser(request: APIRequestContext): Promise<EntitySummary> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'a', entityType: 'advertiser', size: 5 },
  });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as SearchResponse;
  const advertiser = elements.find((element) => element.entityType === 'advertiser' && element.title.length >= 4);
  expect(advertiser).toBeDefined();
  return advertiser!;
}

async function weeklyDigests(request: APIRequestContext): Promise<MailMessage[]> {
  const response = await request.get(`${API_ORIGIN}/dev/mail/messages`, { params: { to: DEMO.email } });
  const { elements } = (await response.json()) as { elements: MailMessage[] };
  return elements.filter((mail) => mail.subject.startsWith('Your weekly Adlens digest'));
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

test('subscribe to an advertiser weekly, get the digest from the scheduler, and unsubscribe from its link', async ({
  page,
  request,
}) => {
  const advertiser = await topAdvertiser(request);
  await logIn(page);

  // The account menu's Email notifications item opens the settings page.
  await page.getByRole('button', { name: /Dana Demo/ }).click();
  await page.getByRole('menuitem', { name: 'Email notifications' }).click();
  await expect(page).toHaveURL(`${APP}/ad-intelligence/settings/email-notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email notifications' })).toBeVisible();

  const weekly = page.getByRole('checkbox', { name: 'Weekly' });
  await expect(weekly).toBeEnabled();
  if (!(await weekly.isChecked())) await weekly.click();
  await expect(weekly).toBeChecked();
  await expect(weekly).toBeEnabled();

  const search = page.getByRole('main').getByRole('combobox', { name: /^Search/ });
  await search.fill(advertiser.title.slice(0, 5));
  await page.getByRole('option', { name: advertiser.title }).first().click();
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const subscriptions = page.getByRole('region', { name: 'Your subscriptions' });
  await expect(subscriptions.getByText(advertiser.title, { exact: true })).toBeVisible();
  await expect(subscriptions.getByText('Advertiser · United States').first()).toBeVisible();
  await expectAccessible(page);

  // The scheduler, now (the dev route; its timer runs hourly): the digest lands in the outbox.
  const run = await request.post(`${API}/dev/notifications/run`);
  expect(run.ok(), await run.text()).toBe(true);
  const { failed } = (await run.json()) as { sent: number; failed: number };
  expect(failed).toBe(0);
  // Not sent twice: a second run finds nothing due.
  expect(((await (await request.post(`${API}/dev/notifications/run`)).json()) as { sent: number }).sent).toBe(0);

  await page.goto(`${API_ORIGIN}/dev/mail`);
  const digest = page
    .getByRole('article')
    .filter({ hasText: `== ${advertiser.title} · United States ==` })
    .first();
  await expect(digest.getByRole('heading', { name: /^Your weekly Adlens digest: / })).toBeVisible();
  await expect(digest).toContainText('Top changes in spend by publisher:');
  await expect(digest).toContainText('New campaigns (first seen this week):');
  await expect(digest).toContainText('New publishers (ran on this week, not before):');
  const [mail] = (await weeklyDigests(request)).filter((message) => message.text.includes(`== ${advertiser.title} ·`));
  expect(mail).toBeDefined();

  // The unsubscribe link opens the app's page, which turns the digests off and says for whom.
  await digest.getByRole('link', { name: /\/unsubscribe\?token=/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${APP}/unsubscribe\\?token=`));
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText(`${DEMO.email} will no longer receive e-mail digests.`)).toBeVisible();
  await expectAccessible(page);

  const frequencies = await request.get(`${API}/subscriptions`, { headers: await apiHeaders(request, DEMO) });
  expect(await frequencies.json()).toEqual({ frequencies: [] });
});
