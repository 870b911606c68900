import type { Queryable } from '../db/Database.ts';
import type { Scale } from './scales.ts';

/**
 * A channel's monthly drift around its base volume (docs/product/synthetic-data.md): the log of the
 * factor is the sum of the last DRIFT_MONTHS monthly steps, each uniform in ±DRIFT_STEP (a moving sum:
 * smooth from month to month, and it never wanders off the way a plain random walk does), plus a
 * straight trend of up to ±DRIFT_TREND a year through the range's middle, clamped to ×0.5–×2.
 */
const DRIFT_STEP = 0.16;
const DRIFT_MONTHS = 4;
const DRIFT_TREND = 0.25;
const DRIFT_LIMIT = Math.LN2;

/** Mid-size and small advertisers that leave their last channel, and that enter their next one, during the range. */
const LEAVE_SHARE = 0.2;
const ENTER_SHARE = 0.2;

/** A large advertiser tests each channel outside its set once every this many months of data (at least once). */
const MONTHS_PER_TEST = 8;

/**
 * The channel plan (docs/decisions/data-generation.md#channel-mixes-that-move), on top of seed_profile's core set
 * (`n_channels` best of `seed_channels`), as temporary tables and columns until the seeding transaction ends:
 * - `seed_profile.shift` / `shift_month`: a mid-size or small advertiser (not a large, always-on one)
 *   may leave its last core channel (−1) or enter the next one (+1, never connected TV) from that month
 *   of the range (0-based) on: its campaigns starting from then draw from one channel fewer or more.
 * - `seed_channel_tests`: a large advertiser tests every channel outside its core set — short flights,
 *   small volume, spread over the range (generateCampaigns.ts turns them into campaigns).
 * - `seed_channel_drift`: every advertiser × channel × month (0-based) factor on the volume of its lines
 *   (generateFacts.ts), so each brand's mix moves a little every month, differently per brand.
 */
export async function planChannelMixes(tx: Queryable, salt: number, scale: Scale): Promise<void> {
  const channelKey = `(ascii(ch.channel) * 256 + length(ch.channel))`;
  await tx.exec('ALTER TABLE seed_profile ADD COLUMN shift int NOT NULL DEFAULT 0, ADD COLUMN shift_month int');
  await tx.query(
    `UPDATE seed_profile p SET shift = s.shift, shift_month = s.shift_month
     FROM (
       SELECT p.advertiser_id,
              CASE WHEN r.r < $2::float8 AND p.n_channels >= 2 THEN -1
                   WHEN r.r >= $2::float8 AND r.r < $2::float8 + $3::float8 AND p.n_channels < 5
                        AND nxt.channel <> 'CONNECTED_TV' THEN 1
                   ELSE 0 END AS shift,
              -- At least two months on either side, so the channel is seen both with and without it.
              2 + floor(adlens_rand($1::bigint, p.advertiser_id, 2) * greatest(1, $4::int - 3))::int AS shift_month
       FROM seed_profile p
       CROSS JOIN LATERAL (SELECT adlens_rand($1::bigint, p.advertiser_id, 1) AS r) r
       LEFT JOIN seed_channels nxt ON nxt.advertiser_id = p.advertiser_id AND nxt.rnk = p.n_channels + 1
       WHERE NOT p.always_on
     ) s
     WHERE s.advertiser_id = p.advertiser_id AND s.shift <> 0`,
    [salt, LEAVE_SHARE, ENTER_SHARE, scale.months],
  );
  await tx.query(
    `CREATE TEMP TABLE seed_channel_tests ON COMMIT DROP AS
     SELECT p.advertiser_id, ch.channel, k.k, $2::int AS tests,
            adlens_rand($1::bigint + 1, p.advertiser_id, ${channelKey} * 64 + k.k) AS r_start,
            adlens_rand($1::bigint + 2, p.advertiser_id, ${channelKey} * 64 + k.k) AS r_duration,
            adlens_rand($1::bigint + 3, p.advertiser_id, ${channelKey} * 64 + k.k) AS r_volume
     FROM seed_profile p
     JOIN seed_channels ch ON ch.advertiser_id = p.advertiser_id AND ch.rnk > p.n_channels
     CROSS JOIN generate_series(1, $2::int) AS k(k)
     WHERE p.always_on`,
    [salt, Math.max(1, Math.round(scale.months / MONTHS_PER_TEST))],
  );
  // Only the channels the advertiser can buy: its core set, the one it enters, and for a large one every channel.
  await tx.query(
    `CREATE TEMP TABLE seed_channel_drift ON COMMIT DROP AS
     WITH buyable AS MATERIALIZED (
       SELECT ch.advertiser_id, ch.channel, ${channelKey} AS key,
              $4::float8 * (2 * adlens_rand($1::bigint + 5, ch.advertiser_id, ${channelKey}) - 1) AS trend
       FROM seed_channels ch JOIN seed_profile p ON p.advertiser_id = ch.advertiser_id
       WHERE p.always_on OR ch.rnk <= p.n_channels + greatest(p.shift, 0)
     )
     SELECT advertiser_id, channel, m,
            exp(greatest(-$5::float8, least($5::float8, walk + trend * (m - ($2::int - 1) / 2.0) / 12))) AS factor
     FROM (
       SELECT b.advertiser_id, b.channel, b.trend, s.m,
              sum($3::float8 * (2 * adlens_rand($1::bigint + 4, b.advertiser_id, b.key * 64 + s.m + ${DRIFT_MONTHS}) - 1))
                OVER (PARTITION BY b.advertiser_id, b.channel ORDER BY s.m ROWS BETWEEN ${DRIFT_MONTHS - 1} PRECEDING AND CURRENT ROW)
                AS walk
       FROM buyable b CROSS JOIN generate_series(1 - ${DRIFT_MONTHS}, $2::int - 1) AS s(m)
     ) walked
     WHERE m >= 0`,
    [salt, scale.months, DRIFT_STEP, DRIFT_TREND, DRIFT_LIMIT],
  );
  await tx.exec('ANALYZE seed_profile; ANALYZE seed_channel_tests; ANALYZE seed_channel_drift');
}
