import { expect, test } from '@playwright/test';
import { localOrigin } from '@adlens/core';

/**
 * Every app has an icon (the tab, bookmarks): /favicon.svg linked from its page and /favicon.ico for
 * what asks for that address on its own — neither is a 404. A white-label brand shows its own icon.
 */
const APPS = [
  { name: 'standalone app', origin: localOrigin('standalone') },
  { name: 'SEO-suite embed', origin: localOrigin('seoSuite') },
  { name: 'sales-tool embed', origin: localOrigin('salesTool') },
];

for (const app of APPS) {
  test(`the ${app.name} links its icon and answers /favicon.ico`, async ({ request }) => {
    const html = await (await request.get(`${app.origin}/`)).text();
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/);
    const svg = await request.get(`${app.origin}/favicon.svg`);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    const ico = await request.get(`${app.origin}/favicon.ico`);
    expect(ico.status()).toBe(200);
    const body = await ico.body();
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });
}

test('the standalone app asks for no icon it cannot have, and a white-label brand shows its own', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto(`${localOrigin('standalone')}/login`);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const icon = page.locator('link[rel~="icon"]');
  await expect(icon).toHaveAttribute('href', '/favicon.svg');
  expect(missing).toEqual([]);

  await page.goto(`${localOrigin('standalone')}/login?whiteLabel=meridian`);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});
