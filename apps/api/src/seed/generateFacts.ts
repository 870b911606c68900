import type { Queryable } from '../db/Database.ts';
import type { DataRange } from './dataRange.ts';
import { withIndexesDeferred } from './withIndexesDeferred.ts';

/**
 * Yearly seasonality by month with the Q4 peak (research-notes), weekday rhythm (Monday first), and
 * CPM seasonality: Q4 auctions are dearer. January's lull is about 40 % below December in spend, as
 * in real ad markets (docs/decisions/data-generation.md#data-that-looks-real), not a cliff.
 */
const MONTH_VOLUME = [0.86, 0.88, 0.95, 0.97, 1.0, 0.97, 0.92, 0.95, 1.02, 1.1, 1.32, 1.25];
const WEEKDAY_VOLUME = [1.04, 1.06, 1.05, 1.04, 0.98, 0.9, 0.88];
const MONTH_CPM = [0.91, 0.92, 0.95, 0.97, 1.0, 1.0, 0.98, 0.98, 1.02, 1.08, 1.2, 1.18];

/**
 * Daily facts, one row per campaign line × device × active day:
 * impressions = line volume × device share × channel drift × seasonality × weekday × flight shape × noise, where the
 * flight shape ramps up, bursts at launch and fades out; spend = impressions / 1000 × CPM(channel,
 * device) × country multiplier × line and season factors (research-notes, Realistic synthetic ad data).
 * Smaller advertisers skip more days (`activity`).
 */
export async function generateFacts(tx: Queryable, salt: number, range: DataRange): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE seed_calendar ON COMMIT DROP AS
     SELECT dn, $1::date + dn AS day,
            ((extract(year FROM $1::date + dn) - extract(year FROM $1::date)) * 12
              + extract(month FROM $1::date + dn) - extract(month FROM $1::date))::int AS m,
            ($3::float8[])[extract(month FROM $1::date + dn)::int] AS season,
            ($4::float8[])[extract(isodow FROM $1::date + dn)::int] AS weekday,
            ($5::float8[])[extract(month FROM $1::date + dn)::int] AS cpm_season
     FROM generate_series(0, $2::int - 1) AS dn`,
    [range.start, range.days, MONTH_VOLUME, WEEKDAY_VOLUME, MONTH_CPM],
  );
  await tx.exec(
    `CREATE TEMP TABLE seed_months ON COMMIT DROP AS
     SELECT m, min(dn) AS first_dn, max(dn) AS last_dn FROM seed_calendar GROUP BY m;
     ANALYZE seed_calendar; ANALYZE seed_months`,
  );
  await withIndexesDeferred(tx, 'ad_daily_facts', () => insertFacts(tx, salt));
}

async function insertFacts(tx: Queryable, salt: number): Promise<void> {
  // Per line, device and calendar month, everything that does not change by day, in float8: numeric
  // arithmetic per fact row cost more than the insert itself on PGlite. The month carries the drift of
  // the line's channel for its advertiser (planChannelMixes.ts), so the facts query stays as it was.
  await tx.exec(
    `CREATE TEMP TABLE seed_line_devices ON COMMIT DROP AS
     SELECT l.line_id * 128 + ascii(cd.device) AS key, l.line_id, l.advertiser_id, l.campaign_id, l.country, l.channel,
            cd.device, l.base * cd.device_share::float8 * dr.factor AS base, l.first_dn,
            greatest(l.first_dn, mo.first_dn) AS seg_first, least(l.last_dn, mo.last_dn) AS seg_last, l.start_dn,
            l.duration, l.always_on, l.activity, cd.base_cpm::float8 * co.cpm_multiplier::float8 * l.cpm_factor AS cpm
     FROM seed_lines l
     JOIN channel_devices cd ON cd.channel = l.channel
     JOIN countries co ON co.code = l.country
     JOIN seed_months mo ON mo.first_dn <= l.last_dn AND mo.last_dn >= l.first_dn
     JOIN seed_channel_drift dr ON dr.advertiser_id = l.advertiser_id AND dr.channel = l.channel AND dr.m = mo.m;
     ANALYZE seed_line_devices`,
  );
  // A line whose channel had no drift row would lose its days without a trace: every line day must be
  // in exactly one month segment.
  const [days] = await tx.query<{ lines: number; segments: number }>(
    `SELECT (SELECT sum((l.last_dn - l.first_dn + 1) * d.n) FROM seed_lines l
             JOIN (SELECT channel, count(*) AS n FROM channel_devices GROUP BY channel) d ON d.channel = l.channel)::float8 AS lines,
            (SELECT sum(seg_last - seg_first + 1) FROM seed_line_devices)::float8 AS segments`,
  );
  if (days!.lines !== days!.segments) {
    throw new Error(`Line days ${days!.lines} but month segments ${days!.segments}: a channel without drift`);
  }
  await tx.query(
    `INSERT INTO ad_daily_facts (advertiser_id, day, campaign_id, country, channel, device, impressions, expenses)
     SELECT v.advertiser_id, v.day, v.campaign_id, v.country, v.channel, v.device, v.impressions,
            (v.impressions * v.cpm * v.cpm_season / 1000)::numeric(14, 2)
     FROM (
       SELECT l.advertiser_id, cal.day, l.campaign_id, l.country, l.channel, l.device, l.cpm, cal.cpm_season,
              greatest(1, round(
                l.base * cal.season * cal.weekday
                * CASE WHEN l.always_on THEN 1.0
                       ELSE least(1, 0.25 + 4 * t.t) * least(1, 0.2 + 3 * (1 - t.t)) * (1 + 0.8 * exp(-10 * t.t)) END
                * (0.75 + 0.5 * adlens_rand($1::bigint, l.key, d.dn))
              ))::bigint AS impressions
       FROM seed_line_devices l
       CROSS JOIN LATERAL generate_series(l.seg_first, l.seg_last) AS d(dn)
       JOIN seed_calendar cal ON cal.dn = d.dn
       CROSS JOIN LATERAL (SELECT (d.dn - l.start_dn)::float8 / l.duration AS t) t
       -- Both devices of a line share the activity draw: a line is live on a day or not. Its first day
       -- in the data always is, so a short flight at the range's edge never leaves its advertiser dark.
       WHERE adlens_rand($1::bigint + 1, l.line_id, d.dn) < l.activity OR d.dn = l.first_dn
     ) v`,
    [salt],
  );
}

/**
 * The rollups requests read (never the facts): daily per advertiser × country × channel × device, and
 * monthly per campaign, both from the facts; monthly per advertiser from the campaign one (a tenth of
 * the rows the daily one has); then denormalised totals on advertisers and campaigns.
 */
export async function buildRollups(tx: Queryable): Promise<void> {
  await withIndexesDeferred(tx, 'advertiser_daily_channel', () =>
    tx.exec(
      `INSERT INTO advertiser_daily_channel (advertiser_id, day, country, channel, device, impressions, expenses)
       SELECT advertiser_id, day, country, channel, device, sum(impressions), sum(expenses)
       FROM ad_daily_facts GROUP BY advertiser_id, day, country, channel, device`,
    ),
  );
  await withIndexesDeferred(tx, 'campaign_monthly_channel', () =>
    tx.exec(
      `INSERT INTO campaign_monthly_channel (advertiser_id, campaign_id, month, country, channel, device, impressions, expenses)
       SELECT advertiser_id, campaign_id, date_trunc('month', day::timestamp)::date, country, channel, device,
              sum(impressions), sum(expenses)
       FROM ad_daily_facts GROUP BY 1, 2, 3, 4, 5, 6`,
    ),
  );
  await tx.exec(
    `INSERT INTO advertiser_monthly_channel (advertiser_id, month, country, channel, device, impressions, expenses)
     SELECT advertiser_id, month, country, channel, device, sum(impressions), sum(expenses)
     FROM campaign_monthly_channel GROUP BY 1, 2, 3, 4, 5`,
  );
  await tx.exec(
    `UPDATE advertisers a SET total_impressions = t.impressions, total_expenses = t.expenses
     FROM (SELECT advertiser_id, sum(impressions) AS impressions, sum(expenses) AS expenses
           FROM advertiser_monthly_channel GROUP BY advertiser_id) t
     WHERE a.id = t.advertiser_id`,
  );
  await tx.exec(
    `UPDATE campaigns c SET total_impressions = t.impressions, total_expenses = t.expenses
     FROM (SELECT advertiser_id, campaign_id, sum(impressions) AS impressions, sum(expenses) AS expenses
           FROM campaign_monthly_channel GROUP BY advertiser_id, campaign_id) t
     WHERE c.advertiser_id = t.advertiser_id AND c.id = t.campaign_id`,
  );
}
