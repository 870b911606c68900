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
