import { type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type PackageResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from '../support/apiHeaders.ts';
import { advertiserIds } from '../support/advertiserIds.ts';
import { logIn as signIn } from '../support/signIn.ts';

/**
 * The Basic plan's five report views a day (docs/product/plans-and-limits.md). This spends the Basic
 * user's views for the day, so it runs after every other spec (the "after the rest" project in
 * playwright.config.ts): a later spec opening a new report as the Basic user would meet the limit page.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const BASIC: SeededAccount = { email: 'basic@adlens.test', password: 'Adlens-basic-1' };
const logIn = (page: Page) => signIn(page, BASIC);

test.describe('a Basic customer', () => {
  test('the sixth report view of the day shows the view-limit message', async ({ page, request }) => {
    const headers = await apiHeaders(request, BASIC);
    const plan = (await (await request.get(`${API}/datasets/package`, { headers })).json()) as PackageResponse;
    const daily = plan.reportViews?.DAILY;
    expect(daily?.limit).toBe(5);
    // Earlier tests of this run viewed reports too (the first advertisers): open others until the
    // day's five are used.
    const left = daily!.limit! - daily!.used;
    const ids = (await advertiserIds(request, 20)).slice(-(left + 1));
    await logIn(page);
    for (const id of ids.slice(0, left)) {
      await page.goto(`${APP}/ad-intelligence/advertiser/common/${id}`);
      await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: 'Estimated Expenditure' })).toBeVisible();
    }
    await page.goto(`${APP}/ad-intelligence/advertiser/common/${ids[left]}`);
    const notice = page.getByRole('alert', { name: 'Daily search limit reached' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('Your current plan allows up to 5 searches/day.');
    await expect(notice.getByRole('link', { name: 'Contact account manager' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=Daily%20search%20limit%20reached$/,
    );
    await expect(page.getByRole('region', { name: 'Estimated Expenditure' })).toHaveCount(0);
    // 'Back to report' loads the report again (reload=true): still over the limit, so the page says so.
    const views = page.waitForResponse((response) => response.url().endsWith('/security/tokens/report'));
    await notice.getByRole('button', { name: 'Back to report' }).click();
    expect((await views).status()).toBe(429);
    await expect(notice).toBeVisible();
  });
});
