import { CHANNEL_DEVICES, DATA_CHANNELS, type DataChannel } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/Database.ts';
import { type TestDatabase, createTestDatabase } from '../testing/createTestDatabase.ts';
import { CREATIVE_FORMATS } from './creativeFormats.ts';
import { CATEGORY_TREE } from './categoryVocabulary.ts';
import { GENERATOR_VERSION, generateSyntheticData } from './generateSyntheticData.ts';
import { largeAdvertisers } from './prepareAdvertiserProfiles.ts';
import { SCALES, type Scale } from './scales.ts';
import { seedAppState } from './seedAppState.ts';
import { seedIfEmpty } from './seedIfEmpty.ts';
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
             FROM advertiser_monthly_channel) AS monthly,
            (SELECT md5(string_agg(concat_ws(':', id, category_id), ',' ORDER BY id)) FROM advertisers) AS categories,
            (SELECT md5(string_agg(concat_ws(':', advertiser_id, id, name, parent_id), ',' ORDER BY id)) FROM brands) AS brands,
            (SELECT md5(string_agg(concat_ws(':', campaign_id, keyword_id), ',' ORDER BY campaign_id, keyword_id))
             FROM campaign_keywords) AS keywords,
            (SELECT md5(string_agg(concat_ws(':', advertiser_id, creative_id, month, country, impressions, expenses), ','
                                   ORDER BY advertiser_id, creative_id, month, country))
             FROM creative_monthly) AS creative_monthly,
            (SELECT md5(string_agg(concat_ws(':', advertiser_id, publisher_id, month, country, channel, device, impressions,
                                             expenses), ',' ORDER BY advertiser_id, publisher_id, month, country, channel, device))
             FROM publisher_monthly_advertiser) AS publisher_monthly,
            (SELECT md5(string_agg(concat_ws(':', advertiser_id, creative_id, publisher_id, month, country, impressions,
                                             expenses), ',' ORDER BY advertiser_id, creative_id, publisher_id, month, country))
             FROM publisher_monthly_creative) AS publisher_creative`,
  );
  return row!;
}

/**
 * A miniature scale for the tests that generate again and again (determinism, regeneration): a
 * second of SQL where `small` takes about 30 s of CPU. The golden values below pin `small` itself.
 */
const MINIATURE: Scale = { ...SCALES.small, advertisers: 60, publishers: 40, months: 2 };

/** `small`, seed 42, to DATA_END: what most tests read. */
let a: TestDatabase;
/** Migrated and empty: the miniature generations replace each other's data here. */
let miniature: TestDatabase;
beforeAll(async () => {
  [a, miniature] = await Promise.all([
    createTestDatabase({ dataEnd: DATA_END }),
    createTestDatabase({ seeded: false }),
  ]);
}, 300_000);
afterAll(async () => {
  await Promise.all([a?.close(), miniature?.close()]);
});

async function generateMiniature(seed: number) {
  await generateSyntheticData(miniature.db, { scale: MINIATURE, seed, dataEnd: DATA_END });
  return fingerprint(miniature.db);
}

describe('the synthetic data generator', () => {
  it('is deterministic: the same seed gives the same data, another seed other data', async () => {
    const first = await generateMiniature(42);
    expect(await generateMiniature(42)).toEqual(first);
    const different = await generateMiniature(7);
    expect(different.facts).not.toBe(first.facts);
    expect(different.monthly).not.toBe(first.monthly);
  });

  it('draws the same numbers on PGlite (PostgreSQL 18) and PostgreSQL 15', async () => {
    // Golden values for seed 42, scale small, data to 2025-12-31, identical on both engines and on every
    // run (so no second `small` seed is needed to show the generator is deterministic). After an
    // intentional change to the generator, bump GENERATOR_VERSION and update them.
    expect(GENERATOR_VERSION).toBe(7);
    expect(await fingerprint(a.db)).toEqual({
      advertisers: '604613984558d9b7f67563b62946c0af',
      campaigns: 'bfb17453a1d3f1257966fa02dbb5b15e',
      creatives: 'd8566d490cde8b4a8dbf3344f03a1178',
      facts: '164074:109141334952:726170211.75',
      monthly: '44b43a9346890a8f786ab3dc2a11d812',
      categories: '6159a3bd611ad65e169acd6f2eb78cc1',
      brands: '04a5ccd4c906b1e3d00b6eea3c7d9722',
      keywords: 'a82d888aa8bb66682d6080d294279569',
      creative_monthly: 'e51c2aa4fb134cbdcffc64800ec57080',
      publisher_monthly: 'bcb302a675bfc9985786b61087cf86dd',
      publisher_creative: 'b3eb021f5e3f74bfcbe8a7fa8deda9f2',
    });
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

/** Rows of a per-advertiser rollup summed to advertiser_monthly_channel's key, compared with it. */
async function mismatchesAgainstAdvertiserMonthly(db: Database, table: string) {
  const [row] = await db.query<{ keys: number; mismatches: number }>(
    `WITH parts AS (
       SELECT advertiser_id, month, country, channel, device, sum(impressions) AS impressions, sum(expenses) AS expenses
       FROM ${table} GROUP BY advertiser_id, month, country, channel, device
     )
     SELECT count(*)::int AS keys,
            count(*) FILTER (WHERE p.impressions IS DISTINCT FROM m.impressions OR p.expenses IS DISTINCT FROM m.expenses)::int
              AS mismatches
     FROM advertiser_monthly_channel m FULL JOIN parts p USING (advertiser_id, month, country, channel, device)`,
  );
  return row!;
}

describe('the report dimensions and rollups (migration 0008)', () => {
  it.each([
    'campaign_monthly_channel',
    'creative_monthly',
    'publisher_monthly_advertiser',
    'publisher_monthly_creative',
  ])('splits advertiser_monthly_channel exactly, to the cent, in %s', async (table) => {
    const result = await mismatchesAgainstAdvertiserMonthly(a.db, table);
    expect(result.keys).toBeGreaterThan(1000);
    expect(result.mismatches).toBe(0);
  });

  it('splits every campaign day exactly across the creatives live that day, and sums them into creative_monthly', async () => {
    const [row] = await a.db.query<Record<string, number>>(
      `WITH days AS (
         SELECT advertiser_id, campaign_id, day, country, channel, device, sum(impressions) AS impressions,
                sum(expenses) AS expenses
         FROM creative_daily GROUP BY 1, 2, 3, 4, 5, 6
       ),
       months AS (
         SELECT advertiser_id, creative_id, date_trunc('month', day)::date AS month, country,
                sum(impressions) AS impressions, sum(expenses) AS expenses
         FROM creative_daily GROUP BY 1, 2, 3, 4
       )
       SELECT (SELECT count(*) FROM days)::int AS keys,
              (SELECT count(*) FROM ad_daily_facts f FULL JOIN days d
                 USING (advertiser_id, campaign_id, day, country, channel, device)
               WHERE f.impressions IS DISTINCT FROM d.impressions OR f.expenses IS DISTINCT FROM d.expenses)::int AS day_mismatches,
              (SELECT count(*) FROM creative_daily d
                 JOIN creatives c ON c.advertiser_id = d.advertiser_id AND c.id = d.creative_id
               WHERE d.day NOT BETWEEN c.first_seen AND c.last_seen OR c.campaign_id <> d.campaign_id
                  OR c.channel <> d.channel OR c.device <> d.device)::int AS off_flight,
              (SELECT count(*) FROM creative_monthly m FULL JOIN months x USING (advertiser_id, creative_id, month, country)
               WHERE m.impressions IS DISTINCT FROM x.impressions OR m.expenses IS DISTINCT FROM x.expenses)::int AS month_mismatches`,
    );
    expect(row!.keys).toBeGreaterThan(10_000);
    expect(row).toMatchObject({ day_mismatches: 0, off_flight: 0, month_mismatches: 0 });
  });

  it('puts every creative month on a creative of that campaign, channel and device seen in the month', async () => {
    const [row] = await a.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM creative_monthly m
       LEFT JOIN creatives c ON c.advertiser_id = m.advertiser_id AND c.id = m.creative_id AND c.campaign_id = m.campaign_id
         AND c.channel = m.channel AND c.device = m.device
         AND c.first_seen < (m.month + interval '1 month')::date AND c.last_seen >= m.month
       WHERE c.id IS NULL`,
    );
    expect(row!.bad).toBe(0);
  });

  it('estimates creatives per publisher (migration 0011): each creative month split exactly across the publishers its advertiser ran on in that cell', async () => {
    const [row] = await a.db.query<Record<string, number>>(
      `WITH per_creative AS (
         SELECT advertiser_id, creative_id, month, country, sum(impressions) AS impressions, sum(expenses) AS expenses
         FROM publisher_monthly_creative GROUP BY 1, 2, 3, 4
       ),
       per_publisher AS (
         SELECT advertiser_id, publisher_id, month, country, channel, device, sum(expenses) AS expenses
         FROM publisher_monthly_creative GROUP BY 1, 2, 3, 4, 5, 6
       ),
       cells AS (
         SELECT advertiser_id, month, country, channel, device, count(*) AS creatives,
                (SELECT count(*) FROM publisher_monthly_advertiser m WHERE m.advertiser_id = cm.advertiser_id
                   AND m.month = cm.month AND m.country = cm.country AND m.channel = cm.channel
                   AND m.device = cm.device) AS publishers
         FROM creative_monthly cm GROUP BY 1, 2, 3, 4, 5
       )
       SELECT
         (SELECT count(*) FROM creative_monthly m FULL JOIN per_creative p USING (advertiser_id, creative_id, month, country)
          WHERE p.impressions IS DISTINCT FROM m.impressions OR p.expenses IS DISTINCT FROM m.expenses)::int AS creative_mismatches,
         (SELECT count(*) FROM per_publisher p LEFT JOIN publisher_monthly_advertiser m
            USING (advertiser_id, publisher_id, month, country, channel, device) WHERE m.advertiser_id IS NULL)::int AS not_ran,
         (SELECT count(*) FROM publisher_monthly_creative pc JOIN creatives c ON c.advertiser_id = pc.advertiser_id
            AND c.id = pc.creative_id
          WHERE (c.campaign_id, c.channel, c.device, c.type, c.placement, c.buying_method, c.first_seen, c.last_seen)
            IS DISTINCT FROM (pc.campaign_id, pc.channel, pc.device, pc.type, pc.placement, pc.buying_method,
                              pc.first_seen, pc.last_seen))::int AS bad_copies,
         -- Per advertiser, publisher and cell the creatives add up to the advertiser's spend there within
         -- rounding: each part is floored to the cent and the largest of a creative gets the remainder.
         (SELECT count(*) FROM per_publisher p
          JOIN publisher_monthly_advertiser m USING (advertiser_id, publisher_id, month, country, channel, device)
          JOIN cells c USING (advertiser_id, month, country, channel, device)
          WHERE abs(p.expenses - m.expenses) > 0.01 * c.creatives * c.publishers)::int AS off_share,
         (SELECT count(*) FROM publisher_monthly_creative)::int AS rows`,
    );
    expect(row).toMatchObject({ creative_mismatches: 0, not_ran: 0, bad_copies: 0, off_share: 0 });
    expect(row!.rows).toBeGreaterThan(10_000);
  });

  it('buys publishers whose kind fits the channel', async () => {
    const pairs = await a.db.query<{ channel: string; kind: string }>(
      `SELECT DISTINCT m.channel, p.kind FROM publisher_monthly_advertiser m JOIN publishers p ON p.id = m.publisher_id`,
    );
    const fits: Record<string, string[]> = {
      DISPLAY: ['WEBSITE'],
      VIDEO: ['YOUTUBE', 'YOUTUBE_CHANNEL', 'WEBSITE'],
      SOCIAL: ['SOCIAL'],
      INAPP: ['ANDROID_APP', 'IOS_APP'],
      CONNECTED_TV: ['YOUTUBE', 'YOUTUBE_CHANNEL', 'WEBSITE'],
    };
    for (const { channel, kind } of pairs) expect(fits[channel]).toContain(kind);
  });

  describe('data that looks real (docs/decisions/data-generation.md#data-that-looks-real)', () => {
    const last12 = `m.month > (SELECT data_end FROM data_meta) - interval '12 months'`;

    it('buys YouTube channels wherever it buys YouTube: the YouTube Channels widget never misses an advertiser on YouTube', async () => {
      // The cause of "not enough data" beside YouTube as the number-two publisher: YouTube and its
      // channels were one pool ranked by size, so youtube.com took nearly every video draw.
      const [row] = await a.db.query<{ on_youtube: number; without_channels: number }>(
        `SELECT count(*)::int AS on_youtube, count(*) FILTER (WHERE NOT channels)::int AS without_channels
       FROM (SELECT m.advertiser_id, bool_or(p.kind = 'YOUTUBE_CHANNEL') AS channels
             FROM publisher_monthly_advertiser m JOIN publishers p ON p.id = m.publisher_id
             WHERE p.kind IN ('YOUTUBE', 'YOUTUBE_CHANNEL') GROUP BY m.advertiser_id
             HAVING bool_or(p.kind = 'YOUTUBE')) x`,
      );
      expect(row!.on_youtube).toBeGreaterThan(50);
      expect(row!.without_channels).toBe(0);
    });

    it('splits in-app by platform per market and brand: apple.com mostly iOS, the US more iOS than India', async () => {
      const shares = await a.db.query<{ key: string; ios: number }>(
        `SELECT a.domain AS key, (sum(m.impressions) FILTER (WHERE p.kind = 'IOS_APP') / sum(m.impressions))::float8 AS ios
       FROM publisher_monthly_advertiser m JOIN publishers p ON p.id = m.publisher_id JOIN advertisers a ON a.id = m.advertiser_id
       WHERE m.channel = 'INAPP' AND a.domain = 'apple.com' GROUP BY a.domain
       UNION ALL
       SELECT m.country, (sum(m.impressions) FILTER (WHERE p.kind = 'IOS_APP') / sum(m.impressions))::float8
       FROM publisher_monthly_advertiser m JOIN publishers p ON p.id = m.publisher_id
       WHERE m.channel = 'INAPP' AND m.country IN ('US', 'IN') GROUP BY m.country`,
      );
      const of = (key: string) => shares.find((row) => row.key === key)?.ios;
      expect(of('apple.com')).toBeGreaterThan(0.8);
      expect(of('US')).toBeGreaterThan(0.4);
      expect(of('US')! - of('IN')!).toBeGreaterThan(0.25);
    });

    it('names placements: Unknown is a small remainder, never the first placement of a big advertiser', async () => {
      const placements = await a.db.query<{ id: number; first: string; unknown: number }>(
        `SELECT id, (array_agg(placement ORDER BY spend DESC))[1] AS first,
              coalesce(sum(spend) FILTER (WHERE placement = 'UNKNOWN') / sum(spend), 0)::float8 AS unknown
       FROM (SELECT m.advertiser_id::int AS id, c.placement, sum(m.expenses) AS spend
             FROM creative_monthly m JOIN creatives c ON c.advertiser_id = m.advertiser_id AND c.id = m.creative_id
             WHERE m.advertiser_id <= 10 GROUP BY 1, 2) x
       GROUP BY id`,
      );
      expect(placements).toHaveLength(10);
      for (const row of placements) {
        expect(row.first, `advertiser ${row.id}`).not.toBe('UNKNOWN');
        expect(row.unknown, `advertiser ${row.id}`).toBeLessThan(0.15);
      }
    });

    it('keeps each brand in its real markets: a global brand is always in the US and its other first markets', async () => {
      const rows = await a.db.query<{ domain: string; countries: string[] }>(
        `SELECT a.domain, array_agg(DISTINCT m.country ORDER BY m.country) AS countries
       FROM advertiser_monthly_channel m JOIN advertisers a ON a.id = m.advertiser_id
       WHERE a.domain IN ('nike.com', 'adidas.com', 'amazon.com', 'walmart.com') AND ${last12} AND m.expenses > 0
       GROUP BY a.domain`,
      );
      const of = (domain: string) => rows.find((row) => row.domain === domain)?.countries ?? [];
      // Always on in their first four markets (BRAND_MARKETS); bursts reach the others.
      expect(of('nike.com')).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'FR']));
      expect(of('adidas.com')).toEqual(expect.arrayContaining(['DE', 'US', 'GB', 'FR']));
      expect(of('amazon.com')).toEqual(expect.arrayContaining(['US', 'GB', 'DE', 'JP']));
      // A US retailer stays home (and in Canada and Mexico): the gap a comparison must explain.
      expect(of('walmart.com')).not.toContain('GB');
    });

    it('keeps giants always on: no month of a channel they buy falls below a third of its average', async () => {
      const rows = await a.db.query<{ domain: string; channel: string; low: number }>(
        `SELECT a.domain, m.channel, (min(spend) / avg(spend))::float8 AS low
       FROM (SELECT advertiser_id, channel, month, sum(expenses) AS spend FROM advertiser_monthly_channel m
             WHERE advertiser_id <= 5 GROUP BY 1, 2, 3) m
       JOIN advertisers a ON a.id = m.advertiser_id
       GROUP BY a.domain, m.channel HAVING count(*) = (SELECT count(DISTINCT month) FROM advertiser_monthly_channel)`,
      );
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) expect(row.low, `${row.domain} ${row.channel}`).toBeGreaterThan(1 / 3);
    });

    it('fills every subcategory: several advertisers each at the small scale, Sportswear with its rival brands', async () => {
      const [row] = await a.db.query<{ smallest: number; sportswear: number }>(
        `SELECT (SELECT min(n) FROM (SELECT count(a.id)::int AS n FROM categories c LEFT JOIN advertisers a ON a.category_id = c.id
                                   WHERE c.parent_id IS NOT NULL GROUP BY c.id) x) AS smallest,
              (SELECT count(*)::int FROM advertisers a JOIN categories c ON c.id = a.category_id WHERE c.name = 'Sportswear') AS sportswear`,
      );
      expect(row!.smallest).toBeGreaterThan(0);
      expect(row!.sportswear).toBeGreaterThanOrEqual(7);
    });
  });

  describe('channel mixes that move (docs/product/synthetic-data.md)', () => {
    /** Each of the top 10's channel shares of its month's spend, 0 where it bought none of it. */
    const monthlyShares = `
      WITH spend AS (
        SELECT advertiser_id, month, channel, sum(expenses)::float8 AS spend FROM advertiser_monthly_channel
        WHERE advertiser_id <= 10 GROUP BY 1, 2, 3
      ),
      totals AS (SELECT advertiser_id, month, sum(spend) AS total FROM spend GROUP BY 1, 2)
      SELECT t.advertiser_id, t.month, c.channel, coalesce(s.spend, 0) / t.total AS share
      FROM totals t CROSS JOIN unnest($1::text[]) AS c(channel)
      LEFT JOIN spend s ON s.advertiser_id = t.advertiser_id AND s.month = t.month AND s.channel = c.channel`;

    it('has the top 10 advertisers in every channel at least one month: the channels a plan can show are never empty for them', async () => {
      const rows = await a.db.query<{ domain: string; channel: string; months: number }>(
        `SELECT a.domain, x.channel, count(*) FILTER (WHERE x.share > 0)::int AS months
         FROM (${monthlyShares}) x JOIN advertisers a ON a.id = x.advertiser_id
         GROUP BY a.domain, x.channel`,
        [DATA_CHANNELS],
      );
      expect(rows).toHaveLength(10 * DATA_CHANNELS.length);
      for (const row of rows) expect(row.months, `${row.domain} ${row.channel}`).toBeGreaterThan(0);
    });

    it("moves each top advertiser's core channel shares month to month, within bounds", async () => {
      // Core channels: bought every month. The coefficient of variation of the monthly share: a fixed
      // mix (only campaign bursts moving it) had a median of 0.08 over six months.
      const rows = await a.db.query<{ domain: string; channel: string; cv: number; low: number; high: number }>(
        `SELECT a.domain, x.channel, (stddev_pop(x.share) / avg(x.share))::float8 AS cv,
                (min(x.share) / avg(x.share))::float8 AS low, (max(x.share) / avg(x.share))::float8 AS high
         FROM (${monthlyShares}) x JOIN advertisers a ON a.id = x.advertiser_id
         GROUP BY a.domain, x.channel HAVING min(x.share) > 0`,
        [DATA_CHANNELS],
      );
      expect(rows.length).toBeGreaterThan(25);
      const cvs = rows.map((row) => row.cv).sort((x, y) => x - y);
      expect(cvs[Math.floor(cvs.length / 2)]).toBeGreaterThan(0.12);
      for (const row of rows) {
        expect(row.cv, `${row.domain} ${row.channel}`).toBeLessThan(0.6);
        expect(row.low, `${row.domain} ${row.channel}`).toBeGreaterThan(1 / 3);
        expect(row.high, `${row.domain} ${row.channel}`).toBeLessThan(3);
      }
    });

    it('keeps mixes distinct by brand: nike.com and disney.com far apart, the top 10 led by several channels', async () => {
      const rows = await a.db.query<{ domain: string; channel: string; share: number }>(
        `SELECT a.domain, m.channel, (sum(m.expenses) / sum(sum(m.expenses)) OVER (PARTITION BY a.domain))::float8 AS share
         FROM advertiser_monthly_channel m JOIN advertisers a ON a.id = m.advertiser_id
         WHERE a.domain IN ('nike.com', 'disney.com') OR a.id <= 10 GROUP BY a.domain, m.channel`,
      );
      const mix = (domain: string) =>
        new Map(rows.filter((row) => row.domain === domain).map((row) => [row.channel, row.share]));
      const [nike, disney] = [mix('nike.com'), mix('disney.com')];
      const distance =
        DATA_CHANNELS.reduce((sum, c) => sum + Math.abs((nike.get(c) ?? 0) - (disney.get(c) ?? 0)), 0) / 2;
      expect(distance).toBeGreaterThan(0.5);
      const leaders = new Set(
        [...new Set(rows.map((row) => row.domain))].map((domain) => {
          const shares = rows.filter((row) => row.domain === domain).sort((x, y) => y.share - x.share);
          return shares[0]!.channel;
        }),
      );
      expect(leaders.size).toBeGreaterThanOrEqual(3);
    });

    it("keeps connected TV a large advertiser's channel: few of the others buy it", async () => {
      const [row] = await a.db.query<{ others: number; on_ctv: number }>(
        `SELECT count(*)::int AS others, count(*) FILTER (WHERE ctv)::int AS on_ctv
         FROM (SELECT advertiser_id, bool_or(channel = 'CONNECTED_TV') AS ctv FROM advertiser_monthly_channel
               WHERE advertiser_id > $1::int GROUP BY advertiser_id) x`,
        [largeAdvertisers(SCALES.small)],
      );
      expect(row!.others).toBeGreaterThan(200);
      // 12 % of them before connected TV's draw weight shrank below the large advertisers.
      expect(row!.on_ctv / row!.others).toBeLessThan(0.08);
    });
  });

  it("keeps the market rollups' 'ALL' rows equal to the sums they stand for", async () => {
    const [row] = await a.db.query<Record<string, number>>(
      `WITH amc AS (
         SELECT m.*, a.category_id, c.parent_id FROM advertiser_monthly_channel m
         JOIN advertisers a ON a.id = m.advertiser_id JOIN categories c ON c.id = a.category_id
       )
       SELECT
         (SELECT count(*) FROM (
            SELECT month, advertiser_id, sum(expenses) AS expenses FROM amc GROUP BY 1, 2
            EXCEPT SELECT month, advertiser_id, expenses FROM market_monthly_advertiser
            WHERE country = 'ALL' AND channel = 'ALL' AND device = 'ALL') x)::int AS market_all,
         (SELECT count(*) FROM (
            SELECT month, advertiser_id, country, channel, sum(impressions) AS impressions FROM amc GROUP BY 1, 2, 3, 4
            EXCEPT SELECT month, advertiser_id, country, channel, impressions FROM market_monthly_advertiser
            WHERE country <> 'ALL' AND channel <> 'ALL' AND device = 'ALL') x)::int AS market_channel,
         (SELECT count(*) FROM (
            SELECT month, advertiser_id, country, channel, device, impressions FROM amc
            EXCEPT SELECT month, advertiser_id, country, channel, device, impressions FROM market_monthly_advertiser
            WHERE country <> 'ALL' AND channel <> 'ALL' AND device <> 'ALL') x)::int AS market_detail,
         (SELECT count(*) FROM (
            SELECT publisher_id, month, sum(expenses) AS expenses, count(DISTINCT advertiser_id)::int AS advertisers
            FROM publisher_monthly_advertiser GROUP BY 1, 2
            EXCEPT SELECT publisher_id, month, expenses, advertisers_count FROM publisher_monthly_totals
            WHERE country = 'ALL' AND channel = 'ALL' AND device = 'ALL') x)::int AS publishers,
         (SELECT count(*) FROM (
            SELECT category_id, month, country, sum(expenses) AS expenses, count(DISTINCT advertiser_id)::int FROM amc GROUP BY 1, 2, 3
            UNION ALL
            SELECT parent_id, month, country, sum(expenses), count(DISTINCT advertiser_id)::int FROM amc GROUP BY 1, 2, 3
            EXCEPT SELECT category_id, month, country, expenses, advertisers_count FROM category_monthly_channel
            WHERE country <> 'ALL' AND channel = 'ALL' AND device = 'ALL') x)::int AS categories,
         (SELECT count(*) FROM market_monthly_advertiser WHERE channel = 'ALL' AND device <> 'ALL')::int AS impossible`,
    );
    expect(row).toEqual({
      market_all: 0,
      market_channel: 0,
      market_detail: 0,
      publishers: 0,
      categories: 0,
      impossible: 0,
    });
  });

  it('builds a two-level category tree with every advertiser in a subcategory', async () => {
    const [tree] = await a.db.query<{
      tops: number;
      min_subs: number;
      max_subs: number;
      deep: number;
      unplaced: number;
    }>(
      `SELECT (SELECT count(*) FROM categories WHERE parent_id IS NULL)::int AS tops,
              (SELECT min(n) FROM (SELECT count(*)::int AS n FROM categories WHERE parent_id IS NOT NULL GROUP BY parent_id) s) AS min_subs,
              (SELECT max(n) FROM (SELECT count(*)::int AS n FROM categories WHERE parent_id IS NOT NULL GROUP BY parent_id) s) AS max_subs,
              (SELECT count(*) FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id IS NOT NULL)::int AS deep,
              (SELECT count(*) FROM advertisers a LEFT JOIN categories c ON c.id = a.category_id
               WHERE c.parent_id IS NULL)::int AS unplaced`,
    );
    expect(tree).toEqual({ tops: CATEGORY_TREE.length, min_subs: 2, max_subs: 5, deep: 0, unplaced: 0 });
    const [amazon] = await a.db.query<{ category: string }>(
      `SELECT c.name AS category FROM advertisers a JOIN categories c ON c.id = a.category_id WHERE a.domain = 'amazon.com'`,
    );
    expect(amazon!.category).toBe('Marketplaces');
  });

  it('gives the top 20 % of advertisers a master brand with 1–4 sub-brands, the rest one brand, and every campaign a brand', async () => {
    const [brands] = await a.db.query<Record<string, number>>(
      `WITH per AS (
         SELECT advertiser_id, count(*) FILTER (WHERE parent_id IS NULL)::int AS masters,
                count(*) FILTER (WHERE parent_id IS NOT NULL)::int AS subs
         FROM brands GROUP BY advertiser_id
       )
       SELECT (SELECT count(*) FROM per)::int AS advertisers,
              (SELECT count(*) FROM per WHERE masters <> 1)::int AS not_one_master,
              (SELECT count(*) FROM per WHERE advertiser_id <= 60 AND subs NOT BETWEEN 1 AND 4)::int AS top_bad,
              (SELECT count(*) FROM per WHERE advertiser_id > 60 AND subs <> 0)::int AS tail_bad,
              (SELECT count(*) FROM brands s JOIN brands m ON m.advertiser_id = s.advertiser_id AND m.id = s.parent_id
               WHERE m.parent_id IS NOT NULL)::int AS deep,
              (SELECT count(*) FROM campaigns c LEFT JOIN brands b ON b.advertiser_id = c.advertiser_id AND b.id = c.brand_id
               WHERE b.id IS NULL)::int AS unbranded`,
    );
    expect(brands).toEqual({ advertisers: 300, not_one_master: 0, top_bad: 0, tail_bad: 0, deep: 0, unbranded: 0 });
  });

  it('tags every campaign with 1–5 keywords and has a few hundred distinct keywords', async () => {
    const [row] = await a.db.query<{ fewest: number; most: number; untagged: number; keywords: number }>(
      `SELECT min(n)::int AS fewest, max(n)::int AS most, count(*) FILTER (WHERE n IS NULL)::int AS untagged,
              (SELECT count(*) FROM keywords)::int AS keywords
       FROM campaigns c LEFT JOIN (SELECT campaign_id, count(*) AS n FROM campaign_keywords GROUP BY 1) k ON k.campaign_id = c.id`,
    );
    expect(row).toMatchObject({ fewest: 1, most: 5, untagged: 0 });
    expect(row!.keywords).toBeGreaterThan(200);
  });

  it('has the currencies of the filters with fixed USD rates', async () => {
    const rows = await a.db.query<{ code: string; usd_rate: string }>('SELECT code, usd_rate FROM currencies');
    const codes = rows.map((row) => row.code);
    for (const code of 'USD EUR GBP JPY CAD AUD ARS CLP COP SGD ZAR DKK NOK SEK MYR IDR CHF PHP RUB THB'.split(' ')) {
      expect(codes).toContain(code);
    }
    expect(Number(rows.find((row) => row.code === 'USD')!.usd_rate)).toBe(1);
  });

  it('regenerates data from an older generator version on start and keeps the accounts', async () => {
    const before = await generateMiniature(7);
    await seedAppState(miniature.db);
    const users = await miniature.db.query('SELECT id, email FROM users ORDER BY id');
    expect(users.length).toBeGreaterThan(0);
    await miniature.db.exec('UPDATE data_meta SET generator_version = 1');
    const report = await seedIfEmpty(miniature.db, { scale: MINIATURE, seed: 7, dataEnd: DATA_END });
    expect(report).toBeDefined();
    expect(await fingerprint(miniature.db)).toEqual(before);
    expect(await miniature.db.query('SELECT id, email FROM users ORDER BY id')).toEqual(users);
    expect(await seedIfEmpty(miniature.db, { scale: MINIATURE, seed: 7, dataEnd: DATA_END })).toBeUndefined();
  });
});
