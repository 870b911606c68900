import type { Queryable } from '../db/Database.ts';
import { categoryRows, NOUN_SUBCATEGORY } from './categoryVocabulary.ts';
import { ADVERTISER_NOUNS, ADVERTISER_TLDS, BRAND_ADVERTISERS, NAME_PREFIXES, TILE_COLORS } from './vocabulary.ts';

/**
 * Advertisers 1..n, id = size rank. The first ones are the brand list; the rest get a unique
 * `prefix + noun` domain: k ↦ (k · 7919 + seed) mod (prefixes × nouns) is a bijection (7919 is prime and
 * shares no factor with 60 × 60), so names never collide; each further lap through the combinations
 * takes the next top-level domain (.com first), then a number.
 * Home markets are drawn by traffic weight. Every advertiser sits in a subcategory (a category has a
 * parent and subcategories): the brands in theirs, generated advertisers in their noun's 65 % of the time, else in any
 * subcategory of the same parent (so every subcategory gets advertisers).
 */
export async function generateAdvertisers(tx: Queryable, salt: number, count: number): Promise<void> {
  const { idByName } = categoryRows();
  const subcategoryId = (name: string | undefined) => {
    const id = name === undefined ? undefined : idByName.get(name);
    if (id === undefined) throw new Error(`Unknown subcategory: ${name}`);
    return id;
  };
  await tx.query(
    `INSERT INTO advertisers (id, name, domain, favicon_color, home_country, category_id)
     WITH brand AS (
       SELECT b.ord AS id, b.name, b.domain, b.country, b.category_id
       FROM unnest($3::text[], $4::text[], $5::text[], $11::bigint[]) WITH ORDINALITY AS b(name, domain, country, category_id, ord)
     ),
     sibling AS (
       SELECT me.id AS category_id, s.id AS sibling_id,
              row_number() OVER (PARTITION BY me.id ORDER BY s.id) AS k, count(*) OVER (PARTITION BY me.id) AS n
       FROM categories me JOIN categories s ON s.parent_id = me.parent_id
     ),
     market AS (
       SELECT code,
              (sum(traffic_weight) OVER w - traffic_weight) / sum(traffic_weight) OVER () AS lo,
              sum(traffic_weight) OVER w / sum(traffic_weight) OVER () AS hi
       FROM countries WINDOW w AS (ORDER BY code)
     ),
     sizes AS (
       SELECT cardinality($3::text[]) AS brands, cardinality($6::text[]) AS np, cardinality($7::text[]) AS nn,
              cardinality($8::text[]) AS nt, cardinality($6::text[]) * cardinality($7::text[]) AS combos
     ),
     generated AS (
       SELECT g.id, s.np, s.nn, s.nt,
              mod((g.id - 1 - s.brands) * 7919 + $1::bigint, s.combos) AS combo,
              (g.id - 1 - s.brands) / s.combos AS lap
       FROM sizes s CROSS JOIN LATERAL generate_series(s.brands + 1, $2::int) AS g(id)
     ),
     named AS (
       SELECT g.id,
              ($6::text[])[1 + g.combo % g.np] AS prefix,
              ($7::text[])[1 + (g.combo / g.np) % g.nn] AS noun,
              ($10::bigint[])[1 + (g.combo / g.np) % g.nn] AS noun_category_id,
              ($8::text[])[1 + g.lap % g.nt] AS tld,
              CASE WHEN g.lap >= g.nt THEN (g.lap / g.nt + 1)::text ELSE '' END AS suffix,
              adlens_rand($1::bigint + 1, g.id) AS r_market
       FROM generated g
     ),
     everyone AS (
       SELECT id, name, domain, country, category_id FROM brand WHERE id <= $2::int
       UNION ALL
       SELECT n.id,
              initcap(n.prefix) || ' ' || initcap(n.noun) || CASE WHEN n.suffix <> '' THEN ' ' || n.suffix ELSE '' END,
              n.prefix || n.noun || n.suffix || '.' || n.tld,
              m.code,
              CASE WHEN adlens_rand($1::bigint + 3, n.id) < 0.65 THEN n.noun_category_id ELSE s.sibling_id END
       FROM named n
       JOIN market m ON n.r_market >= m.lo AND n.r_market < m.hi
       JOIN sibling s ON s.category_id = n.noun_category_id AND s.k = 1 + floor(adlens_rand($1::bigint + 4, n.id) * s.n)::int
     )
     SELECT id, name, domain,
            ($9::text[])[1 + floor(adlens_rand($1::bigint + 2, id) * cardinality($9::text[]))::int],
            country, category_id
     FROM everyone`,
    [
      salt,
      count,
      BRAND_ADVERTISERS.map((brand) => brand.name),
      BRAND_ADVERTISERS.map((brand) => brand.domain),
      BRAND_ADVERTISERS.map((brand) => brand.country),
      NAME_PREFIXES,
      ADVERTISER_NOUNS,
      ADVERTISER_TLDS,
      TILE_COLORS,
      ADVERTISER_NOUNS.map((noun) => subcategoryId(NOUN_SUBCATEGORY[noun])),
      BRAND_ADVERTISERS.map((brand) => subcategoryId(brand.category)),
    ],
  );
}
