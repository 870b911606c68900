import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';
import { logIn } from '../support/signIn.ts';

/**
 * One global search, opened with Ctrl-K from the start page, finds names as
 * people type them — "Nike Inc" finds nike.com, "sportswear" the category, "nkie" (two letters
 * swapped) nike.com — says how many of every match it lists, and opens the report of the match
 * chosen with the keyboard.
 */
const APP = localOrigin('standalone');

test('Ctrl-K opens the global search: "Nike Inc" opens nike.com\'s report, "sportswear" finds the category', async ({
  page,
}) => {
  await logIn(page);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();

  await box.fill('sportswear');
  const categories = dialog.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('option').first()).toContainText('Sportswear', { timeout: 15_000 });
  // Each match states its figure and what it is for.
  await expect(categories.getByRole('option').first()).toContainText(/impressions · .+ · /);

  // Two letters swapped ('nkie') still find nike.com first; the box says how many of every match
  // it lists, as the API counts them ('Showing 12 of 894 results').
  await box.fill('nkie');
  await expect(dialog.getByRole('group', { name: 'Advertisers' }).getByRole('option').first()).toContainText(
    'nike.com',
    { timeout: 15_000 },
  );
  await box.fill('a');
  const summary = dialog.getByRole('listbox').getByText(/^Showing \d+ of [\d,]+ results/);
  await expect(summary).toBeVisible({ timeout: 15_000 });
  const [shown, total] = (await summary.textContent())!
    .match(/Showing (\d+) of ([\d,]+)/)!
    .slice(1)
    .map((n) => Number(n.replace(/,/g, '')));
  expect(shown).toBe(await dialog.getByRole('option').count());
  expect(total).toBeGreaterThan(shown!);

  await box.fill('Nike Inc');
  const advertiser = dialog.getByRole('group', { name: 'Advertisers' }).getByRole('option').first();
  await expect(advertiser).toContainText('nike.com', { timeout: 15_000 });
  await expect(dialog.getByRole('group', { name: 'Brands' }).getByRole('option').first()).toContainText('nike.com');
  // The best match leads: nike.com, as the advertiser or its master brand (whichever is larger).
  const best = dialog.getByRole('option').first();
  await expect(best).toContainText('nike.com');

  // spec: axe finds no serious or critical violations on the open dialog.
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);

  // Arrow to it and open its report with Enter.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await best.getAttribute('id'))!);
  await box.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`^${APP}/ad-intelligence/(advertiser|brand)/common/\\d+\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'nike.com' })).toBeVisible({ timeout: 30_000 });
});
