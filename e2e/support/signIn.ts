import { type Page, expect } from '@playwright/test';
import { localOrigin } from '@adlens/core';
import type { SeededAccount } from './apiHeaders.ts';

/** The seeded Enterprise account (apps/api seed: demo@adlens.test). */
export const DEMO: SeededAccount = { email: 'demo@adlens.test', password: 'Adlens-demo-1' };

/** Signs a seeded account in through the standalone app's login page and waits for the start page. */
export async function logIn(page: Page, account: SeededAccount = DEMO): Promise<void> {
  const app = localOrigin('standalone');
  await page.goto(`${app}/login`);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(`${app}/ad-intelligence`);
}
