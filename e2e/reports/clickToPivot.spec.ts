import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { ADLENS_PORTS, API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { columnCenter, readCartesianChart } from '../support/chartData.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Issue 22, "Click to pivot": every entity of a report opens its own report with the same filters —
 * a compared advertiser's column, a publisher row, a campaign row — in place on a plain click, in a
 * new tab on Ctrl-click; inside the SEO-suite embed the host hears of it through `replaceUrl`.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
/** Not the defaults: a year, one country, one channel. */
const FILTERS = { period: 'LAST_12_MONTHS', country: 'US', channel: 'DISPLAY-ALL' };
const QUERY = new URLSearchParams(FILTERS).toString();

/** The two biggest advertisers (search orders by impressions), so every card has rows. */
async function twoAdvertisers(request: APIRequestContext): Promise<{ id: number; title: string }[]> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'a', entityType: 'advertiser', size: 2 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SearchResponse).elements.slice(0, 2);
}

function card(page: Page | ReturnType<Page['frameLocator']>, title: string): Locator {
  return page.getByRole('region', { name: title });
}

/** The report URL keeps every chosen filter. */
function expectFilters(url: string) {
  const search = new URL(url).searchParams;
  for (const [key, value] of Object.entries(FILTERS)) expect(search.get(key), key).toBe(value);
}

async function waitForReport(page: Page) {
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 45_000 });
}

test.describe('click to pivot', () => {
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  test('a compared column, a publisher and a campaign open their reports with the same filters; Ctrl-click opens a tab', async ({
    page,
    context,
    request,
  }) => {
    const [first, second] = await twoAdvertisers(request);
    await logIn(page);
    const comparison = `${APP}/ad-intelligence/advertiser-compare/${first!.id},${second!.id}?${QUERY}`;
    await page.goto(comparison);
    await waitForReport(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    // The channel-share chart's own data: one column per compared advertiser; click the second's.
    const share = card(page, 'Channel Share of Voice');
    await share.scrollIntoViewIfNeeded();
    const drawn = await readCartesianChart(share);
    const column = drawn.categories.indexOf(second!.title);
    expect(column, `a column for ${second!.title} in ${drawn.categories.join(', ')}`).toBeGreaterThanOrEqual(0);
    // The channel with the tallest piece of that column, so the click lands on it.
    const tallest = drawn.series
      .map((series, index) => ({ index, value: series.data[column] ?? 0 }))
      .sort((a, b) => b.value - a.value)[0]!.index;
    const point = await columnCenter(share, column, tallest);
    await page.mouse.move(point.x, point.y);
    // The column promises the click: the pointer.
    await expect
      .poll(() =>
        share
          .locator('[_echarts_instance_] > div')
          .first()
          .evaluate((node) => getComputedStyle(node).cursor),
      )
      .toBe('pointer');

    // Ctrl-click opens the advertiser's report in a new tab, this page stays.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.down('Control').then(() => page.mouse.click(point.x, point.y)),
    ]);
    await page.keyboard.up('Control');
    await tab.waitForURL(new RegExp(`/ad-intelligence/advertiser/common/${second!.id}\\?`));
    expectFilters(tab.url());
    await tab.close();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(new URL(comparison).pathname);

    // A plain click opens it here, with the filter bar on the same filters.
    await page.mouse.click(point.x, point.y);
    await page.waitForURL(new RegExp(`/ad-intelligence/advertiser/common/${second!.id}\\?`));
    expectFilters(page.url());
    await waitForReport(page);
    const filterBar = page.getByRole('group', { name: 'Report filters' });
    await expect(filterBar).toContainText('Last 12 months');
    await expect(filterBar).toContainText('Display');
    await expect(filterBar).toContainText('United States');

    // A publisher row of the single report is a link to its report with the filters; Ctrl-click: a tab.
    const publisher = card(page, 'Top Publishers').locator('tbody tr').first().getByRole('link');
    const publisherHref = await publisher.getAttribute('href');
    expect(publisherHref).toMatch(/^\/ad-intelligence\/publisher\/common\/\d+\?/);
    const [publisherTab] = await Promise.all([
      context.waitForEvent('page'),
      publisher.click({ modifiers: ['Control'] }),
    ]);
    await publisherTab.waitForURL(`${APP}${publisherHref}`);
    expectFilters(publisherTab.url());
    await publisherTab.close();

    // A campaign row opens the campaign's report in place, named with its advertiser and flight.
    const campaign = card(page, 'Top Campaigns').locator('tbody tr').first().getByRole('link').first();
    const campaignTitle = (await campaign.innerText()).trim();
    await expect(campaign).toHaveAttribute(
      'title',
      new RegExp(`^${escape(campaignTitle)} — ${escape(second!.title)} · `),
    );
    await campaign.click();
    await page.waitForURL(/\/ad-intelligence\/campaign\/\d+\?/);
    expectFilters(page.url());
    await waitForReport(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${escape(campaignTitle)} — ${escape(second!.title)} · `),
    );
    await expect(page.getByRole('group', { name: 'Report filters' })).toContainText('Last 12 months');
  });

  test('inside the SEO-suite embed a publisher opens in place and the host hears of it through replaceUrl', async ({
    page,
    context,
    request,
  }) => {
    const [advertiser] = await twoAdvertisers(request);
    const path = `/ad-intelligence/advertiser/common/${advertiser!.id}?${QUERY}`;
    await page.goto(`${localOrigin('partnerHost')}/seo-suite.html?path=${encodeURIComponent(path)}`);
    const embed = page.frameLocator('iframe[title="Adlens SEO-suite embed"]');
    await expect(embed.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 60_000 });
    // The SEO suite asks once about weekly e-mail reports (the partner's own dialog): declined.
    await page.getByRole('button', { name: 'No, thanks' }).click({ timeout: 15_000 });
    const publisher = card(embed, 'Top Publishers').locator('tbody tr').first().getByRole('link');
    const href = (await publisher.getAttribute('href'))!;
    expect(href).toMatch(/^\/ad-intelligence\/publisher\/common\/\d+\?/);
    // Ctrl-click: the partner's page for it opens in a new tab (bridge openApp), not the bare embed.
    const [tab] = await Promise.all([context.waitForEvent('page'), publisher.click({ modifiers: ['Control'] })]);
    await tab.waitForURL((url) => url.pathname === '/seo-suite.html' && url.searchParams.get('path') === href);
    await tab.close();
    await publisher.click();
    // The host's address follows (its ?path=), and its bridge log shows the call.
    await expect.poll(() => new URL(page.url()).searchParams.get('path')).toBe(href);
    await expect(page.getByRole('log', { name: 'Bridge traffic' })).toContainText(`replaceUrl(${href})`);
    const frame = page.frame({ url: (url) => url.port === String(ADLENS_PORTS.seoSuite) })!;
    expectFilters(frame.url());
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
