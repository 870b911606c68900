import type { Queryable } from '../db/Database.ts';
import {
  KNOWN_PUBLISHERS,
  NAME_PREFIXES,
  PUBLISHER_APP_NOUNS,
  PUBLISHER_CHANNEL_TOPICS,
  PUBLISHER_SITE_NOUNS,
  TILE_COLORS,
} from './vocabulary.ts';

/**
 * Publishers 1..n, id = size rank: the well-known sites and platforms first, then generated websites,
 * YouTube channels and Android/iOS apps. Their impressions are summed from publisher_monthly_advertiser
 * once it is built (generateReportRollups.ts).
 */
export async function generatePublishers(tx: Queryable, salt: number, count: number): Promise<void> {
  // The name space below is prefixes × 20 nouns per kind.
  for (const list of [PUBLISHER_SITE_NOUNS, PUBLISHER_CHANNEL_TOPICS, PUBLISHER_APP_NOUNS]) {
    if (list.length !== 20) throw new Error('Publisher noun lists must have 20 words each');
  }
  await tx.query(
    `INSERT INTO publishers (id, name, kind, domain, favicon_color)
     WITH known AS (
       SELECT k.ord AS id, k.name, k.kind, k.domain
       FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS k(name, kind, domain, ord)
     ),
     generated AS (
       SELECT g.id, adlens_rand($1::bigint, g.id) AS r_kind,
              mod((g.id - 1) * 7919 + $1::bigint, cardinality($6::text[]) * 20) AS combo,
              (g.id - 1) / (cardinality($6::text[]) * 20) AS lap
       FROM generate_series(cardinality($3::text[]) + 1, $2::int) AS g(id)
     ),
     named AS (
       SELECT g.id,
              CASE WHEN g.r_kind < 0.60 THEN 'WEBSITE' WHEN g.r_kind < 0.76 THEN 'YOUTUBE_CHANNEL'
                   WHEN g.r_kind < 0.88 THEN 'ANDROID_APP' ELSE 'IOS_APP' END AS kind,
              ($6::text[])[1 + g.combo % cardinality($6::text[])] AS prefix,
              g.combo / cardinality($6::text[]) AS noun_index,
              CASE WHEN g.lap > 0 THEN (g.lap + 1)::text ELSE '' END AS suffix
       FROM generated g
     ),
     worded AS (
       SELECT n.id, n.kind, n.prefix, n.suffix,
              CASE n.kind WHEN 'WEBSITE' THEN ($7::text[])[1 + n.noun_index]
                          WHEN 'YOUTUBE_CHANNEL' THEN ($8::text[])[1 + n.noun_index]
                          ELSE ($9::text[])[1 + n.noun_index] END AS noun
       FROM named n
     ),
     everyone AS (
       SELECT id, name, kind, domain FROM known WHERE id <= $2::int
       UNION ALL
       SELECT w.id,
              initcap(w.prefix) || ' ' || initcap(w.noun) || CASE WHEN w.suffix <> '' THEN ' ' || w.suffix ELSE '' END,
              w.kind,
              CASE w.kind WHEN 'WEBSITE' THEN w.prefix || w.noun || w.suffix || '.com'
                          WHEN 'YOUTUBE_CHANNEL' THEN 'youtube.com/@' || w.prefix || w.noun || w.suffix
                          WHEN 'ANDROID_APP' THEN 'com.' || w.prefix || w.noun || w.suffix || '.android'
                          ELSE 'apps.apple.com/app/' || w.prefix || '-' || w.noun || w.suffix END
       FROM worded w
     )
     SELECT id, name, kind, domain,
            ($10::text[])[1 + floor(adlens_rand($1::bigint + 1, id) * cardinality($10::text[]))::int]
     FROM everyone`,
    [
      salt,
      count,
      KNOWN_PUBLISHERS.map((publisher) => publisher.name),
      KNOWN_PUBLISHERS.map((publisher) => publisher.kind),
      KNOWN_PUBLISHERS.map((publisher) => publisher.domain),
      NAME_PREFIXES,
      PUBLISHER_SITE_NOUNS,
      PUBLISHER_CHANNEL_TOPICS,
      PUBLISHER_APP_NOUNS,
      TILE_COLORS,
    ],
  );
}
