import type { Queryable } from '../db/Database.ts';

/**
 * 1–5 keywords per campaign: each draw takes a keyword of the
 * advertiser's subcategory 80 % of the time, else one of another subcategory of the same parent, so
 * a campaign's keywords fit its advertiser. Repeated draws collapse. An always-on flight takes every keyword
 * of its subcategory instead (3–5) (docs/decisions/data-generation.md#data-that-looks-real).
 */
export async function generateCampaignKeywords(tx: Queryable, salt: number): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_keywords (advertiser_id, campaign_id, keyword_id)
     WITH pool AS (
       SELECT k.id, k.category_id, c.parent_id,
              row_number() OVER (PARTITION BY k.category_id ORDER BY k.id) AS k_own,
              count(*) OVER (PARTITION BY k.category_id) AS n_own,
              row_number() OVER (PARTITION BY c.parent_id ORDER BY k.id) AS k_parent,
              count(*) OVER (PARTITION BY c.parent_id) AS n_parent
       FROM keywords k JOIN categories c ON c.id = k.category_id
     ),
     counts AS (
       SELECT DISTINCT category_id, parent_id, n_own, n_parent FROM pool
     ),
     draws AS (
       SELECT c.advertiser_id, c.id AS campaign_id, n.category_id, n.parent_id,
              adlens_rand($1::bigint + 1, c.id, j.j) < 0.8 AS own,
              1 + floor(adlens_rand($1::bigint + 2, c.id, j.j) * n.n_own)::int AS k_own,
              1 + floor(adlens_rand($1::bigint + 2, c.id, j.j) * n.n_parent)::int AS k_parent
       FROM campaigns c
       JOIN seed_flights f ON f.id = c.id AND NOT f.always
       JOIN advertisers a ON a.id = c.advertiser_id
       JOIN counts n ON n.category_id = a.category_id
       CROSS JOIN LATERAL generate_series(1, 1 + floor(adlens_rand($1::bigint, c.id) * 5)::int) AS j(j)
     )
     SELECT DISTINCT advertiser_id, campaign_id, keyword_id FROM (
       SELECT d.advertiser_id, d.campaign_id, p.id AS keyword_id
       FROM draws d JOIN pool p ON p.category_id = d.category_id AND p.k_own = d.k_own
       WHERE d.own
       UNION ALL
       SELECT d.advertiser_id, d.campaign_id, p.id
       FROM draws d JOIN pool p ON p.parent_id = d.parent_id AND p.k_parent = d.k_parent
       WHERE NOT d.own
       UNION ALL
       -- An always-on brand flight bids on every keyword of its advertiser's subcategory, so the
       -- category's core searches always have its giants' ads (the keyword demo presets rely on it).
       SELECT f.advertiser_id, f.id, p.id
       FROM seed_flights f JOIN advertisers a ON a.id = f.advertiser_id JOIN pool p ON p.category_id = a.category_id
       WHERE f.always
     ) picked`,
    [salt],
  );
}
