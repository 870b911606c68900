import { PERIOD_CODES, type RankingResponse, previousRange, resolvePeriod } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherSliceRanges, sliceKey } from '../datasets/publisherSlices.ts';
import { rangeParts } from '../datasets/rangeParts.ts';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { getDataset } from '../testing/reportRequests.ts';

/**
 * The publisher rows the generator stores for the days the predefined periods cut out of a month
 * (migration 0028, docs/product/figures.md "Publishers on a cut month"): each must be what a report
 * would compute on request — its monthly row's share of its parent's days — and the start page's
 * publishers, read from them, must equal that arithmetic done apart from the scans.
 */
let server: TestServer;
let token: string;
let data: { start: string; end: string };

beforeAll(async () => {
  server = await createTestServer();
  token = await server.accessToken();
  const [meta] = await server.db.query<{ start: string; end: string }>(
    `SELECT data_start AS start, data_end AS end FROM data_meta`,
  );
  data = meta!;
}, 600_000);
afterAll(() => server?.close());

/** A publisher's figures over a range, independently of the scans and the stored slices. */
const OWN_DAYS_SQL = `
  SELECT p.publisher_id::int AS publisher,
         sum(p.impressions::float8 * coalesce(d.impressions, 0) / nullif(m.impressions, 0))::float8 AS impressions,
         sum(p.expenses::float8 * coalesce(d.expenses, 0) / nullif(m.expenses, 0))::float8 AS expenses
  FROM publisher_monthly_advertiser p
  JOIN advertiser_monthly_channel m ON m.advertiser_id = p.advertiser_id AND m.month = p.month
   AND m.country = p.country AND m.channel = p.channel AND m.device = p.device
  LEFT JOIN LATERAL (
    SELECT sum(x.impressions)::float8 AS impressions, sum(x.expenses)::float8 AS expenses
    FROM advertiser_daily_channel x
    WHERE x.advertiser_id = p.advertiser_id AND x.country = p.country AND x.channel = p.channel
      AND x.device = p.device AND x.day BETWEEN greatest($1::date, p.month)
      AND least($2::date, (p.month + interval '1 month - 1 day')::date)
  ) d ON true
  WHERE p.month BETWEEN date_trunc('month', $1::date) AND $2::date AND p.publisher_id = ANY($3::bigint[])
  GROUP BY p.publisher_id`;

describe('publisher rows stored for the predefined periods’ cut months', () => {
  it('cover every cut-month part of every predefined period and of its previous period', async () => {
    const stored = await server.db.query<{ start: string; end: string }>(
      `SELECT DISTINCT range_start AS start, range_end AS end FROM publisher_slice_advertiser ORDER BY 1, 2`,
    );
    const storedKeys = new Set(stored.map(sliceKey));
    expect(stored.map(sliceKey)).toEqual(publisherSliceRanges(data).map(sliceKey));
    for (const code of PERIOD_CODES) {
      const period = resolvePeriod(code, data.end)!;
      for (const range of [period, previousRange(period)]) {
        const parts = rangeParts(range, data);
        for (const part of [...(parts?.plus ?? []), ...(parts?.minus ?? [])]) {
          expect(storedKeys.has(sliceKey(part)), `${code} ${sliceKey(part)}`).toBe(true);
        }
      }
    }
    // The last 7 and 30 days cut months on this data (it ends mid-month).
    expect(stored.length).toBeGreaterThanOrEqual(2);
  });

  it('hold each publisher row’s share of its advertiser cell’s days, and every such row', async () => {
    const [check] = await server.db.query<{ missing: number; extra: number; worst: number; rows: number }>(
      `WITH own AS (
         SELECT s.range_start, s.range_end, p.advertiser_id, p.publisher_id, p.country, p.channel, p.device,
                p.impressions::float8 * d.impressions / nullif(m.impressions, 0) AS impressions,
                p.expenses::float8 * d.expenses / nullif(m.expenses, 0) AS expenses
         FROM (SELECT DISTINCT range_start, range_end FROM publisher_slice_advertiser) s
         JOIN publisher_monthly_advertiser p ON p.month = date_trunc('month', s.range_start)
         JOIN advertiser_monthly_channel m ON m.advertiser_id = p.advertiser_id AND m.month = p.month
          AND m.country = p.country AND m.channel = p.channel AND m.device = p.device
         JOIN LATERAL (
           SELECT sum(x.impressions)::float8 AS impressions, sum(x.expenses)::float8 AS expenses
           FROM advertiser_daily_channel x
           WHERE x.advertiser_id = p.advertiser_id AND x.country = p.country AND x.channel = p.channel
             AND x.device = p.device AND x.day BETWEEN s.range_start AND s.range_end
         ) d ON d.impressions > 0 OR d.expenses > 0
       )
       SELECT count(*) FILTER (WHERE t.advertiser_id IS NULL)::int AS missing,
              count(*) FILTER (WHERE o.advertiser_id IS NULL)::int AS extra,
              coalesce(max(abs(t.impressions - o.impressions) + abs(t.expenses - o.expenses)), 0)::float8 AS worst,
              count(*)::int AS rows
       FROM own o FULL JOIN publisher_slice_advertiser t USING (range_start, range_end, advertiser_id, publisher_id,
                                                               country, channel, device)`,
    );
    expect(check!.rows).toBeGreaterThan(100);
    expect(check).toMatchObject({ missing: 0, extra: 0 });
    expect(check!.worst).toBeLessThan(1e-6);
  });

  it('split each ad’s own days across its publishers: an ad’s rows add up to its days', async () => {
    const [check] = await server.db.query<{ worst: number; rows: number }>(
      `SELECT coalesce(max(abs(s.impressions - d.impressions) + abs(s.expenses - d.expenses)), 1)::float8 AS worst,
              count(*)::int AS rows
       FROM (SELECT range_start, range_end, advertiser_id, creative_id, country,
                    sum(impressions) AS impressions, sum(expenses) AS expenses
             FROM publisher_slice_creative GROUP BY 1, 2, 3, 4, 5) s
       JOIN LATERAL (
         SELECT sum(x.impressions)::float8 AS impressions, sum(x.expenses)::float8 AS expenses
         FROM creative_daily x
         WHERE x.advertiser_id = s.advertiser_id AND x.creative_id = s.creative_id AND x.country = s.country
           AND x.day BETWEEN s.range_start AND s.range_end
       ) d ON true`,
    );
    expect(check!.rows).toBeGreaterThan(100);
    expect(check!.worst).toBeLessThan(1e-6);
  });

  it('sum the publisher totals, their every-country and every-channel rows included, from the rows per advertiser', async () => {
    const [check] = await server.db.query<{ worst: number; rows: number }>(
      `SELECT coalesce(max(abs(t.impressions - a.impressions) + abs(t.expenses - a.expenses)), 1)::float8 AS worst,
              count(*)::int AS rows
       FROM publisher_slice_totals t
       JOIN (SELECT range_start, range_end, publisher_id, sum(impressions) AS impressions, sum(expenses) AS expenses
             FROM publisher_slice_advertiser GROUP BY 1, 2, 3) a USING (range_start, range_end, publisher_id)
       WHERE t.country = 'ALL' AND t.channel = 'ALL' AND t.device = 'ALL'`,
    );
    expect(check!.rows).toBeGreaterThan(10);
    expect(check!.worst).toBeLessThan(1e-6);
  });

  it.each(['LAST_7_DAYS', 'LAST_30_DAYS'])(
    'give the start page’s top publishers for %s their advertisers’ days, to the unit and the cent',
    async (period) => {
      const response = await getDataset(
        server,
        token,
        `start-top-items?metric=PUBLISHERS&period=${period}&channel=ALL-ALL&currency=USD&size=20`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<RankingResponse>();
      expect(body.elements.length).toBeGreaterThan(5);
      const own = await server.db.query<{ publisher: number; impressions: number; expenses: number }>(OWN_DAYS_SQL, [
        body.period.start,
        body.period.end,
        body.elements.map((row) => row.entity.id),
      ]);
      const expected = new Map(own.map((row) => [row.publisher, row]));
      for (const row of body.elements) {
        const want = expected.get(row.entity.id)!;
        expect(Math.abs(row.impressions - want.impressions), `${row.entity.id} impressions`).toBeLessThanOrEqual(1);
        expect(Math.abs(row.expenses - want.expenses), `${row.entity.id} spend`).toBeLessThanOrEqual(0.011);
      }
    },
  );
});
