import { type Page, expect, test } from '@playwright/test';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { advertiserIds } from '../support/advertiserIds.ts';
import { logIn as signIn } from '../support/signIn.ts';
import { API_BASE_PATH, type PackageResponse, localOrigin } from '@adlens/core';

/**
 * What a Basic customer's package allows, against the real API and database (package
 * limits, the limit notice and its messages; docs/product/plans-and-limits.md).
 * Basic: Display, Video and Social; 3 countries; 6 months of history; 5 report views a day.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const BASIC = { email: 'basic@adlens.test', password: 'Adlens-basic-1' };
const TRIAL = { email: 'trial@adlens.test', password: 'Adlens-trial-1' };

const logIn = (page: Page, account: SeededAccount = BASIC) => signIn(page, account);

const filters = (page: Page) => page.getByRole('group', { name: 'Report filters' });
/** The filter bar's own package-limit message (menus and dialogs inside it have their own statuses). */
const limitMessage = (page: Page) => filters(page).locator(':scope > [role="status"]');

test.describe('a Basic customer', () => {
  test('restricted channels and countries show locks and the limit message; a longer period cannot be chosen', async ({
    page,
    request,
  }) => {
    const [advertiser] = await advertiserIds(request, 1);
    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser}`);
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });

    // Channels outside the plan are listed with a lock, and choosing one explains the limit.
    await filters(page)
      .getByRole('button', { name: /^Channel:/ })
      .click();
    const connectedTv = page
      .getByRole('listbox')
      .getByRole('option', { name: /Connected TV/ })
      .first();
    // Tooltip; Professional, Basic's next package, has no Connected TV.
    await expect(connectedTv).toHaveAccessibleDescription(
      'Unlock Connected TV data and gain a more comprehensive view of Ad Intelligence. Contact us to upgrade.',
    );
    await connectedTv.click();
    await expect(limitMessage(page)).toContainText('Enjoy more channels by increasing your limit');
    // Standalone customers are pointed to their account manager: a mail draft.
    await expect(limitMessage(page).getByRole('link', { name: 'Contact account manager' })).toHaveAttribute(
      'href',
      /^mailto:[^?]+@[^?]+\?subject=/,
    );
    await expect(page).not.toHaveURL(/channel=CONNECTED_TV/);
    await page.keyboard.press('Escape');

    // Countries beyond the plan's three: locked, with the upgrade message.
    await filters(page)
      .getByRole('button', { name: /^Country:/ })
      .click();
    const lockedCountry = page
      .getByRole('listbox')
      .getByRole('option', { description: 'Not included in your plan' })
      .first();
    await lockedCountry.click();
    // The next package (Professional, $349) holds more markets.
    await expect(limitMessage(page)).toContainText('You can purchase another market only for $349');
    await page.keyboard.press('Escape');

    // Twelve months is beyond Basic's six: it cannot be applied.
    await filters(page)
      .getByRole('button', { name: /^Period:/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('listbox', { name: 'Predefined periods' })
      .getByRole('option', { name: 'Last 12 months' })
      .click();
    await expect(limitMessage(page)).toContainText('Enjoy 1 year of historical data in Professional package');
    await expect(page).not.toHaveURL(/period=LAST_12_MONTHS/);
  });

  test('the server refuses a restricted channel to a direct dataset call', async ({ request }) => {
    const [advertiser] = await advertiserIds(request, 1);
    const response = await request.get(`${API}/datasets/estimated-expenditure`, {
      headers: await apiHeaders(request, BASIC),
      params: { advertiser: String(advertiser), period: 'LAST_3_MONTHS', channel: 'CONNECTED_TV-ALL' },
    });
    expect(response.status()).toBe(403);
    const { error } = (await response.json()) as { error: { code: string; attributes: Record<string, unknown> } };
    expect(error).toMatchObject({
      code: 'error.package-limit-exceeded',
      attributes: { limit: 'CHANNEL', value: 'CONNECTED_TV' },
    });
  });
});

/**
 * A trial's 'All channels' is its plan's Display and Social, and says so (docs/product/channels.md):
 * the filter names the set, a note under it says what is left out, the cards' sub-headers name it
 * too. Checked inside the premium-search test: a trial has 20 report views a month, all spent there.
 */
async function expectTrialChannelSet(page: Page) {
  const channel = filters(page).getByRole('button', { name: 'Channel: All channels in your plan: Display, Social' });
  await expect(channel).toHaveAccessibleDescription('Not in your plan: Video, Connected TV, In-app');
  await expect(filters(page).getByText('Not in your plan: Video, Connected TV, In-app')).toBeVisible();
  await expect(
    filters(page).getByRole('button', { name: 'Device: All devices in your plan: Desktop, Mobile' }),
  ).toHaveAttribute('title', 'All devices in your plan: Desktop, Mobile. Not in your plan: Smart TV');
  await expect(page.locator('[data-widget-subheader]').first()).toContainText(
    'All channels in your plan: Display, Social · All devices in your plan: Desktop, Mobile',
  );
  // The menu's first entry is the set; the channels outside the plan are there to try.
  await channel.click();
  const list = page.getByRole('listbox', { name: 'Channel' });
  await expect(list.getByRole('option').first()).toHaveAccessibleName('All channels in your plan: Display, Social');
  await expect(list.getByRole('option', { name: /Connected TV/ })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('a trial customer', () => {
  test('the progress ring counts premium searches; the 21st shows Trial Search Limit Reached and reloads', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const headers = await apiHeaders(request, TRIAL);
    const plan = (await (await request.get(`${API}/datasets/package`, { headers })).json()) as PackageResponse;
    expect(plan.trialSearches?.limit).toBe(20);
    const [premiumCountry, otherPremiumCountry] = plan.countries.elements
      .filter((country) => country.restricted && !country.disabled)
      .map((country) => country.code);
    const used = plan.trialSearches!.used;
    const ids = await advertiserIds(request, 20 - used, TRIAL);
    await logIn(page, TRIAL);
    const ring = page.getByRole('progressbar', { name: 'Trial searches used' });

    // Each report on a country outside the trial package is one premium search.
    for (const [index, id] of ids.entries()) {
      await page.goto(`${APP}/ad-intelligence/advertiser/common/${id}?channel=ALL-ALL&country=${premiumCountry}`);
      await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
      await expect(ring).toHaveAttribute('aria-valuetext', `${used + index + 1}/20 trial searches`);
      // Every widget shows the data the search paid for: none keeps a lock.
      if (index === 0) {
        await expectTrialChannelSet(page);
        await expect(page.getByRole('main').getByText(/trial premium searches on this channel or country/)).toHaveCount(
          0,
        );
      }
    }
    await expect(ring).toHaveAttribute('data-percent', '100');

    // The 21st is refused: the dialog cannot be dismissed, Confirm reloads under the package.
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${ids[0]}?country=${otherPremiumCountry}`);
    const dialog = page.getByRole('alertdialog', { name: 'Trial Search Limit Reached' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText("You've reached the limit of 20 trial premium searches");
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(new RegExp(`country=${otherPremiumCountry}`));
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
  });
});
