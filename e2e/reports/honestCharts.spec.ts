import { type APIRequestContext, type Locator, type Page, type Response, expect, test } from '@playwright/test';
import {
  API_BASE_PATH,
  type CountryOption,
  type ElementsResponse,
  type EntitySummary,
  DATA_CHANNELS,
  type RankingResponse,
  type SearchResponse,
  type TrendResponse,
  en,
  formatDateSpan,
  formatPercent,
  formatTrendAxisLabel,
  localOrigin,
} from '@adlens/core';
import { apiHeaders, saveFilterSettings } from '../support/apiHeaders.ts';
import { readCartesianChart } from '../support/chartData.ts';
import { DEMO, logIn } from '../support/signIn.ts';

/** '#1f6feb' as the browser computes it: 'rgb(31, 111, 235)'. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Charts true to their data: what the trend draws,
 * read from the chart itself, is what the API answered, in every chart type; and a report whose data
 * is monthly offers no daily or weekly axis.
 */
const APP = localOrigin('standalone');
const API = `${localOrigin('api')}${API_BASE_PATH}`;
const TREND = 'Expenditure Trend and Breakdown';

async function find(request: APIRequestContext, entityType: string, q: string) {
  const response = await request.get(`${API}/datasets/search`, {
    headers: await apiHeaders(request, DEMO),
    params: { q, entityType, size: 5 },
  });
  expect(response.ok()).toBe(true);
  const found = ((await response.json()) as SearchResponse).elements.find((e) => e.entityType === entityType);
  expect(found, `${entityType} ${q}`).toBeDefined();
  return found!;
}

const isTrend = (response: Response) =>
  response.url().includes('/datasets/expenditure-trend') && response.request().method() === 'GET';

/** Opens a report and returns the trend the API answered for it. */
async function openReport(page: Page, path: string): Promise<TrendResponse> {
  const answered = page.waitForResponse(isTrend);
  await page.goto(`${APP}${path}`);
  const response = await answered;
  expect(response.ok()).toBe(true);
  await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
  return (await response.json()) as TrendResponse;
}

test.describe('charts true to their data', () => {
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  test('the trend draws every channel at the value the API answered, as lines, areas and columns', async ({
    page,
    request,
  }) => {
    const nike = await find(request, 'advertiser', 'nike');
    await logIn(page);
    const trend = await openReport(page, `/ad-intelligence/advertiser/common/${nike.id}?period=LAST_3_MONTHS`);
    expect(trend.interval).toBe('WEEKLY');
    const card = page.getByRole('region', { name: TREND });
    await card.scrollIntoViewIfNeeded();

    const channels = DATA_CHANNELS.filter((channel) =>
      trend.points.some((point) => point.byChannel.some((c) => c.channel === channel)),
    );
    expect(channels.length).toBeGreaterThan(1);
    const expected = channels.map((channel) => ({
      name: en.channel[channel],
      values: trend.points.map((point) => point.byChannel.find((c) => c.channel === channel)?.expenses ?? 0),
    }));

    for (const kind of ['Line', 'Area', 'Column'] as const) {
      await card.getByRole('group', { name: 'Chart type' }).getByRole('button', { name: kind }).click();
      await expect(card.getByRole('button', { name: kind })).toHaveAttribute('aria-pressed', 'true');
      // The chart has taken the new type once its option says so (areas stack, lines do not).
      await expect
        .poll(async () => {
          const { series } = await readCartesianChart(card);
          return [series[0]?.type, series.every((s) => s.drawn.every(Number.isFinite))];
        })
        .toEqual([kind === 'Column' ? 'bar' : 'line', true]);
      const chart = await readCartesianChart(card);
      // The axis spans the period: one category per week, labelled by its Monday.
      expect(chart.categories).toEqual(trend.points.map((point) => formatTrendAxisLabel(point.start, 'WEEKLY')));
      // Partial first and last weeks are shaded, not left to read as dips: a column's own slot; for a
      // line or an area, whose point has no width, the stretch leading to it.
      const last = chart.categories.length - 1;
      expect(chart.shaded).toEqual(
        trend.points.flatMap((point, index) => {
          if (!point.partial) return [];
          const at = (i: number) => chart.categories[i]!;
          if (kind === 'Column') return [[at(index), at(index)]];
          if (index === 0) return [[at(0), at(1)]];
          return index === last ? [[at(last - 1), at(last)]] : [[at(index), at(index)]];
        }),
      );
      expect(chart.series.map((series) => series.name)).toEqual(expected.map((series) => series.name));
      const tolerance = (chart.axis.max - chart.axis.min) / 150;
      const below = trend.points.map(() => 0);
      for (const [index, series] of chart.series.entries()) {
        const values = expected[index]!.values;
        expect(
          series.data.map((value) => (value === null ? 'no value' : value.toFixed(2))),
          `${kind} ${series.name}`,
        ).toEqual(values.map((value) => value.toFixed(2)));
        // Line: each series at its own value. Area and column: a breakdown stacked on the ones before.
        expect(series.stack, kind).toBe(kind === 'Line' ? null : 'total');
        for (const [point, drawn] of series.drawn.entries()) {
          const top = kind === 'Line' ? values[point]! : below[point]! + values[point]!;
          expect(Math.abs(drawn - top), `${kind} ${series.name} at ${chart.categories[point]}`).toBeLessThanOrEqual(
            tolerance,
          );
        }
        if (kind !== 'Line') values.forEach((value, point) => (below[point] = below[point]! + value));
      }
    }
  });

  test('every widget of a report states the period with its days and the country its figures answer to', async ({
    page,
    request,
  }) => {
    const nike = await find(request, 'advertiser', 'nike');
    await logIn(page);
    const trend = await openReport(
      page,
      `/ad-intelligence/advertiser/common/${nike.id}?period=LAST_30_DAYS&country=US`,
    );
    const cards = page.getByRole('main').locator('section[data-status="success"]');
    expect(await cards.count()).toBeGreaterThan(5);
    const subheaders = await cards.evaluateAll((nodes) =>
      nodes.map((node) => ({
        title: node.querySelector('h2')?.textContent,
        subheader: node.querySelector('[data-widget-subheader]')?.textContent ?? '',
      })),
    );
    for (const { title, subheader } of subheaders) {
      expect(subheader, `${title}`).toContain(`Last 30 days: ${formatDateSpan(trend.period)}`);
      expect(subheader, `${title}`).toContain('United States');
    }
  });

  test('a comparison keeps a member without data in the country, says so and offers where it has data', async ({
    page,
    request,
  }) => {
    const headers = await apiHeaders(request, DEMO);
    const search = await request.get(`${API}/datasets/search`, {
      headers,
      params: { q: 'a', entityType: 'advertiser', size: 20 },
    });
    const advertisers = ((await search.json()) as SearchResponse).elements.filter((e) => e.entityType === 'advertiser');
    const countriesOf = async (id: number) => {
      const response = await request.get(`${API}/datasets/countries`, {
        headers,
        params: { advertiser: id, period: 'LAST_12_MONTHS' },
      });
      return ((await response.json()) as ElementsResponse<CountryOption>).elements.filter((c) => !c.restricted);
    };
    // An advertiser without data in one of the plan's countries, and one with data there.
    let pair: { missing: EntitySummary; present: EntitySummary; country: CountryOption } | undefined;
    for (const missing of advertisers) {
      const none = (await countriesOf(missing.id)).find((c) => c.disabled);
      if (!none) continue;
      for (const present of advertisers) {
        if (present.id === missing.id) continue;
        if ((await countriesOf(present.id)).some((c) => c.code === none.code && !c.disabled)) {
          pair = { missing, present, country: none };
          break;
        }
      }
      if (pair) break;
    }
    expect(pair, 'two advertisers, one without data in a country of the plan').toBeDefined();
    const { missing, present, country } = pair!;
    await logIn(page);
    await openReport(
      page,
      `/ad-intelligence/advertiser-compare/${present.id},${missing.id}?country=${country.code}&period=LAST_12_MONTHS`,
    );
    const card = page.getByRole('region', { name: TREND });
    const gap = card.getByRole('list', { name: 'Items without data' }).getByRole('listitem');
    await expect(gap).toContainText(`No data for ${missing.title} in ${country.title} for this period`);
    // It keeps its series in the chart, in its place, named as having no data and drawn nowhere (not as $0).
    const drawn = await readCartesianChart(card);
    expect(drawn.series.map((series) => series.name)).toEqual([present.title, `${missing.title} (no data)`]);
    expect(drawn.series[1]!.data.every((value) => typeof value !== 'number')).toBe(true);
    await expect(card.getByText(`Estimated spend: ${missing.title}`)).toBeVisible();
    // One colour per thing: each member's key, beside its name at the top of the page, beside its
    // total and in the headings of the other cards, is the colour of its series in the chart.
    const compared = page.getByRole('list', { name: 'Compared items' });
    for (const [index, member] of [present, missing].entries()) {
      const color = rgb(drawn.series[index]!.color!);
      const keys = [
        compared.getByRole('listitem').filter({ hasText: member.title }).locator('[data-series-key]'),
        card.locator('dt', { hasText: member.title }).locator('[data-series-key]'),
        page
          .getByRole('region', { name: 'Estimated Expenditure' })
          .getByRole('heading', { name: member.title })
          .locator('[data-series-key]'),
      ];
      for (const key of keys) await expect(key).toHaveCSS('background-color', color);
    }
    // And its own column in the channel share of voice, named the same way.
    const shareCard = page.getByRole('region', { name: 'Channel Share of Voice' });
    await shareCard.scrollIntoViewIfNeeded();
    const share = await readCartesianChart(shareCard);
    expect(share.categories).toEqual([present.title, `${missing.title} (no data)`]);
    // The way out: a country where it has data switches the report to it.
    const elsewhere = gap.getByRole('button').first();
    const name = await elsewhere.innerText();
    await elsewhere.click();
    await expect(page).not.toHaveURL(new RegExp(`country=${country.code}(&|$)`));
    await expect(page.locator('main[data-page-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const chosen = (await countriesOf(missing.id)).find((c) => c.title === name)!;
    await expect(page).toHaveURL(new RegExp(`country=${chosen.code}`));
  });

  test('a report with monthly figures offers only monthly intervals and says which days its months cover', async ({
    page,
    request,
  }) => {
    const { elements } = (await (
      await request.get(`${API}/datasets/all-categories`, { headers: await apiHeaders(request, DEMO) })
    ).json()) as { elements: { id: number; name: string; parentId: number | null }[] };
    const category = elements.find((e) => e.name === 'Sportswear') ?? elements.find((e) => e.parentId !== null)!;
    await logIn(page);
    const trend = await openReport(page, `/ad-intelligence/category/common/${category.id}?period=LAST_30_DAYS`);
    expect(trend.supportedIntervals).toEqual(['MONTHLY']);
    expect(trend.interval).toBe('MONTHLY');
    const card = page.getByRole('region', { name: TREND });
    await card.scrollIntoViewIfNeeded();
    const options = card.getByRole('combobox', { name: 'Interval' }).getByRole('option');
    await expect(options).toHaveText(['Monthly']);
    const chart = await readCartesianChart(card);
    expect(chart.categories).toEqual(trend.points.map((point) => formatTrendAxisLabel(point.start, 'MONTHLY')));
    // 30 days cut two months short: both are partial, the line between them is shaded once, and the
    // note names their days.
    expect(trend.points.every((point) => point.partial)).toBe(true);
    expect(chart.shaded).toEqual([[chart.categories[0], chart.categories[1]]]);
    await expect(card.getByText(/^Shaded intervals are partial/)).toContainText('days)');
  });
});

/** What a ranked table shows in a row: its rank, its name and its share, as text. */
async function rankedRows(card: Locator): Promise<{ rank: string; name: string; share: string }[]> {
  const rows = card.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  return rows.evaluateAll((all) =>
    all.slice(1).map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
      return { rank: cells[0]!, name: row.querySelector('th')?.textContent?.trim() ?? '', share: cells[3]! };
    }),
  );
}

const isRanking = (dataset: string, test: (url: URL) => boolean) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname.endsWith(`/datasets/${dataset}`) && response.request().method() === 'GET' && test(url);
};

test.describe('ranked tables true to the whole list', () => {
  test.beforeEach(({ request }) => saveFilterSettings(request, DEMO));

  test('searching Market Leaders keeps each row’s rank and share of the whole list', async ({ page, request }) => {
    const { elements } = (await (
      await request.get(`${API}/datasets/all-categories`, { headers: await apiHeaders(request, DEMO) })
    ).json()) as { elements: { id: number; name: string; parentId: number | null }[] };
    const category = elements.find((e) => e.name === 'Sportswear') ?? elements.find((e) => e.parentId !== null)!;
    await logIn(page);
    const leaders = page.waitForResponse(isRanking('market-leaders', (url) => !url.searchParams.has('q')));
    await openReport(page, `/ad-intelligence/category/common/${category.id}?period=LAST_30_DAYS&country=US`);
    const card = page.getByRole('region', { name: 'Market Leaders' });
    await card.scrollIntoViewIfNeeded();
    const whole = (await (await leaders).json()) as RankingResponse;
    await expect(card.getByRole('columnheader', { name: 'Share of impressions' })).toBeVisible();
    const before = await rankedRows(card);
    expect(before.length).toBeGreaterThan(3);
    const third = before[2]!;
    expect(third.rank).toBe('3');
    expect(third.share).toBe(formatPercent(whole.elements[2]!.share));

    const searched = page.waitForResponse(isRanking('market-leaders', (url) => url.searchParams.has('q')));
    await card.getByRole('searchbox', { name: 'Search Market Leaders' }).fill(third.name);
    await searched;
    await expect(card.getByRole('table').getByRole('row')).toHaveCount(
      1 + before.filter((row) => row.name.toLowerCase().includes(third.name.toLowerCase())).length,
    );
    // The row found is still #3 with its share of the whole category, not #1 with 100 %.
    const after = await rankedRows(card);
    expect(after).toContainEqual(third);
    for (const row of after) expect(row).toEqual(before.find((shown) => shown.name === row.name));
  });

  test('the start page’s Spend tab shows shares of spend: each row’s spend ÷ the whole list’s spend', async ({
    page,
    request,
  }) => {
    await logIn(page);
    const card = page.getByRole('region', { name: 'Top Lists' });
    await expect(card.getByRole('table')).toBeVisible({ timeout: 30_000 });
    const answered = page.waitForResponse(
      isRanking('start-top-items', (url) => url.searchParams.get('metric') === 'SPEND'),
    );
    await card.getByRole('tab', { name: 'Spend' }).click();
    const response = await answered;
    const bySpend = (await response.json()) as RankingResponse;
    expect(bySpend.metric).toBe('expenses');
    await expect(card.getByRole('columnheader', { name: 'Share of spend' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Spend change' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Share of impressions' })).toHaveCount(0);

    // The total is the whole list's spend: the sum of every row, page after page.
    const headers = await apiHeaders(request, DEMO);
    const listUrl = new URL(response.url());
    let spend = 0;
    let shares = 0;
    let rows = 0;
    for (let at = 0; rows < bySpend.count.total; at++) {
      listUrl.searchParams.set('size', '100');
      listUrl.searchParams.set('page', String(at));
      const answer = (await (await request.get(listUrl.toString(), { headers })).json()) as RankingResponse;
      expect(answer.elements.length).toBeGreaterThan(0);
      rows += answer.elements.length;
      spend += answer.elements.reduce((sum, row) => sum + row.expenses, 0);
      shares += answer.elements.reduce((sum, row) => sum + row.share, 0);
    }
    expect(bySpend.total.expenses).toBeCloseTo(spend, 0);
    expect(Math.abs(shares - 100)).toBeLessThanOrEqual(rows * 0.005);

    const shown = await rankedRows(card);
    expect(shown).toHaveLength(bySpend.elements.length);
    bySpend.elements.forEach((row, index) => {
      expect(shown[index]!.rank).toBe(String(index + 1));
      // The API rounds a share to 0.01 before the table formats it.
      const share = Math.round((row.expenses / bySpend.total.expenses) * 10_000) / 100;
      expect(shown[index]!.share).toBe(formatPercent(share));
    });
  });
});
