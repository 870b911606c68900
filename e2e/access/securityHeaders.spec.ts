import { type Page, expect, test } from '@playwright/test';
import { API_BASE_PATH, type SearchResponse, localOrigin } from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Security headers of every app and the API, as the browser gets them, and a report
 * page, a partner embed and a PDF export that run under them without a single policy violation.
 */
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const APPS = [
  { name: 'standalone', origin: localOrigin('standalone'), ancestors: "frame-ancestors 'self'" },
  {
    name: 'SEO-suite embed',
    origin: localOrigin('seoSuite'),
    ancestors: `frame-ancestors ${localOrigin('partnerHost')} 'self'`,
  },
  {
    name: 'sales-tool embed',
    origin: localOrigin('salesTool'),
    ancestors: `frame-ancestors ${localOrigin('partnerHost')} 'self'`,
  },
  { name: 'partner host', origin: localOrigin('partnerHost'), ancestors: "frame-ancestors 'self'" },
];

test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

for (const app of APPS) {
  test(`the ${app.name} runs only its own scripts and says who may frame it`, async ({ request }) => {
    const response = await request.get(`${app.origin}/`);
    expect(response.ok()).toBe(true);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain(app.ancestors);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
}

test('the API lets nothing run, load or frame its answers', async ({ request }) => {
  for (const url of [`${API}/health`, `${API}/no-such-route`]) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

/** Records every Content-Security-Policy violation, in every frame, from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __violations?: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${location.origin}: ${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
}

async function violations(page: Page): Promise<string[]> {
  const all = await Promise.all(
    page
      .frames()
      .map((frame) => frame.evaluate(() => (window as { __violations?: string[] }).__violations ?? []).catch(() => [])),
  );
  return all.flat();
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
}

test('a report, its PDF and a partner embed run under the policy without one violation', async ({ page, request }) => {
  await recordViolations(page);
  const search = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'nike', entityType: 'advertiser', size: 5 },
  });
  const nike = ((await search.json()) as SearchResponse).elements[0]!;
  await logIn(page);
  await page.goto(`${localOrigin('standalone')}/ad-intelligence/advertiser/common/${nike.id}?period=LAST_3_MONTHS`);
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await scrollThrough(page);
  // The PDF is drawn in the page (fonts, images, vector charts): under the same policy.
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: `Export ${nike.title}` }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(await violations(page)).toEqual([]);

  await page.goto(
    `${localOrigin('partnerHost')}/seo-suite.html?path=${encodeURIComponent(`/ad-intelligence/advertiser/common/${nike.id}`)}`,
  );
  await expect(page.frameLocator('iframe.embed-frame').locator('main[data-page-ready="true"]')).toBeVisible({
    timeout: 45_000,
  });
  await scrollThrough(page);
  expect(await violations(page)).toEqual([]);
});
