import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { API_BASE_PATH, type DemoPresetsResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';
import { readWidgetCards } from '../support/widgetCards.ts';

/**
 * Demo presets: an empty report page offers the page's examples
 * below its search, and one click opens the report of the preset's entities with its channel,
 * country and period.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

test.describe('demo presets', () => {
  test("the advertiser search page offers examples that open their comparison with the preset's filters", async ({
    page,
    request,
  }) => {
    await saveFilterSettings(request, DEMO);
    const response = await request.get(`${API}/demo-presets?page=advertiser`, {
      headers: await apiHeaders(request, DEMO),
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { elements } = (await response.json()) as DemoPresetsResponse;
    const comparison = elements.find((preset) => preset.entities.length > 1)!;
    expect(comparison).toBeDefined();

    await logIn(page);
    await page.goto(`${APP}/ad-intelligence/advertiser/empty`);
    const section = page.getByRole('region', { name: 'Try an example' });
    await expect(section.getByRole('link')).toHaveCount(elements.length);
    const card = section.getByRole('link', { name: new RegExp(`^${comparison.title}`) });
    for (const entity of comparison.entities) await expect(card).toContainText(entity.title);
    await expect(card.locator('img')).toHaveCount(comparison.entities.length);

    // The start-up splash fades for 400 ms after a load: its half-faded text is not the page's.
    await expect(page.getByTestId('adlens-splash')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);

    await card.click();
    const ids = comparison.entities.map((entity) => entity.id).join(',');
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname))
      .toBe(`/ad-intelligence/advertiser-compare/${ids}`);
    const search = new URL(page.url()).searchParams;
    expect({
      channel: search.get('channel'),
      country: search.get('country'),
      period: search.get('period'),
    }).toEqual(comparison.filters);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      comparison.entities.map((entity) => entity.title).join(' vs '),
    );
  });
});

/**
 * The shipped examples open with data: every demo preset of every
 * report page, clicked on that page, opens a report whose widgets load, most with data, none failing (spec
 * Widget card: '{title} could not be loaded'). The onboarding wizard's 'Try an example'
 * is the first advertiser comparison among them.
 */
test.describe('every demo preset opens with data', () => {
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  test('each example of each report page opens a report whose widgets all load', async ({ page, request }) => {
    test.setTimeout(360_000);
    const response = await request.get(`${API}/demo-presets`, { headers: await apiHeaders(request, DEMO) });
    expect(response.ok(), await response.text()).toBe(true);
    const { elements } = (await response.json()) as DemoPresetsResponse;
    expect(elements.length).toBeGreaterThan(0);
    await logIn(page);
    const failed: string[] = [];
    for (const preset of elements) {
      await page.goto(`${APP}/ad-intelligence/${preset.page}/empty`);
      await page
        .getByRole('region', { name: 'Try an example' })
        .getByRole('link', { name: new RegExp(`^${preset.title}`) })
        .click();
      // The empty page is ready too (nothing to load): read the cards only once the example's report
      // has replaced it and drawn its first card.
      await expect(page).not.toHaveURL(new RegExp(`/${preset.page}/empty(\\?|$)`));
      await expect(page.getByRole('main').locator('section[data-status]').first()).toBeAttached({ timeout: 30_000 });
      const cards = await readWidgetCards(page);
      // A widget the preset's channel has nothing for may be empty (YouTube channels of a display-only
      // example); none fails, and most show data.
      for (const card of cards) {
        if (card.status !== 'success' && card.status !== 'empty')
          failed.push(`${preset.id}: ${card.title} ${card.status}`);
      }
      const shown = cards.filter((card) => card.status === 'success').length;
      expect(shown, `${preset.id}: ${JSON.stringify(cards)}`).toBeGreaterThan(cards.length / 2);
    }
    expect(failed).toEqual([]);
  });
});
