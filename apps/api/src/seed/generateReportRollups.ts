import type { Queryable } from '../db/Database.ts';
import { withIndexesDeferred } from './withIndexesDeferred.ts';

/** A month as a small integer key for hashing (year × 12 + month). */
const MONTH_KEY = (column: string) => `(extract(year FROM ${column}) * 12 + extract(month FROM ${column}))::bigint`;

/**
 * Splits every source row's `impressions` and `expenses` across its candidate parts in proportion to
 * the weight `w`, exactly: each part gets the floor of its share in whole impressions and whole cents,
 * and the part with the largest weight (ties by `tieBreak`) also gets the remainder, so the parts add
 * up to the source row to the cent. `candidates` yields one row per source row × part with the source
 * row's totals; `key` names the source row. Parts that get nothing are left out.
 */
function exactSplitSql(candidates: string, key: string, tieBreak: string): string {
  return `SELECT * FROM (
      SELECT f.*,
             f.imp0 + CASE WHEN f.rn = 1 THEN f.impressions - sum(f.imp0) OVER p ELSE 0 END AS part_impressions,
             f.exp0 + CASE WHEN f.rn = 1 THEN f.expenses - sum(f.exp0) OVER p ELSE 0 END AS part_expenses
      FROM (
        SELECT s.*, floor(s.impressions * s.share)::bigint AS imp0,
               floor(s.expenses::float8 * 100 * s.share)::numeric / 100 AS exp0
        FROM (
          SELECT c.*, c.w / sum(c.w) OVER p AS share, row_number() OVER (p ORDER BY c.w DESC, ${tieBreak}) AS rn
          FROM (${candidates}) c WINDOW p AS (PARTITION BY ${key})
        ) s
      ) f WINDOW p AS (PARTITION BY ${key})
    ) parts
    WHERE part_impressions > 0 OR part_expenses > 0`;
}

/**
 * The market-wide rollups' filter combinations (migration 0008): country ∈ {code, 'ALL'} ×
 * (channel, device) ∈ {(channel, device), (channel, 'ALL'), ('ALL', 'ALL')}; NULL from a grouping set
 * becomes 'ALL' (the source columns are never NULL).
 */
export function filterGroupingSets(keys: string): string {
  return `GROUPING SETS ((${keys}, country, channel, device), (${keys}, country, channel), (${keys}, country),
                         (${keys}, channel, device), (${keys}, channel), (${keys}))`;
}
export const FILTER_COLUMNS = `coalesce(country, 'ALL'), coalesce(channel, 'ALL'), coalesce(device, 'ALL')`;

/**
 * Creatives by day, then by month (top ads, ad types, placements, buying methods): every campaign day
 * (ad_daily_facts) is split exactly across the campaign's creatives of that channel and device that
 * were live that day, by hash weights per creative and month (generateCreatives guarantees one always
 * is: the first creative of each campaign × channel × device spans the campaign's flight). A creative
 * therefore has figures only on days between its first and last seen, and creative_monthly, the sum of
 * its days per month, adds up to campaign_monthly_channel to the cent.
 *
 * Nearly every campaign × channel × device has a single creative (310 of 39.6 k at `default`): its days
 * are the creative's days as they stand, so only the few with several go through the split's window
 * functions, which would otherwise sort all 1.8 M fact rows (half the seed's time on PGlite). The
 * rows are the same either way: the split of a day over one creative is that day.
 */
export async function buildCreativeRollups(tx: Queryable, salt: number): Promise<void> {
  const live = `
    FROM ad_daily_facts f
    JOIN creatives cr ON cr.advertiser_id = f.advertiser_id AND cr.campaign_id = f.campaign_id
     AND cr.channel = f.channel AND cr.device = f.device AND f.day BETWEEN cr.first_seen AND cr.last_seen
    LEFT JOIN several s ON s.campaign_id = f.campaign_id AND s.channel = f.channel AND s.device = f.device`;
  const candidates = `
    SELECT f.advertiser_id, f.campaign_id, f.day, f.country, f.channel, f.device, f.impressions, f.expenses,
           cr.id AS creative_id, 0.2 + adlens_rand(${salt}::bigint, cr.id, ${MONTH_KEY('f.day')}) AS w
    ${live} WHERE s.campaign_id IS NOT NULL`;
  // Statistics first: without them the planner takes the fresh facts for an empty table and loops
  // over them once per campaign with several creatives (100 s instead of 13 on PGlite).
  await tx.exec('ANALYZE ad_daily_facts; ANALYZE creatives;');
  await withIndexesDeferred(tx, 'creative_daily', () =>
    tx.exec(
      `WITH several AS MATERIALIZED (
         SELECT campaign_id, channel, device FROM creatives GROUP BY 1, 2, 3 HAVING count(*) > 1
       )
       INSERT INTO creative_daily (advertiser_id, day, creative_id, campaign_id, country, channel, device,
                                   impressions, expenses)
       SELECT f.advertiser_id, f.day, cr.id, f.campaign_id, f.country, f.channel, f.device, f.impressions, f.expenses
       ${live} WHERE s.campaign_id IS NULL AND (f.impressions > 0 OR f.expenses > 0)
       UNION ALL
       SELECT advertiser_id, day, creative_id, campaign_id, country, channel, device, part_impressions, part_expenses
       FROM (${exactSplitSql(candidates, 'advertiser_id, campaign_id, day, country, channel, device', 'creative_id')}) x`,
    ),
  );
  await withIndexesDeferred(tx, 'creative_monthly', () =>
    tx.exec(
      `INSERT INTO creative_monthly (advertiser_id, creative_id, campaign_id, month, country, channel, device,
                                     impressions, expenses)
       SELECT advertiser_id, creative_id, campaign_id, date_trunc('month', day::timestamp)::date, country, channel,
              device, sum(impressions), sum(expenses)
       FROM creative_daily GROUP BY advertiser_id, creative_id, campaign_id, 4, country, channel, device`,
    ),
  );
}

/**
 * Where a channel's spend goes, by publisher kind (docs/decisions/data-generation.md#data-that-looks-real): video on
 * youtube.com itself (home feed, search, mastheads), on YouTube channels (in-stream on a channel's
 * videos) and on websites; connected TV likewise on the YouTube app, its channels and websites. Every advertiser that buys a
 * channel buys each of its kinds, so one with video on YouTube always has YouTube channels too.
 * In-app splits by platform per market (IOS_SHARE), tilted by the advertiser (seed_profile.ios_tilt).
 */
const PUBLISHER_POOLS: readonly { channel: string; kind: string; share: number }[] = [
  { channel: 'DISPLAY', kind: 'WEBSITE', share: 1 },
  { channel: 'VIDEO', kind: 'YOUTUBE', share: 0.4 },
  { channel: 'VIDEO', kind: 'YOUTUBE_CHANNEL', share: 0.35 },
  { channel: 'VIDEO', kind: 'WEBSITE', share: 0.25 },
  { channel: 'SOCIAL', kind: 'SOCIAL', share: 1 },
  { channel: 'INAPP', kind: 'IOS_APP', share: 0.5 },
  { channel: 'INAPP', kind: 'ANDROID_APP', share: 0.5 },
  { channel: 'CONNECTED_TV', kind: 'YOUTUBE', share: 0.3 },
  { channel: 'CONNECTED_TV', kind: 'YOUTUBE_CHANNEL', share: 0.3 },
  { channel: 'CONNECTED_TV', kind: 'WEBSITE', share: 0.4 },
];

/** iOS share of smartphone app use by market (public market-share figures, rounded). */
const IOS_SHARE: Readonly<Record<string, number>> = {
  US: 0.57,
  CA: 0.58,
  GB: 0.5,
  AU: 0.55,
  JP: 0.66,
  DE: 0.36,
  FR: 0.33,
  NL: 0.4,
  SE: 0.5,
  IT: 0.3,
  ES: 0.25,
  KR: 0.28,
  SG: 0.35,
  MX: 0.2,
  BR: 0.15,
  IN: 0.05,
  ID: 0.1,
  PH: 0.15,
  TH: 0.25,
  VN: 0.3,
};

const valuesSql = (rows: readonly (readonly (string | number)[])[]) =>
  `(VALUES ${rows.map((row) => `(${row.map((v) => (typeof v === 'number' ? `${v}::float8` : `'${v}'`)).join(', ')})`).join(', ')})`;

/**
 * Publishers per advertiser (the reports read top publishers, YouTube channels, top apps, mobile
 * platforms). Each advertiser buys, per channel, publishers of every kind that channel has
 * (PUBLISHER_POOLS). Within a kind publishers are ranked by id (= size rank) and drawn with a power law,
 * q = ⌊(n + 1)^(u^1.5)⌋, 2–40 draws by advertiser size and the kind's share (repeats merge); a
 * publisher's share of its kind falls with its rank (q^-0.6) and wobbles by month, and the kind takes
 * its share of the cell (in-app: the market's iOS share, tilted by the advertiser). Each
 * advertiser_monthly_channel row is split exactly across them.
 */
export async function buildPublisherMonthly(tx: Queryable, salt: number): Promise<void> {
  const pools = valuesSql(PUBLISHER_POOLS.map((pool) => [pool.channel, pool.kind, pool.share]));
  await tx.exec(
    `CREATE TEMP TABLE seed_channel_publishers ON COMMIT DROP AS
     SELECT pool.channel, pool.kind, pool.share, p.id AS publisher_id,
            row_number() OVER (PARTITION BY pool.channel, pool.kind ORDER BY p.id) AS q,
            count(*) OVER (PARTITION BY pool.channel, pool.kind) AS n
     FROM publishers p JOIN ${pools} AS pool(channel, kind, share) ON pool.kind = p.kind;
     ANALYZE seed_channel_publishers`,
  );
  await tx.query(
    `CREATE TEMP TABLE seed_advertiser_publishers ON COMMIT DROP AS
     WITH bought AS (
       SELECT DISTINCT advertiser_id, channel FROM advertiser_monthly_channel
     ),
     sizes AS (
       SELECT channel, kind, max(n) AS n, max(share) AS share FROM seed_channel_publishers GROUP BY channel, kind
     ),
     draws AS (
       SELECT b.advertiser_id, b.channel, s.kind,
              least(s.n, floor(power(s.n + 1,
                power(adlens_rand($1::bigint, b.advertiser_id, (ascii(b.channel) * 256 + ascii(s.kind) + 1000 * length(s.kind)) * 64 + j.j), 1.5))))::int AS q
       FROM bought b
       JOIN sizes s ON s.channel = b.channel
       CROSS JOIN LATERAL generate_series(1, greatest(2, round(40 * s.share * power(b.advertiser_id, -0.45)
         * (0.7 + 0.6 * adlens_rand($1::bigint + 1, b.advertiser_id, ascii(b.channel) * 256 + length(b.channel)))))::int) AS j(j)
     ),
     weighted AS (
       SELECT d.advertiser_id, d.channel, d.kind, cp.publisher_id, sum(power(cp.q, -0.6)) AS weight
       FROM draws d JOIN seed_channel_publishers cp ON cp.channel = d.channel AND cp.kind = d.kind AND cp.q = d.q
       GROUP BY d.advertiser_id, d.channel, d.kind, cp.publisher_id
     )
     SELECT w.advertiser_id, w.channel, w.kind, w.publisher_id,
            w.weight / sum(w.weight) OVER (PARTITION BY w.advertiser_id, w.channel, w.kind) AS weight, s.share
     FROM weighted w JOIN sizes s ON s.channel = w.channel AND s.kind = w.kind`,
    [salt],
  );
  // In-app's platform split per advertiser and market: the market's iOS share, tilted towards the
  // advertiser's lean (prepareAdvertiserProfiles: ios_tilt).
  await tx.exec(
    `CREATE TEMP TABLE seed_market_ios ON COMMIT DROP AS
     SELECT m.advertiser_id, m.country,
            CASE WHEN p.ios_tilt >= 0 THEN i.share + p.ios_tilt * (1 - i.share) ELSE i.share * (1 + p.ios_tilt) END AS ios
     FROM seed_markets m JOIN seed_profile p ON p.advertiser_id = m.advertiser_id
     JOIN ${valuesSql(Object.entries(IOS_SHARE))} AS i(country, share) ON i.country = m.country;
     ANALYZE seed_advertiser_publishers; ANALYZE seed_market_ios`,
  );
  const candidates = `
    SELECT m.advertiser_id, m.month, m.country, m.channel, m.device, m.impressions, m.expenses, s.publisher_id,
           s.weight * CASE s.kind WHEN 'IOS_APP' THEN mi.ios WHEN 'ANDROID_APP' THEN 1 - mi.ios ELSE s.share END
             * (0.7 + 0.6 * adlens_rand(${salt}::bigint + 2, m.advertiser_id, s.publisher_id * 100000 + ${MONTH_KEY('m.month')})) AS w
    FROM advertiser_monthly_channel m
    JOIN seed_advertiser_publishers s ON s.advertiser_id = m.advertiser_id AND s.channel = m.channel
    JOIN seed_market_ios mi ON mi.advertiser_id = m.advertiser_id AND mi.country = m.country`;
  await withIndexesDeferred(tx, 'publisher_monthly_advertiser', () =>
    tx.exec(
      `INSERT INTO publisher_monthly_advertiser (advertiser_id, publisher_id, month, country, channel, device,
                                                 impressions, expenses)
       SELECT advertiser_id, publisher_id, month, country, channel, device, part_impressions, part_expenses
       FROM (${exactSplitSql(candidates, 'advertiser_id, month, country, channel, device', 'publisher_id')}) x`,
    ),
  );
}

/**
 * Creatives per publisher (a publisher report's ad types,
 * placements, transaction methods, top campaigns and top ads; migration 0011). There is no observed
 * creative × publisher link, so it is estimated the way ad-intelligence products do: a creative's
 * spend on publisher P in a (month, country, channel, device) cell is its spend in the cell times the
 * advertiser's share of that cell's spend on P (publisher_monthly_advertiser / advertiser_monthly_channel;
 * impressions split by the same share). Each creative_monthly row is split exactly across the
 * advertiser's publishers of the cell, weighted by their spend (by impressions in the rare cell with
 * no spend), so a creative has rows exactly where its advertiser ran on P in its channel, device,
 * country and month — the rule of the top-ads publisher filter (widgetQueries.ts, seenOnPublishers).
 */
export async function buildPublisherCreativeMonthly(tx: Queryable): Promise<void> {
  const cell = 'PARTITION BY cm.advertiser_id, cm.creative_id, cm.month, cm.country';
  const candidates = `
    SELECT cm.advertiser_id, cm.creative_id, cm.month, cm.country, cm.campaign_id, cm.channel, cm.device,
           cr.type, cr.placement, cr.buying_method, cr.first_seen, cr.last_seen, cm.impressions, cm.expenses,
           p.publisher_id,
           CASE WHEN sum(p.expenses) OVER (${cell}) > 0 THEN p.expenses ELSE p.impressions END::float8 AS w
    FROM creative_monthly cm
    JOIN creatives cr ON cr.advertiser_id = cm.advertiser_id AND cr.id = cm.creative_id
    JOIN publisher_monthly_advertiser p ON p.advertiser_id = cm.advertiser_id AND p.month = cm.month
     AND p.country = cm.country AND p.channel = cm.channel AND p.device = cm.device`;
  await withIndexesDeferred(tx, 'publisher_monthly_creative', () =>
    tx.exec(
      `INSERT INTO publisher_monthly_creative (advertiser_id, creative_id, publisher_id, month, country, campaign_id,
                                               channel, device, type, placement, buying_method, first_seen, last_seen,
                                               impressions, expenses)
       SELECT advertiser_id, creative_id, publisher_id, month, country, campaign_id, channel, device, type, placement,
              buying_method, first_seen, last_seen, part_impressions, part_expenses
       FROM (${exactSplitSql(candidates, 'advertiser_id, creative_id, month, country', 'publisher_id')}) x`,
    ),
  );
}

/**
 * Market-wide rollups for the start page, market leaders, category and publisher reports, each with the 'ALL' filter rows (migration 0008), then the denormalised totals of
 * brands (a master includes its sub-brands) and publishers.
 */
export async function buildMarketRollups(tx: Queryable): Promise<void> {
  await withIndexesDeferred(tx, 'market_monthly_advertiser', () =>
    tx.exec(
      `INSERT INTO market_monthly_advertiser (month, country, channel, device, advertiser_id, category_id,
                                              impressions, expenses)
       SELECT month, ${FILTER_COLUMNS}, advertiser_id, category_id, sum(impressions), sum(expenses)
       FROM (SELECT m.*, a.category_id FROM advertiser_monthly_channel m JOIN advertisers a ON a.id = m.advertiser_id) src
       GROUP BY ${filterGroupingSets('month, advertiser_id, category_id')}`,
    ),
  );
  await withIndexesDeferred(tx, 'publisher_monthly_totals', () =>
    tx.exec(
      `INSERT INTO publisher_monthly_totals (publisher_id, month, country, channel, device, impressions, expenses,
                                             advertisers_count)
       SELECT publisher_id, month, ${FILTER_COLUMNS}, sum(impressions), sum(expenses), count(DISTINCT advertiser_id)
       FROM publisher_monthly_advertiser
       GROUP BY ${filterGroupingSets('publisher_id, month')}`,
    ),
  );
  await withIndexesDeferred(tx, 'category_monthly_channel', () =>
    tx.exec(
      `INSERT INTO category_monthly_channel (category_id, month, country, channel, device, impressions, expenses,
                                             advertisers_count)
       SELECT category_id, month, ${FILTER_COLUMNS}, sum(impressions), sum(expenses), count(DISTINCT advertiser_id)
       FROM (
         SELECT a.category_id, m.* FROM advertiser_monthly_channel m JOIN advertisers a ON a.id = m.advertiser_id
         UNION ALL
         SELECT c.parent_id, m.* FROM advertiser_monthly_channel m
         JOIN advertisers a ON a.id = m.advertiser_id JOIN categories c ON c.id = a.category_id
       ) src
       GROUP BY ${filterGroupingSets('category_id, month')}`,
    ),
  );
  await tx.exec(
    `UPDATE brands b SET total_impressions = t.impressions, total_expenses = t.expenses
     FROM (
       SELECT advertiser_id, brand_id, sum(total_impressions) AS impressions, sum(total_expenses) AS expenses
       FROM (
         SELECT advertiser_id, brand_id, total_impressions, total_expenses FROM campaigns
         UNION ALL
         SELECT c.advertiser_id, s.parent_id, c.total_impressions, c.total_expenses
         FROM campaigns c JOIN brands s ON s.advertiser_id = c.advertiser_id AND s.id = c.brand_id
         WHERE s.parent_id IS NOT NULL
       ) own GROUP BY advertiser_id, brand_id
     ) t
     WHERE b.advertiser_id = t.advertiser_id AND b.id = t.brand_id`,
  );
  await tx.exec(
    `UPDATE publishers p SET total_impressions = t.impressions
     FROM (SELECT publisher_id, sum(impressions) AS impressions FROM publisher_monthly_totals
           WHERE country = 'ALL' AND channel = 'ALL' AND device = 'ALL' GROUP BY publisher_id) t
     WHERE p.id = t.publisher_id`,
  );
}
