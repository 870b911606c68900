import type { Queryable } from '../db/Database.ts';
import type { DataRange } from './dataRange.ts';
import { BUYING_METHODS, CREATIVE_FORMATS, CREATIVE_PLACEMENTS, VIDEO_DURATIONS } from './creativeFormats.ts';
import { weightedValuesSql } from './weightedValues.ts';

/**
 * 1–8 creatives per campaign (more for broad campaigns), each on one of the campaign's lines: its
 * device by the channel's device share, then format (type and IAB size), placement, buying method and,
 * for video, a length — all by the weights in creativeFormats.ts. First and last seen fall inside the
 * part of the flight the data covers.
 * Every channel × device a campaign has facts on gets a creative (one is added where the draws missed
 * it), and the first creative of each campaign × channel × device is seen over the whole covered
 * flight, so creative_monthly can split every campaign month across creatives without losing spend.
 */
export async function generateCreatives(tx: Queryable, salt: number, range: DataRange): Promise<void> {
  const formats = weightedValuesSql(
    CREATIVE_FORMATS,
    ['channel', 'device', 'type', 'width', 'height'],
    ['channel', 'device'],
  );
  const placements = weightedValuesSql(CREATIVE_PLACEMENTS, ['channel', 'placement'], ['channel']);
  const buying = weightedValuesSql(BUYING_METHODS, ['method']);
  const durations = weightedValuesSql(VIDEO_DURATIONS, ['seconds']);
  await tx.query(
    `INSERT INTO creatives (advertiser_id, id, campaign_id, channel, device, type, width, height, duration_seconds,
                            placement, buying_method, first_seen, last_seen)
     WITH campaign_lines AS (
       SELECT campaign_id, advertiser_id, count(*)::int AS line_count FROM seed_lines GROUP BY campaign_id, advertiser_id
     ),
     devices AS (
       SELECT channel, device,
              (sum(device_share) OVER w - device_share)::float8 AS lo,
              CASE WHEN row_number() OVER w = count(*) OVER (PARTITION BY channel) THEN 1.000001
                   ELSE (sum(device_share) OVER w)::float8 END AS hi
       FROM channel_devices WINDOW w AS (PARTITION BY channel ORDER BY device)
     ),
     drawn AS (
       SELECT cl.advertiser_id, cl.campaign_id, k.k, cl.line_count,
              adlens_rand($1::bigint + 1, cl.campaign_id, k.k) AS r_line,
              adlens_rand($1::bigint + 2, cl.campaign_id, k.k) AS r_device
       FROM campaign_lines cl
       CROSS JOIN LATERAL generate_series(
         1, 1 + floor(adlens_rand($1::bigint, cl.campaign_id) * least(8, 1 + cl.line_count / 3))::int
       ) AS k(k)
     ),
     lined AS (
       SELECT d.advertiser_id, d.campaign_id, d.k, l.channel, dv.device
       FROM drawn d
       JOIN seed_lines l ON l.campaign_id = d.campaign_id AND l.line_no = 1 + floor(d.r_line * d.line_count)::int
       JOIN devices dv ON dv.channel = l.channel AND d.r_device >= dv.lo AND d.r_device < dv.hi
     ),
     missing AS (
       SELECT m.advertiser_id, m.campaign_id, m.channel, m.device
       FROM (SELECT DISTINCT advertiser_id, campaign_id, channel, device FROM campaign_monthly_channel) m
       WHERE NOT EXISTS (SELECT 1 FROM lined l
                         WHERE l.campaign_id = m.campaign_id AND l.channel = m.channel AND l.device = m.device)
     ),
     covered AS (
       SELECT advertiser_id, campaign_id, k, channel, device FROM lined
       UNION ALL
       SELECT advertiser_id, campaign_id, 100 + row_number() OVER (PARTITION BY campaign_id ORDER BY channel, device),
              channel, device
       FROM missing
     ),
     placed AS (
       SELECT v.*, c.start_day, c.end_day,
              row_number() OVER (PARTITION BY v.campaign_id, v.channel, v.device ORDER BY v.k) = 1 AS anchor,
              greatest(c.start_day, $2::date) AS seen_from, least(c.end_day, $3::date) AS seen_to,
              adlens_rand($1::bigint + 3, v.campaign_id, v.k) AS r_format,
              adlens_rand($1::bigint + 4, v.campaign_id, v.k) AS r_placement,
              adlens_rand($1::bigint + 5, v.campaign_id, v.k) AS r_buying,
              adlens_rand($1::bigint + 6, v.campaign_id, v.k) AS r_duration,
              adlens_rand($1::bigint + 7, v.campaign_id, v.k) AS r_first,
              adlens_rand($1::bigint + 8, v.campaign_id, v.k) AS r_last
       FROM covered v
       JOIN campaigns c ON c.advertiser_id = v.advertiser_id AND c.id = v.campaign_id
     ),
     seen AS (
       SELECT p.*,
              CASE WHEN p.anchor THEN p.seen_from
                   ELSE p.seen_from + floor(p.r_first * 0.3 * (p.seen_to - p.seen_from))::int END AS first_seen,
              CASE WHEN p.anchor THEN p.seen_to
                   ELSE greatest(p.seen_from + floor(p.r_first * 0.3 * (p.seen_to - p.seen_from))::int,
                                 p.seen_to - floor(p.r_last * 0.2 * (p.seen_to - p.seen_from))::int) END AS last_seen
       FROM placed p
     )
     SELECT p.advertiser_id,
            row_number() OVER (ORDER BY p.advertiser_id, p.campaign_id, p.k),
            p.campaign_id, p.channel, p.device, f.type, f.width, f.height,
            CASE WHEN f.type IN ('VIDEO', 'SOCIAL_VIDEO') THEN du.seconds END,
            pl.placement, b.method, p.first_seen, p.last_seen
     FROM seen p
     JOIN ${formats} AS f(channel, device, type, width, height, lo, hi)
       ON f.channel = p.channel AND f.device = p.device AND p.r_format >= f.lo AND p.r_format < f.hi
     JOIN ${placements} AS pl(channel, placement, lo, hi)
       ON pl.channel = p.channel AND p.r_placement >= pl.lo AND p.r_placement < pl.hi
     JOIN ${buying} AS b(method, lo, hi) ON p.r_buying >= b.lo AND p.r_buying < b.hi
     JOIN ${durations} AS du(seconds, lo, hi) ON p.r_duration >= du.lo AND p.r_duration < du.hi`,
    [salt, range.start, range.end],
  );
  await tx.exec('ANALYZE creatives');
}
