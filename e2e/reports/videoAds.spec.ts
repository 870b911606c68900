import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Video ads play: a video ad's card holds a player of the ad's clip (a sample of its orientation and
 * length, served by the API), which plays in the card when asked, muted, and states the length the
 * card names.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

async function topAdvertiser(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'a', entityType: 'advertiser', size: 5 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SearchResponse).elements.find((e) => e.entityType === 'advertiser')!.id;
}

test('a video ad plays in its card, for the length its card states', async ({ page, request }) => {
  const advertiser = await topAdvertiser(request);
  await logIn(page);
  // Every channel, named in the link: the demo user's saved channel is whatever a spec beside this one
  // chose last, and Display alone offers no video ads.
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser}?period=LAST_12_MONTHS&channel=ALL-ALL`);
  const topAds = page.getByRole('region', { name: 'Top Ads' });
  await topAds.getByRole('group', { name: 'Ad types' }).getByRole('button', { name: 'Video', exact: true }).click();
  const card = topAds
    .getByRole('article')
    .filter({ has: page.locator('video') })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const video = card.locator('video');
  // The card's name ends with the ad's length, m:ss.
  const stated = (await card.getAttribute('aria-label'))!.match(/(\d+):(\d\d)$/)!;
  const seconds = Number(stated[1]) * 60 + Number(stated[2]);

  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  const state = await video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    muted: element.muted,
    duration: element.duration,
    width: element.videoWidth,
    height: element.videoHeight,
    error: element.error?.code ?? null,
  }));
  expect(state).toMatchObject({ paused: false, muted: true, error: null });
  expect(Math.abs(state.duration - seconds)).toBeLessThan(1);
  expect(state.width).toBeGreaterThan(0);
  expect(state.height).toBeGreaterThan(0);
});
