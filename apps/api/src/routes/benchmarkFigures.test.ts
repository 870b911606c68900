import type {
  DistributionResponse,
  MonthOverMonthResponse,
  RankingResponse,
  ReportViewRequest,
  TrendResponse,
} from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset, reportViewToken } from '../testing/reportRequests.ts';

/**
 * The industry benchmark '(Avg)' of a comparison (docs/product/industry-benchmark.md): the API answers the
 * category averaged per advertiser, at the compared items' intervals and over their months, so
 * every widget, export and dashboard tile shows the same figure.
 */
let server: TestServer;
let token: string;
let category: number;
let brand: number;
const ADVERTISER = 5;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  const one = async (sql: string) => (await server.db.query<{ id: number }>(sql))[0]!.id;
  category = await one(`SELECT category_id AS id FROM advertisers WHERE id = ${ADVERTISER}`);
  brand = await one(
    `SELECT brand_id AS id FROM campaigns WHERE advertiser_id = ${ADVERTISER} AND brand_id IS NOT NULL LIMIT 1`,
  );
});
afterAll(() => server?.close());

function viewToken(entityType: ReportViewRequest['entityType'], instances: number[]) {
  return reportViewToken(server, token, entityType, instances, category);
}

async function ok<T>(path: string, reportToken?: string): Promise<T> {
  const response = await getDataset(server, token, path, reportToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const percentChange = (current: number, previous: number) => round2(((current - previous) / previous) * 100);

/** The category's own total for a filter set (an ordinary category read), and its advertisers. */
async function categoryTotal(filters: string) {
  const body = await ok<TrendResponse>(`expenditure-trend?category=${category}&${filters}`);
  return { total: body.total!, advertisers: body.advertisersCount! };
}

/** An average as the API rounds it: whole impressions, spend to the cent. */
function expectAverage(average: { impressions: number; expenses: number }, total: typeof average, count: number) {
  expect(Math.abs(average.impressions - total.impressions / count)).toBeLessThanOrEqual(0.5);
  expect(Math.abs(average.expenses - total.expenses / count)).toBeLessThanOrEqual(0.005 + 1e-9);
}

// Data end mid-month for the period (15 June): advertisers compare a month to date.
const FILTERS = 'period=20250301-20250615&country=US';

describe('the expenditure trend of an advertiser benchmark', () => {
  it.each([
    ['WEEKLY', FILTERS],
    ['DAILY', 'period=20250601-20250615&country=US'],
    ['MONTHLY', FILTERS],
  ])('shares the advertiser’s %s points and averages each', async (interval, filters) => {
    const [mine, average] = await Promise.all([
      ok<TrendResponse>(`expenditure-trend?advertiser=${ADVERTISER}&${filters}&interval=${interval}`),
      ok<TrendResponse>(`expenditure-trend?category=${category}&benchmark=advertiser&${filters}&interval=${interval}`),
    ]);
    expect(average.interval).toBe(mine.interval);
    expect(average.interval).toBe(interval);
    expect(average.supportedIntervals).toEqual(mine.supportedIntervals);
    // Same x values, one after the other without a gap.
    const span = (body: TrendResponse) => body.points.map((point) => [point.start, point.end, point.partial]);
    expect(span(average)).toEqual(span(mine));
    for (const [index, point] of average.points.entries()) {
      if (index === 0) continue;
      const dayAfter = new Date(`${average.points[index - 1]!.end}T00:00:00Z`);
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
      expect(point.start).toBe(dayAfter.toISOString().slice(0, 10));
    }
    // The average is the category's total divided by its advertisers, for the same filters.
    const { total, advertisers } = await categoryTotal(filters);
    expect(average.averagedPerAdvertiser).toBe(true);
    expect(average.advertisersCount).toBe(advertisers);
    expect(advertisers).toBeGreaterThan(1);
    expectAverage(average.total!, total, advertisers);
    const pointsSum = average.points.reduce((sum, point) => sum + point.expenses, 0);
    expect(Math.abs(pointsSum - average.total!.expenses)).toBeLessThanOrEqual(0.005 * average.points.length + 0.01);
  });

  it('of a brand comparison follows the brand’s monthly points', async () => {
    const [mine, average] = await Promise.all([
      ok<TrendResponse>(`expenditure-trend?brand=${brand}&${FILTERS}&interval=WEEKLY`),
      ok<TrendResponse>(`expenditure-trend?category=${category}&benchmark=brand&${FILTERS}&interval=WEEKLY`),
    ]);
    expect(mine.interval).toBe('MONTHLY');
    expect(average.interval).toBe('MONTHLY');
    expect(average.points.map((point) => point.start)).toEqual(mine.points.map((point) => point.start));
  });
});

describe('the month-over-month change of an advertiser benchmark', () => {
  it('compares the advertiser’s months, and its change is the change of the average', async () => {
    const reportToken = await viewToken('advertiser', [ADVERTISER]);
    const [mine, average] = await Promise.all([
      ok<MonthOverMonthResponse>(`month-over-month-change?advertiser=${ADVERTISER}&${FILTERS}`, reportToken),
      ok<MonthOverMonthResponse>(
        `month-over-month-change?category=${category}&benchmark=advertiser&${FILTERS}`,
        reportToken,
      ),
    ]);
    expect(mine.basis).toBe('MONTH_TO_DATE');
    expect(average.basis).toBe(mine.basis);
    const days = (body: MonthOverMonthResponse) => [body.current.start, body.current.end, body.previous.start];
    expect(days(average)).toEqual(days(mine));
    expect(average.previous.end).toBe(mine.previous.end);

    const { advertisers } = await categoryTotal(FILTERS);
    expect(average.advertisersCount).toBe(advertisers);
    // Each month: the category's total of those days divided by the advertisers.
    for (const side of ['current', 'previous'] as const) {
      const range = `${average[side].start.replaceAll('-', '')}-${average[side].end.replaceAll('-', '')}`;
      const { total } = await categoryTotal(`period=${range}&country=US`);
      expectAverage(average[side], total, advertisers);
    }
    // The change of the average, never a percentage divided by the advertisers.
    expect(average.change.expenses).toBe(percentChange(average.current.expenses, average.previous.expenses));
    expect(average.change.impressions).toBe(percentChange(average.current.impressions, average.previous.impressions));
    const ofTotals = await ok<MonthOverMonthResponse>(
      `month-over-month-change?category=${category}&${FILTERS}`,
      await reportViewToken(server, token, 'category', [category]),
    );
    expect(ofTotals.basis).toBe('LAST_WHOLE_MONTHS');
  });
});

describe('distributions and rankings of a benchmark', () => {
  it('average the amounts and keep the shares', async () => {
    const reportToken = await viewToken('advertiser', [ADVERTISER]);
    const [totals, average] = await Promise.all([
      ok<DistributionResponse>(`channel-share?category=${category}&${FILTERS}`, reportToken),
      ok<DistributionResponse>(`channel-share?category=${category}&benchmark=advertiser&${FILTERS}`, reportToken),
    ]);
    const count = average.advertisersCount!;
    expect(count).toBe(totals.advertisersCount);
    expectAverage(average.total, totals.total, count);
    expect(average.items.map((item) => [item.code, item.share])).toEqual(
      totals.items.map((item) => [item.code, item.share]),
    );
    for (const [index, item] of average.items.entries()) expectAverage(item, totals.items[index]!, count);
  });

  it('rank the category’s publishers by their average, with the same changes', async () => {
    const [totals, average] = await Promise.all([
      ok<RankingResponse>(`top-publishers?category=${category}&${FILTERS}&size=5`),
      ok<RankingResponse>(`top-publishers?category=${category}&benchmark=advertiser&${FILTERS}&size=5`),
    ]);
    const count = average.advertisersCount!;
    expect(count).toBeGreaterThan(1);
    expect(average.elements.map((row) => [row.entity.id, row.share, row.change])).toEqual(
      totals.elements.map((row) => [row.entity.id, row.share, row.change]),
    );
    for (const [index, row] of average.elements.entries()) expectAverage(row, totals.elements[index]!, count);
  });
});

describe('the benchmark parameter', () => {
  it.each([
    ['a type that has no benchmark', `expenditure-trend?category=CAT&benchmark=campaign`],
    ['an item other than one category', `expenditure-trend?advertiser=5&benchmark=advertiser`],
    ['a dataset that cannot average', `creatives?category=CAT&benchmark=advertiser`],
  ])('is a 400 naming it for %s', async (_, path) => {
    const reportToken = await viewToken('advertiser', [ADVERTISER]);
    const response = await getDataset(server, token, path.replace('CAT', String(category)), reportToken);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ error: { fieldErrors: object } }>().error.fieldErrors)).toEqual(['benchmark']);
  });
});
