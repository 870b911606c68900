import type { Queryable } from '../db/Database.ts';
import type { Scale } from './scales.ts';
import { CHANNEL_PREFERENCE } from './creativeFormats.ts';
import { BRAND_ADVERTISERS, BRAND_MARKETS, BRAND_PLATFORM_LEAN } from './vocabulary.ts';
import { weightedValuesSql } from './weightedValues.ts';

/**
 * Connected TV's weight in the channel draw of an advertiser ranked below the large ones falls as
 * (large / rank)^0.5: a third of it at ten times their number, a tenth at a hundred times, so the
 * long tail rarely buys it.
 */
const CTV_TAIL_EXPONENT = 0.5;

/** How many advertisers count as large: the brand list (at most 1/15 of all) or the top 1 %, whichever is more. */
export function largeAdvertisers(scale: Scale): number {
  return Math.max(
    Math.min(BRAND_ADVERTISERS.length, Math.floor(scale.advertisers / 15)),
    Math.floor(scale.advertisers / 100),
  );
}

/** In-app iOS lean of a brand (docs/decisions/data-generation.md#data-that-looks-real): −1 all Android … +1 all iOS. */
const PLATFORM_TILT = { IOS: 0.85, ANDROID: -0.8 } as const;

/**
 * Per-advertiser drawing parameters, as temporary tables that live until the seeding transaction ends:
 * - `seed_profile`: size and breadth. Everything scales with a power of the rank (id), which yields
 *   the power law of research-notes: daily impressions ∝ rank^-0.7 (× campaigns ∝ rank^-0.3: spend ∝ ~rank^-1); markets, channels, campaigns and
 *   lines per campaign shrink with rank too, so giants are everywhere and the tail is narrow.
 * - `seed_markets` / `seed_channels`: each advertiser's countries and channels, best first, drawn
 *   without replacement by weight (exponential race: smallest −ln(u)/w wins); home country first. The
 *   brand list's advertisers take their real markets instead (vocabulary.ts BRAND_MARKETS), so a global
 *   brand is always active in the US, GB, DE, FR, JP… and a US retailer in the US alone.
 *   `seed_channels` ranks all five channels; the first `n_channels` are the advertiser's core set (the
 *   channel plan, planChannelMixes.ts, adds what it enters, leaves and tests). Connected TV stays a big
 *   advertiser's channel: below the large advertisers its weight in the draw shrinks with the rank.
 * - The large advertisers — the brand list (at most the top 1/15 at small scales) and the top 1 % — are
 *   always on (an always-on flight under their bursts), and every advertiser has an in-app platform tilt (`ios_tilt`, −1…1): the brand's own where it has one
 *   (apple.com iOS, samsung.com Android), else a small random one around its markets' iOS shares.
 */
export async function prepareAdvertiserProfiles(tx: Queryable, salt: number, scale: Scale): Promise<void> {
  const large = largeAdvertisers(scale);
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
            a.id <= $4::int AS always_on,
            0.55 + 0.45 * power(a.id, -0.2) AS activity,
            coalesce(($5::float8[])[a.id], 0.4 * (adlens_rand($1::bigint, a.id, 6) - 0.5)) AS ios_tilt
     FROM advertisers a`,
    [
      salt,
      scale.topDailyImpressions,
      scale.months,
      large,
      BRAND_ADVERTISERS.map((brand) => {
        const lean = BRAND_PLATFORM_LEAN[brand.domain];
        return lean ? PLATFORM_TILT[lean] : null;
      }),
    ],
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
     WHERE rnk <= n_countries AND advertiser_id > cardinality($2::text[])
     UNION ALL
     SELECT b.id, m.code, m.rnk
     FROM unnest($2::text[]) WITH ORDINALITY AS b(markets, id)
     CROSS JOIN LATERAL unnest(string_to_array(b.markets, ' ')) WITH ORDINALITY AS m(code, rnk)
     WHERE b.id IN (SELECT advertiser_id FROM seed_profile)`,
    [
      salt,
      BRAND_ADVERTISERS.map((brand) => {
        const markets = BRAND_MARKETS[brand.domain];
        if (!markets) throw new Error(`No markets for the brand ${brand.domain}`);
        return markets;
      }),
    ],
  );
  await tx.exec(
    `UPDATE seed_profile p SET n_countries = m.n
     FROM (SELECT advertiser_id, count(*)::int AS n FROM seed_markets GROUP BY advertiser_id) m
     WHERE m.advertiser_id = p.advertiser_id AND m.n <> p.n_countries`,
  );
  await tx.query(
    `CREATE TEMP TABLE seed_channels ON COMMIT DROP AS
     SELECT advertiser_id, channel, rnk FROM (
       SELECT p.advertiser_id, w.channel, p.n_channels,
              row_number() OVER (
                PARTITION BY p.advertiser_id
                ORDER BY -ln(1 - adlens_rand($1::bigint + 2, p.advertiser_id, ascii(w.channel) * 256 + length(w.channel)))
                           / ((w.hi - w.lo) * CASE WHEN w.channel = 'CONNECTED_TV' AND p.advertiser_id > $2::int
                                                   THEN power($2::float8 / p.advertiser_id, ${CTV_TAIL_EXPONENT}) ELSE 1 END),
                         w.channel
              ) AS rnk
       FROM seed_profile p CROSS JOIN ${weightedValuesSql(CHANNEL_PREFERENCE, ['channel'])} AS w(channel, lo, hi)
     ) ranked`,
    [salt, large],
  );
  // Temporary tables get no automatic statistics; without them the planner nests loops over them.
  await tx.exec('ANALYZE seed_profile; ANALYZE seed_markets; ANALYZE seed_channels');
}
