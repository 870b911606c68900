import { type APIRequestContext, expect } from '@playwright/test';
import { API_BASE_PATH, localOrigin } from '@adlens/core';

/** A seeded account (apps/api seed: demo@, basic@, trial@ … adlens.test). */
export interface SeededAccount {
  email: string;
  password: string;
}

const API = `${localOrigin('api')}${API_BASE_PATH}`;

/**
 * An account's API headers, signed in the way the app signs in (Basic credentials for an auth
 * token, traded for an access token): for tests that look data up or call the API directly.
 */
export async function apiHeaders(
  request: APIRequestContext,
  { email, password }: SeededAccount,
): Promise<{ Authorization: string }> {
  const credentials = Buffer.from(`${email}:${password}`).toString('base64');
  const auth = await request.post(`${API}/security/tokens/authentication?forever=false`, {
    headers: { Authorization: `Basic ${credentials}` },
  });
  expect(auth.ok(), await auth.text()).toBe(true);
  const access = await request.post(`${API}/security/tokens/access`, {
    headers: { Authorization: `Bearer ${await auth.text()}` },
  });
  expect(access.ok()).toBe(true);
  return { Authorization: `Bearer ${await access.text()}` };
}

/**
 * Saved filter choices follow a user to every browser (users/me/settings), so one test's
 * choices would become the next test's defaults: tests that rely on the defaults (or set their own)
 * start from a clean document.
 */
export async function saveFilterSettings(
  request: APIRequestContext,
  account: SeededAccount,
  settings: Record<string, string> = {},
): Promise<void> {
  const response = await request.put(`${API}/users/me/settings`, {
    headers: await apiHeaders(request, account),
    data: settings,
  });
  expect(response.ok(), await response.text()).toBe(true);
}
