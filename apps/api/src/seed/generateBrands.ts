import type { Queryable } from '../db/Database.ts';
import { SUB_BRAND_SUFFIXES, TILE_COLORS } from './vocabulary.ts';

/**
 * Brands (a brand has a master, parent, sub-brands, domain and homePageUrl). Every
 * advertiser has a master brand named after it (its name, domain and favicon colour); the largest 20 %
 * also have 1–4 sub-brands, '<name> <suffix>' on '<suffix>.<domain>', whose parent is the master.
 * Ids run in advertiser order, the master first, so an advertiser's brands are master_id..master_id+subs.
 */
export async function generateBrands(tx: Queryable, salt: number, advertisers: number): Promise<void> {
  await tx.query(
    `INSERT INTO brands (advertiser_id, id, name, domain, parent_id, favicon_color, home_page_url)
     WITH counts AS (
       SELECT a.id AS advertiser_id, a.name, a.domain, a.favicon_color,
              CASE WHEN a.id <= ceil($2::int * 0.2) THEN 1 + floor(adlens_rand($1::bigint, a.id) * 4)::int ELSE 0 END AS subs,
              floor(adlens_rand($1::bigint + 1, a.id) * cardinality($3::text[]))::int AS first_suffix
       FROM advertisers a
     ),
     numbered AS (
       SELECT c.*, sum(1 + c.subs) OVER (ORDER BY c.advertiser_id) - c.subs AS master_id FROM counts c
     ),
     named AS (
       SELECT n.advertiser_id, n.master_id, k.k, n.name, n.domain, n.favicon_color,
              ($3::text[])[1 + (n.first_suffix + k.k - 1) % cardinality($3::text[])] AS suffix
       FROM numbered n CROSS JOIN LATERAL generate_series(0, n.subs) AS k(k)
     )
     SELECT advertiser_id, master_id + k,
            CASE WHEN k = 0 THEN name ELSE name || ' ' || suffix END,
            CASE WHEN k = 0 THEN domain ELSE lower(suffix) || '.' || domain END,
            CASE WHEN k = 0 THEN NULL ELSE master_id END,
            CASE WHEN k = 0 THEN favicon_color
                 ELSE ($4::text[])[1 + floor(adlens_rand($1::bigint + 2, master_id + k) * cardinality($4::text[]))::int] END,
            'https://' || CASE WHEN k = 0 THEN domain ELSE lower(suffix) || '.' || domain END || '/'
     FROM named`,
    [salt, advertisers, SUB_BRAND_SUFFIXES, TILE_COLORS],
  );
  await tx.exec('ANALYZE brands');
}
