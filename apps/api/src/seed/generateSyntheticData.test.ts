import { CHANNEL_DEVICES, type DataChannel } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database.ts';
import { type TestDatabase, createTestDatabase } from '../testing/createTestDatabase.ts';
import { CREATIVE_FORMATS } from './creativeFormats.ts';
import { GENERATOR_VERSION } from './generateSyntheticData.ts';
import { BRAND_ADVERTISERS } from './vocabulary.ts';

/** Second half of 2025: includes the Q4 peak. */
const DATA_END = '2025-12-31';

/** A fingerprint of everything the generator wrote. */
async function fingerprint(db: Database) {
  const [row] = await db.query<Record<string, string>>(
    `SELECT (SELECT md5(string_agg(concat_ws(':', id, domain, home_country, total_impressions), ',' ORDER BY id))
             FROM advertisers) AS advertisers,
            (SELECT md5(string_agg(concat_ws(':', id, name, start_day, end_day), ',' ORDER BY id)) FROM campaigns) AS campaigns,
            (SELECT md5(string_agg(concat_ws(':', id, type, width, height, first_seen), ',' ORDER BY id)) FROM creatives)
              AS creatives,
            (SELECT concat_ws(':', count(*), sum(impressions), sum(expenses)) FROM ad_daily_facts) AS facts,
            (SELECT md5(string_agg(concat_ws(':', advertiser_id, month, country, channel, device, impressions, expenses), ','
                                   ORDER BY advertiser_id, month, country, channel, device))
             FROM advertiser_monthly_channel) AS monthly`,
  );
  return row!;
}

let a: TestDatabase;
let b: TestDatabase;
let other: TestDatabase;
beforeAll(async () => {
  [a, b, other] = await Promise.all([
    createTestDatabase({ dataEnd: DATA_END }),
    createTestDatabase({ dataEnd: DATA_END }),
    createTestDatabase({ dataEnd: DATA_END, seed: 7 }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), other?.close()]);
});

describe('the synthetic data generator (ARCHITECTURE.md, Data)', () => {
  it('is deterministic: the same seed gives the same data, another seed other data', async () => {
    const first = await fingerprint(a.db);
    expect(await fingerprint(b.db)).toEqual(first);
    const different = await fingerprint(other.db);
    expect(different.facts).not.toBe(first.facts);
    expect(different.monthly).not.toBe(first.monthly);
  });

  it('draws the same numbers on PGlite (PostgreSQL 18) and PostgreSQL 15', async () => {
    // Golden values for seed 42, scale small, data to 2025-12-31, identical on both engines. After an
    // intentional change to the generator, bump GENERATOR_VERSION and update them.
    expect(GENERATOR_VERSION).toBe(1);
    const first = await fingerprint(a.db);
    expect(first.facts).toBe('122135:57108447347:315739365.48');
    expect(first.monthly).toBe('e637dd6ca7a5d57d7df0781108d8077e');
  });

  it('records what it generated in data_meta', async () => {
    const rows = await a.db.query('SELECT data_start, data_end, scale, seed FROM data_meta');
    expect(rows).toEqual([{ data_start: '2025-07-01', data_end: DATA_END, scale: 'small', seed: 42 }]);
  });

  it('follows a power law: the top 1 % of advertisers hold a large share of spend, the top 10 % most of it', async () => {
    const [shares] = await a.db.query<{ top1: number; top10: number; advertisers: number; active: number }>(
      `WITH ranked AS (SELECT total_expenses, row_number() OVER (ORDER BY total_expenses DESC) AS r, count(*) OVER () AS n FROM advertisers)
       SELECT (sum(total_expenses) FILTER (WHERE r <= ceil(n * 0.01)) / sum(total_expenses))::float8 AS top1,
              (sum(total_expenses) FILTER (WHERE r <= ceil(n * 0.10)) / sum(total_expenses))::float8 AS top10,
              count(*)::int AS advertisers, count(*) FILTER (WHERE total_expenses > 0)::int AS active
       FROM ranked`,
    );
    expect(shares!.advertisers).toBe(300);
    expect(shares!.active).toBe(300);
    expect(shares!.top1).toBeGreaterThan(0.25);
    expect(shares!.top10).toBeGreaterThan(0.6);
  });

  it('puts the recognisable brands first and gives the long tail unique generated domains', async () => {
    const top = await a.db.query<{ domain: string }>('SELECT domain FROM advertisers ORDER BY id LIMIT 5');
    expect(top.map((row) => row.domain)).toEqual(BRAND_ADVERTISERS.slice(0, 5).map((brand) => brand.domain));
    const [counts] = await a.db.query<{ all: number; distinct: number }>(
      'SELECT count(*)::int AS all, count(DISTINCT lower(domain))::int AS distinct FROM advertisers',
    );
    expect(counts!.distinct).toBe(counts!.all);
  });

  it('prices impressions by channel and country: CTV dearest, display cheapest, the US dearer than South-East Asia', async () => {
    const cpm = await a.db.query<{ key: string; cpm: number }>(
      `SELECT channel AS key, (sum(expenses) / sum(impressions) * 1000)::float8 AS cpm FROM advertiser_monthly_channel GROUP BY channel
       UNION ALL
       SELECT country, (sum(expenses) / sum(impressions) * 1000)::float8 FROM advertiser_monthly_channel
       WHERE country IN ('US', 'VN') GROUP BY country`,
    );
    const of = (key: string) => cpm.find((row) => row.key === key)!.cpm;
    expect(of('CONNECTED_TV')).toBeGreaterThan(of('VIDEO'));
    expect(of('VIDEO')).toBeGreaterThan(of('DISPLAY'));
    expect(of('SOCIAL')).toBeGreaterThan(of('DISPLAY'));
    expect(of('US') / of('VN')).toBeGreaterThan(5);
  });

  it('has a Q4 peak and a weekly rhythm', async () => {
    const [season] = await a.db.query<{ july: number; november: number; weekday: number; weekend: number }>(
      `SELECT avg(impressions) FILTER (WHERE extract(month FROM day) = 7)::float8 AS july,
              avg(impressions) FILTER (WHERE extract(month FROM day) = 11)::float8 AS november,
              avg(impressions) FILTER (WHERE extract(isodow FROM day) BETWEEN 1 AND 4)::float8 AS weekday,
              avg(impressions) FILTER (WHERE extract(isodow FROM day) IN (6, 7))::float8 AS weekend
       FROM (SELECT day, sum(impressions) AS impressions FROM advertiser_daily_channel GROUP BY day) daily`,
    );
    expect(season!.november).toBeGreaterThan(season!.july * 1.2);
    expect(season!.weekday).toBeGreaterThan(season!.weekend * 1.05);
  });

  it('keeps facts inside the data range, on valid channel × device pairs, in monthly partitions', async () => {
    const [range] = await a.db.query<{ first: string; last: string }>(
      'SELECT min(day) AS first, max(day) AS last FROM ad_daily_facts',
    );
    expect(range).toEqual({ first: '2025-07-01', last: DATA_END });
    const pairs = await a.db.query<{ channel: DataChannel; device: string }>(
      'SELECT DISTINCT channel, device FROM ad_daily_facts',
    );
    for (const { channel, device } of pairs) expect(CHANNEL_DEVICES[channel]).toContain(device);
    const partitions = await a.db.query(
      `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = 'ad_daily_facts'`,
    );
    expect(partitions).toHaveLength(6);
  });

  it('rolls up exactly: daily and monthly rollups and advertiser totals equal the facts', async () => {
    const [sums] = await a.db.query<Record<string, string>>(
      `SELECT (SELECT sum(impressions) || '/' || sum(expenses) FROM ad_daily_facts) AS facts,
              (SELECT sum(impressions) || '/' || sum(expenses) FROM advertiser_daily_channel) AS daily,
              (SELECT sum(impressions) || '/' || sum(expenses) FROM advertiser_monthly_channel) AS monthly,
              (SELECT sum(total_impressions) || '/' || sum(total_expenses) FROM advertisers) AS advertisers`,
    );
    expect(new Set(Object.values(sums!)).size).toBe(1);
  });

  it('draws creatives from the IAB formats, seen within their campaign and the data', async () => {
    const creatives = await a.db.query<{
      channel: string;
      device: string;
      type: string;
      width: number;
      height: number;
      bad: boolean;
    }>(
      `SELECT DISTINCT cr.channel, cr.device, cr.type, cr.width, cr.height,
              (cr.first_seen < greatest(c.start_day, '2025-07-01') OR cr.last_seen > least(c.end_day, $1::date)) AS bad
       FROM creatives cr JOIN campaigns c ON c.advertiser_id = cr.advertiser_id AND c.id = cr.campaign_id`,
      [DATA_END],
    );
    expect(creatives.length).toBeGreaterThan(10);
    for (const creative of creatives) {
      expect(creative.bad).toBe(false);
      const { bad: _, ...format } = creative;
      expect(CREATIVE_FORMATS).toContainEqual(expect.objectContaining(format));
    }
  });
});
