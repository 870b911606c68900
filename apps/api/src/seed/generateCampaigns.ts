import type { DataChannel } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import type { DataRange } from './dataRange.ts';
import { GENERIC_THEMES, SEASONAL_THEMES } from './vocabulary.ts';

/**
 * An always-on flight (docs/decisions/data-generation.md#data-that-looks-real): its advertiser's first 4 markets ×
 * every channel it buys, at 1.5× the advertiser's daily volume, about as much as its bursts add on average,
 * so a giant's channel never falls to a tenth of itself between campaigns.
 */
const ALWAYS_ON_MARKETS = 4;
const ALWAYS_ON_STRENGTH = 1.5;

/**
 * A channel test's daily volume against its advertiser's, at the mean CPM of the channels; scaled by
 * the mean over the channel's CPM, so a connected-TV test (CPM ~30) buys about the spend of a display
 * one (~2.2): a few per cent of the advertiser's month while it runs.
 */
const TEST_STRENGTH = 0.1;

/** Campaign names of the channel tests ("Connected TV Test 2026"). */
const CHANNEL_LABELS: Readonly<Record<DataChannel, string>> = {
  DISPLAY: 'Display',
  VIDEO: 'Video',
  SOCIAL: 'Social',
  CONNECTED_TV: 'Connected TV',
  INAPP: 'In-app',
};

/** Calendar months from the month of `from` to the month of `day` (0 for the same month). */
const MONTH_INDEX = (day: string, from: string) =>
  `((extract(year FROM ${day}) - extract(year FROM ${from})) * 12 + extract(month FROM ${day}) - extract(month FROM ${from}))::int`;

/**
 * Campaign flights, their brands and their targeting lines (research-notes: campaigns burst and fade).
 * - The largest advertisers' first campaign is an always-on brand flight over the whole range; every
 *   other flight lasts 10–79 days and starts anywhere from a third of a flight before the range to its
 *   last day, so every flight overlaps the data.
 * - A large advertiser also runs short channel tests (planChannelMixes.ts), one channel each.
 * - `seed_lines` (temporary): the (country, channel) pairs a campaign buys, drawn from the advertiser's
 *   markets and core channels (as they stand in the campaign's first month) with a skew to its first
 *   ones, each with its share of the campaign's volume; an always-on flight buys all of its
 *   advertiser's core channels in its first markets, a test its one channel in the first market.
 */
export async function generateCampaigns(tx: Queryable, salt: number, range: DataRange): Promise<void> {
  await createSeedFlights(tx, salt, range);
  await insertCampaigns(tx, salt);
  await createSeedLines(tx, salt, range);
}

/**
 * `seed_flights` (temporary): every campaign's advertiser, id, name, landing page and days; a channel
 * test also its channel and volume.
 */
async function createSeedFlights(tx: Queryable, salt: number, range: DataRange): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE seed_flights ON COMMIT DROP AS
     WITH flights AS (
       SELECT p.advertiser_id, n.n, p.always_on AND n.n = 1 AS always,
              10 + floor(70 * adlens_rand($1::bigint, p.advertiser_id, n.n))::int AS duration,
              adlens_rand($1::bigint + 1, p.advertiser_id, n.n) AS r_start,
              adlens_rand($1::bigint + 2, p.advertiser_id, n.n) AS r_theme
       FROM seed_profile p CROSS JOIN LATERAL generate_series(1, p.n_campaigns) AS n(n)
     ),
     dated AS (
       SELECT f.*,
              CASE WHEN f.always THEN $2::date
                   ELSE $2::date - (f.duration - 1) + floor(f.r_start * ($3::int + f.duration - 1))::int END AS start_day
       FROM flights f
     ),
     themed AS (
       SELECT d.*,
              CASE WHEN d.always THEN $4::date ELSE d.start_day + d.duration - 1 END AS end_day,
              CASE WHEN d.always THEN 'Always-on Brand'
                   WHEN d.r_theme < 0.5 THEN ($5::text[])[extract(month FROM d.start_day)::int]
                   ELSE ($6::text[])[1 + floor((d.r_theme - 0.5) * 2 * cardinality($6::text[]))::int] END AS theme
       FROM dated d
     ),
     tests AS (
       -- A large advertiser's channel tests (planChannelMixes.ts): 3–8 weeks each, inside the range and
       -- spread over it, at a small volume that buys about the same spend whatever the channel's CPM.
       SELECT t.advertiser_id, t.k AS n, false AS always, t.channel AS test_channel,
              $2::date + floor((t.k - 1 + t.r_start) / t.tests * ($3::int - d.duration + 1))::int AS start_day,
              d.duration, l.label || ' Test' AS theme,
              ${TEST_STRENGTH} * (0.7 + 0.6 * t.r_volume) * cpm.mean / cpm.channel_cpm AS test_strength
       FROM seed_channel_tests t
       CROSS JOIN LATERAL (SELECT 21 + floor(36 * t.r_duration)::int AS duration) d
       JOIN (VALUES ${Object.entries(CHANNEL_LABELS)
         .map(([channel, label]) => `('${channel}', '${label}')`)
         .join(', ')}) AS l(channel, label) ON l.channel = t.channel
       JOIN (SELECT channel, (sum(base_cpm * device_share) / sum(device_share))::float8 AS channel_cpm,
                    avg(sum(base_cpm * device_share) / sum(device_share)) OVER ()::float8 AS mean
             FROM channel_devices GROUP BY channel) cpm ON cpm.channel = t.channel
     ),
     all_flights AS (
       SELECT advertiser_id, n, always, NULL::text AS test_channel, start_day, end_day, theme, NULL::float8 AS test_strength
       FROM themed
       UNION ALL
       SELECT advertiser_id, n, always, test_channel, start_day, start_day + duration - 1, theme, test_strength FROM tests
     )
     SELECT t.advertiser_id,
            -- Tests are numbered after every other flight, which keep the ids they had before there were tests.
            row_number() OVER (ORDER BY t.test_channel IS NOT NULL, t.advertiser_id, t.test_channel, t.n) AS id,
            t.always,
            CASE WHEN t.always THEN t.theme ELSE t.theme || ' ' || extract(year FROM t.start_day) END AS name,
            'https://' || a.domain || '/' || trim(BOTH '-' FROM lower(regexp_replace(t.theme, '[^A-Za-z0-9]+', '-', 'g')))
              AS landing_page_url,
            t.start_day, t.end_day, t.test_channel, t.test_strength
     FROM all_flights t JOIN advertisers a ON a.id = t.advertiser_id`,
    [salt, range.start, range.days, range.end, SEASONAL_THEMES, GENERIC_THEMES],
  );
  await tx.exec('ANALYZE seed_flights');
}

/**
 * The flights as campaigns, each with its brand (generateBrands: an advertiser's brands are
 * master_id..master_id+subs): the master for single-brand advertisers, else a sub-brand 70 % of the time.
 */
async function insertCampaigns(tx: Queryable, salt: number): Promise<void> {
  await tx.query(
    `INSERT INTO campaigns (advertiser_id, id, name, landing_page_url, start_day, end_day, brand_id)
     SELECT f.advertiser_id, f.id, f.name, f.landing_page_url, f.start_day, f.end_day,
            CASE WHEN b.subs = 0 OR adlens_rand($1::bigint + 8, f.id) < 0.3 THEN b.master_id
                 ELSE b.master_id + 1 + floor(adlens_rand($1::bigint + 9, f.id) * b.subs)::int END
     FROM seed_flights f
     JOIN (SELECT advertiser_id, min(id) AS master_id, count(*) - 1 AS subs FROM brands GROUP BY advertiser_id) b
       ON b.advertiser_id = f.advertiser_id`,
    [salt],
  );
}

/** `seed_lines` (temporary): the (country, channel) lines each campaign buys, with their volume (see generateCampaigns). */
async function createSeedLines(tx: Queryable, salt: number, range: DataRange): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE seed_lines ON COMMIT DROP AS
     WITH draws AS MATERIALIZED (
       -- Draw the ranks first and carry every column needed later, so what follows is plain equi-joins
       -- and grouping (a join back to the temp tables here made the planner nest loops: ~60 s).
       -- A campaign draws from the advertiser's core channels as they stand in its first month: one
       -- fewer after the advertiser left its last one, one more after it entered the next (planChannelMixes.ts).
       SELECT c.advertiser_id, c.id AS campaign_id, c.always, c.start_day, c.end_day,
              p.daily_impressions, p.activity,
              1 + floor(power(adlens_rand($1::bigint + 3, c.id, j.j), 1.6) * p.n_countries)::int AS country_rnk,
              1 + floor(power(adlens_rand($1::bigint + 4, c.id, j.j), 1.3)
                        * (p.n_channels + CASE WHEN ${MONTH_INDEX('c.start_day', '$2::date')} >= p.shift_month
                                               THEN p.shift ELSE 0 END))::int AS channel_rnk,
              0.5 + adlens_rand($1::bigint + 5, c.id, j.j) AS weight
       FROM seed_flights c
       JOIN seed_profile p ON p.advertiser_id = c.advertiser_id
       CROSS JOIN LATERAL generate_series(1, p.n_lines) AS j(j)
       WHERE NOT c.always AND c.test_channel IS NULL
     ),
     picks AS (
       SELECT d.advertiser_id, d.campaign_id, d.always, d.start_day, d.end_day, d.daily_impressions, d.activity,
              NULL::float8 AS test_strength, m.country, ch.channel, sum(d.weight) AS weight
       FROM draws d
       JOIN seed_markets m ON m.advertiser_id = d.advertiser_id AND m.rnk = d.country_rnk
       JOIN seed_channels ch ON ch.advertiser_id = d.advertiser_id AND ch.rnk = d.channel_rnk
       GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
       UNION ALL
       -- An always-on flight buys every core channel of the advertiser in its first markets, weighted by
       -- their rank (the home or largest market first), so a giant is never dark in its main markets.
       SELECT c.advertiser_id, c.id, c.always, c.start_day, c.end_day, p.daily_impressions, p.activity,
              NULL::float8, m.country, ch.channel, power(m.rnk::float8, -1.0) * power(ch.rnk::float8, -0.5)
       FROM seed_flights c
       JOIN seed_profile p ON p.advertiser_id = c.advertiser_id
       JOIN seed_markets m ON m.advertiser_id = c.advertiser_id AND m.rnk <= ${ALWAYS_ON_MARKETS}
       JOIN seed_channels ch ON ch.advertiser_id = c.advertiser_id AND ch.rnk <= p.n_channels
       WHERE c.always
       UNION ALL
       -- A channel test buys its one channel in the advertiser's first market.
       SELECT c.advertiser_id, c.id, c.always, c.start_day, c.end_day, p.daily_impressions, p.activity,
              c.test_strength, m.country, c.test_channel, 1.0
       FROM seed_flights c
       JOIN seed_profile p ON p.advertiser_id = c.advertiser_id
       JOIN seed_markets m ON m.advertiser_id = c.advertiser_id AND m.rnk = 1
       WHERE c.test_channel IS NOT NULL
     )
     SELECT row_number() OVER (ORDER BY k.campaign_id, k.country, k.channel) AS line_id,
            row_number() OVER (PARTITION BY k.campaign_id ORDER BY k.country, k.channel) AS line_no,
            k.advertiser_id, k.campaign_id, k.country, k.channel,
            -- Campaign volume: the always-on flight is the base a giant's bursts (0.4–1.2× each) add to.
            k.daily_impressions
              * CASE WHEN k.always THEN ${ALWAYS_ON_STRENGTH}
                     ELSE coalesce(k.test_strength, 0.4 + 0.8 * adlens_rand($1::bigint + 6, k.campaign_id)) END
              * k.weight / sum(k.weight) OVER (PARTITION BY k.campaign_id) AS base,
            0.9 + 0.2 * adlens_rand($1::bigint + 7, k.campaign_id, ascii(k.country) * 256 + ascii(right(k.country, 1)))
              AS cpm_factor,
            greatest(k.start_day, $2::date) - $2::date AS first_dn,
            least(k.end_day, $3::date) - $2::date AS last_dn,
            k.start_day - $2::date AS start_dn,
            k.end_day - k.start_day + 1 AS duration,
            k.always AS always_on,
            k.activity
     FROM picks k`,
    [salt, range.start, range.end],
  );
  await tx.exec('ANALYZE seed_lines');
}
