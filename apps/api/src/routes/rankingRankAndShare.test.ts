import type { RankingResponse, RankingRow } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset } from '../testing/reportRequests.ts';

/**
 * A ranked list's rank and share are the row's in the WHOLE list (docs/product/rankings.md): a search
 * only picks rows, so a searched advertiser keeps its place and its part of the total; a list ranked
 * by spend gives every row its share and change of spend, and those shares add up to 100 %.
 */
let server: TestServer;
let token: string;
let category: number;
beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  category = (await server.db.query<{ id: number }>('SELECT category_id AS id FROM advertisers WHERE id = 5'))[0]!.id;
});
afterAll(() => server?.close());

async function ok(path: string): Promise<RankingResponse> {
  const response = await getDataset(server, token, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RankingResponse>();
}

/** Every row of a ranking, page after page (a page holds at most 100). */
async function wholeList(path: string): Promise<RankingRow[]> {
  const rows: RankingRow[] = [];
  for (let page = 0; ; page++) {
    const body = await ok(`${path}&size=100&page=${page}`);
    rows.push(...body.elements);
    if (rows.length >= body.count.total || body.elements.length === 0) return rows;
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A row's rank and share, as the whole list gives them. */
const placeOf = (row: RankingRow) => ({ id: row.entity.id, rank: row.rank, share: row.share });

describe('a searched ranking keeps each row’s rank and share of the whole list', () => {
  it.each([
    ['impressions', ''],
    ['expenses', '&sort=expenses-desc'],
  ])('market leaders by %s', async (_metric, sort) => {
    const path = `market-leaders?category=${category}&period=LAST_30_DAYS${sort}`;
    const all = await wholeList(path);
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((row) => row.rank)).toEqual(all.map((_row, index) => index + 1));
    const third = all[2]!;
    const searched = await ok(`${path}&q=${encodeURIComponent(third.entity.title)}`);
    expect(searched.elements.map(placeOf)).toContainEqual(placeOf(third));
    const byId = new Map(all.map((row) => [row.entity.id, row]));
    for (const row of searched.elements) expect(placeOf(row)).toEqual(placeOf(byId.get(row.entity.id)!));
    // The total stays the whole list's: it is what every share is of.
    const unsearched = await ok(path);
    expect(searched.total).toEqual(unsearched.total);
    expect(searched.count.total).toBe(searched.elements.length);
  });

  it('a search that keeps one row shows it at its own rank, not #1, and not at 100 %', async () => {
    const path = `market-leaders?category=${category}&period=LAST_30_DAYS`;
    const all = await wholeList(path);
    // A row whose title no other row's title contains: the search keeps it alone.
    const alone = all
      .slice(1)
      .find((row) => all.every((other) => other === row || !other.entity.title.includes(row.entity.title)))!;
    const searched = await ok(`${path}&q=${encodeURIComponent(alone.entity.title)}`);
    expect(searched.elements).toHaveLength(1);
    expect(searched.elements[0]!.rank).toBe(alone.rank);
    expect(searched.elements[0]!.rank).toBeGreaterThan(1);
    expect(searched.elements[0]!.share).toBe(alone.share);
    expect(searched.elements[0]!.share).toBeLessThan(100);
  });

  it('a later page continues the ranks of the first', async () => {
    const path = `market-leaders?category=${category}&period=LAST_30_DAYS&size=3`;
    const second = await ok(`${path}&page=1`);
    expect(second.elements.map((row) => row.rank)).toEqual([4, 5, 6].slice(0, second.elements.length));
  });
});

describe('a ranking by spend gives shares and changes of spend', () => {
  it.each([
    ['start page, Spend tab', 'start-top-items?metric=SPEND&period=LAST_30_DAYS'],
    ['market leaders, Spend tab', `market-leaders?period=LAST_30_DAYS&sort=expenses-desc`],
  ])('%s: each share is the row’s spend ÷ the total spend, and they add up to 100 %%', async (_name, path) => {
    const first = await ok(path);
    expect(first.metric).toBe('expenses');
    const all = await wholeList(path);
    expect(all.length).toBe(first.count.total);
    for (const row of all) expect(row.share).toBeCloseTo(round2((row.expenses / first.total.expenses) * 100), 2);
    // Each share is rounded to 0.01: the sum is 100 within half of that per row.
    expect(Math.abs(sum(all.map((row) => row.share)) - 100)).toBeLessThanOrEqual(all.length * 0.005);
    const spends = all.map((row) => row.expenses);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
  });

  it('the spend tab’s share differs from the impressions share where spend and impressions disagree', async () => {
    const bySpend = await ok('start-top-items?metric=SPEND&period=LAST_30_DAYS&size=20');
    const byImpressions = await ok('start-top-items?metric=IMPRESSIONS&period=LAST_30_DAYS&size=100');
    expect(byImpressions.metric).toBe('impressions');
    const impressionsShare = new Map(byImpressions.elements.map((row) => [row.entity.id, row.share]));
    const differing = bySpend.elements.filter((row) => impressionsShare.get(row.entity.id) !== row.share);
    expect(differing.length).toBeGreaterThan(0);
    for (const row of byImpressions.elements) {
      expect(row.share).toBeCloseTo(round2((row.impressions / byImpressions.total.impressions) * 100), 2);
    }
  });

  it('the change is of spend on a spend ranking and of impressions on an impressions ranking', async () => {
    // The previous equally long period of 2025-06-01…2025-06-30 is 2025-05-02…2025-05-31.
    const current = 'period=20250601-20250630';
    const previous = 'period=20250502-20250531';
    const bySpend = await ok(`market-leaders?category=${category}&${current}&sort=expenses-desc&size=5`);
    const before = await wholeList(`market-leaders?category=${category}&${previous}&sort=expenses-desc`);
    const beforeById = new Map(before.map((row) => [row.entity.id, row]));
    const compared = bySpend.elements.filter((row) => (beforeById.get(row.entity.id)?.expenses ?? 0) > 0);
    expect(compared.length).toBeGreaterThan(0);
    for (const row of compared) {
      const was = beforeById.get(row.entity.id)!;
      expect(row.change).toBeCloseTo(round2(((row.expenses - was.expenses) / was.expenses) * 100), 1);
    }
    const byImpressions = await ok(`market-leaders?category=${category}&${current}&size=5`);
    for (const row of byImpressions.elements.filter((r) => (beforeById.get(r.entity.id)?.impressions ?? 0) > 0)) {
      const was = beforeById.get(row.entity.id)!;
      expect(row.change).toBeCloseTo(round2(((row.impressions - was.impressions) / was.impressions) * 100), 1);
    }
  });
});
