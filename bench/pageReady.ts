/**
 * Time for the advertiser report to become ready in Chromium (≤ 1.5 s after login on
 * these 2-core machines). The clock stops at the page's ready flag — every widget in success, empty
 * or error. Two measures:
 * - `afterLogin`: a report link opened signed out leads to the Log In page; the clock starts when the
 *   user presses Log In and the report reopens (a fresh browser profile each run: nothing cached but
 *   what the login page itself loaded). The login page has finished loading (network idle) before
 *   the e-mail and password are typed, as it has by the time a person has typed them;
 * - `coldReportLoad`: the report URL loaded as a whole page by a signed-in user (the session restored
 *   from its cookie, the app booted again).
 */
import { type Browser, chromium } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { summarize } from './datasetLatency.ts';

const DEMO = { email: 'demo@adlens.test', password: 'Adlens-demo-1' };
const PERIODS = ['LAST_3_MONTHS', 'LAST_12_MONTHS', 'LAST_30_DAYS'];

function reportUrl(appOrigin: string, id: number, run: number) {
  // Different periods so each run asks the API afresh instead of reading a cache.
  return `${appOrigin}/ad-intelligence/advertiser/common/${id}?period=${PERIODS[run % PERIODS.length]!}`;
}

async function afterLogin(browser: Browser, appOrigin: string, ids: number[], runs: number) {
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(reportUrl(appOrigin, ids[run % ids.length]!, run));
    await page.waitForLoadState('networkidle');
    await page.getByLabel('E-mail address').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.locator('[data-page-ready="true"]').waitFor({ timeout: 30_000 });
    timings.push(Date.now() - started);
    await context.close();
  }
  return summarize(timings);
}

async function coldReportLoad(browser: Browser, appOrigin: string, ids: number[], runs: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${appOrigin}/login`);
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = Date.now();
    await page.goto(reportUrl(appOrigin, ids[run % ids.length]!, run + 1));
    await page.locator('[data-page-ready="true"]').waitFor({ timeout: 30_000 });
    timings.push(Date.now() - started);
  }
  await context.close();
  return summarize(timings);
}

export async function pageReady(appOrigin: string, advertiserIds: number[], runs: number) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return {
      afterLogin: await afterLogin(browser, appOrigin, advertiserIds, runs),
      coldReportLoad: await coldReportLoad(browser, appOrigin, advertiserIds, runs),
    };
  } finally {
    await browser.close();
  }
}
