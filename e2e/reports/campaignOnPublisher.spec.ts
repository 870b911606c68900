import { expect, test } from '@playwright/test';
import { API_BASE_PATH, type CampaignHeaderResponse, type CampaignsResponse, localOrigin } from '@adlens/core';
import { apiHeaders } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * A campaign opened from a publisher's Top Campaigns shows that publisher's slice: the page says so,
 * every widget asks for that publisher's figures, and the header's figures are the ones the
 * publisher's report gave the campaign; "See all publishers" opens the campaign on every publisher.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const YAHOO = 5;
const FILTERS = 'period=LAST_3_MONTHS&channel=ALL-ALL&currency=USD&country=US';

test('a campaign opened from a publisher’s report shows that publisher’s figures, and can show them all', async ({
  page,
  request,
}) => {
  const top = await request.get(`${API}/datasets/top-campaigns?publisher=${YAHOO}&${FILTERS}&size=1`, {
    headers: await apiHeaders(request, DEMO),
  });
  expect(top.ok()).toBe(true);
  const campaign = ((await top.json()) as CampaignsResponse).elements[0]!;
  await logIn(page);
  await page.goto('about:blank');
  const asked: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    // The widgets' figures; not the heading's name lookup (`campaigns`) nor the filter bar's lists.
    const dataset = url.pathname.slice(`${API_BASE_PATH}/datasets/`.length);
    if (url.pathname.startsWith(`${API_BASE_PATH}/datasets/`) && url.searchParams.get('campaign')) {
      if (!['campaigns', 'countries', 'channels'].includes(dataset)) asked.push(url);
    }
  });
  const header = page.waitForResponse((response) => response.url().includes('/datasets/campaign-header'));
  await page.goto(`${APP}/ad-intelligence/campaign/${campaign.id}?${FILTERS}&publisherId=${YAHOO}`);
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });

  const notice = page.getByRole('note').filter({ hasText: 'only: this campaign’s ads estimated to have run there' });
  await expect(notice).toContainText('Figures on Yahoo only');
  const onYahoo = ((await (await header).json()) as CampaignHeaderResponse).campaign;
  expect({ impressions: onYahoo.impressions, expenses: onYahoo.expenses }).toEqual({
    impressions: campaign.impressions,
    expenses: campaign.expenses,
  });
  expect(asked.length).toBeGreaterThan(3);
  expect(asked.filter((url) => url.searchParams.get('onPublisher') !== String(YAHOO)).map(String)).toEqual([]);
  await expect(page.getByRole('region', { name: 'Top Publishers' })).toContainText('On Yahoo only');

  asked.length = 0;
  await notice.getByRole('link', { name: 'See all publishers' }).click();
  await expect(page).not.toHaveURL(/publisherId=/);
  await expect(notice).toBeHidden();
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
  expect(asked.length).toBeGreaterThan(3);
  expect(asked.filter((url) => url.searchParams.has('onPublisher')).map(String)).toEqual([]);
});
