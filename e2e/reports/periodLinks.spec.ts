import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  type EntitySummary,
  type PeriodOption,
  type SearchResponse,
  customPeriodId,
  formatDateSpan,
  localOrigin,
  parseIsoDate,
  toIsoDate,
} from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/**
 * Periods a user can trust: a shared link's range of days is the report's period (the filter names
 * those days and every widget asks the API for them), and the picker offers the month the data is
 * still filling, years and quarters, and typed days.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;

async function periods(request: APIRequestContext): Promise<PeriodOption[]> {
  const response = await request.get(`${API}/datasets/periods`, { headers: await apiHeaders(request, DEMO) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { elements: PeriodOption[] }).elements;
}

async function topAdvertiser(request: APIRequestContext): Promise<EntitySummary> {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q: 'a', entityType: 'advertiser', size: 5 },
  });
  expect(response.ok()).toBe(true);
  const { elements } = (await response.json()) as SearchResponse;
  return elements.find((element) => element.entityType === 'advertiser')!;
}

const daysBefore = (day: string, days: number) => toIsoDate(new Date(parseIsoDate(day)!.getTime() - days * 86_400_000));

/** The `period` of every dataset request the page makes from now on. */
function periodsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const period = url.searchParams.get('period');
    if (url.pathname.startsWith(`${API_BASE_PATH}/datasets/`) && period) asked.push(period);
  });
  return asked;
}

const filterBar = (page: Page) => page.getByRole('group', { name: 'Report filters' });

// Saved choices follow the user: start and end with none, so the link alone decides.
test.beforeAll(({ request }) => saveFilterSettings(request, DEMO));
test.afterAll(({ request }) => saveFilterSettings(request, DEMO));

test('a report link with a range of days opens on those days, and every widget asks for them', async ({
  page,
  request,
}) => {
  const dataEnd = (await periods(request)).find((period) => period.id === 'LAST_7_DAYS')!.end;
  // Eleven days ending a week before the data's last day: neither a month nor a predefined period.
  const range = { start: daysBefore(dataEnd, 16), end: daysBefore(dataEnd, 6) };
  const id = customPeriodId(range);
  const advertiser = await topAdvertiser(request);
  await logIn(page);
  // Leave the start page first: its own widgets ask for the saved default period, and on a busy
  // machine some of those requests start only after logging in has returned.
  await page.goto('about:blank');
  const asked = periodsAsked(page);
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?period=${id}`);
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });

  await expect(page).toHaveURL(new RegExp(`period=${id}`));
  await expect(filterBar(page).getByRole('button', { name: /^Period:/ })).toHaveAccessibleName(
    `Period: ${formatDateSpan(range)}`,
  );
  expect(asked.length).toBeGreaterThan(3);
  expect([...new Set(asked)]).toEqual([id]);
});

test('the picker offers the month the data is still filling, quarters and years, and typed days', async ({
  page,
  request,
}) => {
  const list = await periods(request);
  const dataEnd = list.find((period) => period.id === 'LAST_7_DAYS')!.end;
  const lastMonth = list.filter((period) => period.type === 'MONTHLY').at(-1)!;
  const advertiser = await topAdvertiser(request);
  await logIn(page);
  await page.goto(`${APP}/ad-intelligence/advertiser/common/${advertiser.id}?period=LAST_7_DAYS`);
  const trigger = filterBar(page).getByRole('button', { name: /^Period:/ });
  // The predefined period is named with its days.
  await expect(trigger).toHaveAccessibleName(
    `Period: Last 7 days (${formatDateSpan({ start: daysBefore(dataEnd, 6), end: dataEnd })})`,
  );
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Period' });

  // The latest month has data up to dataEnd: it can be picked, for those days.
  const monthName = new Date(`${lastMonth.start}T00:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = dialog.getByRole('button', { name: monthName, exact: true });
  await expect(month).not.toHaveAttribute('aria-disabled', 'true');
  await month.click();
  await month.click();
  // On the 8th of a month (data to the 7th) the month so far is exactly the last 7 days, and the picker
  // names the range by that predefined period; on every other day, by the month.
  const sameDaysAsLastWeek = lastMonth.start === daysBefore(dataEnd, 6);
  await expect(dialog.getByRole('status')).toContainText(
    `Selected: ${sameDaysAsLastWeek ? 'Last 7 days' : lastMonth.title} (${formatDateSpan({ start: lastMonth.start, end: dataEnd })})`,
  );

  // Years and quarters are offered, cut to the data.
  const year = dataEnd.slice(0, 4);
  const firstDay = list.find((period) => period.type === 'MONTHLY')!.start;
  const yearStart = firstDay > `${year}-01-01` ? firstDay : `${year}-01-01`;
  const calendar = dialog.getByRole('group', { name: 'Years and quarters' });
  await expect(calendar.getByRole('button', { name: year, exact: true })).toHaveAccessibleDescription(
    formatDateSpan({ start: yearStart, end: dataEnd }),
  );
  const quarter = `Q${Math.floor((Number(dataEnd.slice(5, 7)) - 1) / 3) + 1} ${year}`;
  await expect(calendar.getByRole('button', { name: quarter, exact: true })).toBeVisible();

  // Typed days become the period.
  const start = daysBefore(dataEnd, 9);
  await dialog.getByLabel('First day').fill(start);
  await dialog.getByLabel('Last day').fill(dataEnd);
  await expect(dialog.getByRole('status')).toHaveText(`Selected: ${formatDateSpan({ start, end: dataEnd })}`);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`period=${customPeriodId({ start, end: dataEnd })}`));
  await expect(trigger).toHaveAccessibleName(`Period: ${formatDateSpan({ start, end: dataEnd })}`);
});
