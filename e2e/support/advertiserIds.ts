import { type APIRequestContext, expect } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { type SeededAccount, apiHeaders } from './apiHeaders.ts';

const API = `${localOrigin('api')}${API_BASE_PATH}`;
const BASIC: SeededAccount = { email: 'basic@adlens.test', password: 'Adlens-basic-1' };

/** Advertisers to open reports on (search orders by impressions, so each has data). */
export async function advertiserIds(
  request: APIRequestContext,
  count: number,
  account: SeededAccount = BASIC,
): Promise<number[]> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, account),
    params: { q: 'a', entityType: 'advertiser', size: 40 },
  });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as SearchResponse;
  const ids = elements.filter((element) => element.entityType === 'advertiser').map((element) => element.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}
