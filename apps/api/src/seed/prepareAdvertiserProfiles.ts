import type { Queryable } from '../db/Database.ts';
import type { Scale } from './scales.ts';
import { CHANNEL_PREFERENCE } from './creativeFormats.ts';
import { weightedValuesSql } from './weightedValues.ts';

/**
 * Per-advertiser drawing parameters, as temporary tables that live until the seeding transaction ends:
 * - `seed_profile`: size and breadth. Everything scales with a power of the rank (id), which yields
 *   the power law of research-notes: daily impressions ∝ rank^-0.7 (× campaigns ∝ rank^-0.3: spend ∝ ~rank^-1); markets, channels, campaigns and
 *   lines per campaign shrink with rank too, so giants are everywhere and the tail is narrow.
 * - `seed_markets` / `seed_channels`: each advertiser's countries and channels, best first, drawn
 *   without replacement by weight (exponential race: smallest −ln(u)/w wins); home country first.
 */
export async function prepareAdvertiserProfiles(tx: Queryable, salt: number, scale: Scale): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE seed_profile ON COMMIT DROP AS
     SELECT a.id AS advertiser_id,
            $2::float8 * power(a.id, -0.7) * (0.75 + 0.5 * adlens_rand($1::bigint, a.id, 1)) AS daily_impressions,
            least(20, greatest(1, round(20 * power(a.id, -0.45) * (0.7 + 0.6 * adlens_rand($1::bigint, a.id, 2)))))::int
              AS n_countries,
            least(5, greatest(1, round(5 * power(a.id, -0.22) * (0.7 + 0.6 * adlens_rand($1::bigint, a.id, 3)))))::int
              AS n_channels,
            greatest(1, round(36 * $3::int / 24.0 * power(a.id, -0.3)
              * (0.7 + 0.6 * adlens_rand($1::bigint, a.id, 4))))::int AS n_campaigns,
            greatest(1, round(30 * power(a.id, -0.5) * (0.7 + 0.6 * adlens_rand($1::bigint, a.id, 5))))::int AS n_lines,
            a.id <= greatest(3, $4::int / 100) AS always_on,
            0.55 + 0.45 * power(a.id, -0.2) AS activity
     FROM advertisers a`,
    [salt, scale.topDailyImpressions, scale.months, scale.advertisers],
  );
  await tx.query(
    `CREATE TEMP TABLE seed_markets ON COMMIT DROP AS
     SELECT advertiser_id, country, rnk FROM (
       SELECT p.advertiser_id, c.code AS country, p.n_countries,
              row_number() OVER (
                PARTITION BY p.advertiser_id
                ORDER BY c.code <> a.home_country,
                         -ln(1 - adlens_rand($1::bigint + 1, p.advertiser_id, ascii(c.code) * 256 + ascii(right(c.code, 1))))
                           / c.traffic_weight::float8,
                         c.code
              ) AS rnk
       FROM seed_profile p JOIN advertisers a ON a.id = p.advertiser_id CROSS JOIN countries c
     ) ranked
     WHERE rnk <= n_countries`,
    [salt],
  );
  await tx.query(
    `CREATE TEMP TABLE seed_channels ON COMMIT DROP AS
     SELECT advertiser_id, channel, rnk FROM (
       SELECT p.advertiser_id, w.channel, p.n_channels,
              row_number() OVER (
                PARTITION BY p.advertiser_id
                ORDER BY -ln(1 - adlens_rand($1::bigint + 2, p.advertiser_id, ascii(w.channel) * 256 + length(w.channel)))
                           / (w.hi - w.lo),
                         w.channel
              ) AS rnk
       FROM seed_profile p CROSS JOIN ${weightedValuesSql(CHANNEL_PREFERENCE, ['channel'])} AS w(channel, lo, hi)
     ) ranked
     WHERE rnk <= n_channels`,
    [salt],
  );
  // Temporary tables get no automatic statistics; without them the planner nests loops over them.
  await tx.exec('ANALYZE seed_profile; ANALYZE seed_markets; ANALYZE seed_channels');
}
