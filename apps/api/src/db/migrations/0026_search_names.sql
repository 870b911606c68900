-- One list of every name the global search finds (budget p95 ≤ 50 ms at the
-- `default` scale on PGlite). Searching the six entity tables meant one trigram branch per column
-- and type: eleven index reads, six joins back and a size subquery per keyword and category, planned
-- afresh on every request (20–80 ms on PGlite). Here each distinct text an entity is found by is one
-- row of `search_names`, with the entities it names (their types and ids) and their lifetime sizes
-- (what suggestions are ordered by); one trigram index serves both the substring match and the
-- word-similarity match (apps/api/src/datasets/searchEntities.ts). Each text is compared once:
-- campaigns share a few dozen generic names ("Spring Collection 2026" names 800 campaigns at
-- `default`), so a broad word compares 64 campaign texts, not 20,000.
--
-- `words` is the entity's name and domain on separate lines: a search text never holds a line break
-- (it is trimmed and its whitespace collapsed), so a substring match never spans the two columns,
-- while word similarity treats the break as any other word boundary.
--
-- The generated data is the only writer of these tables, so the view is refreshed once after
-- generating (apps/api/src/seed/generateSyntheticData.ts); skipped entities are left out when
-- searching, since the skiplist changes at any time. On a database seeded before this migration it is
-- filled from the data already there.
CREATE MATERIALIZED VIEW search_names AS
SELECT words,
       array_agg(entity_type ORDER BY entity_type, id) AS entity_types,
       array_agg(id ORDER BY entity_type, id) AS ids,
       array_agg(size ORDER BY entity_type, id) AS sizes
FROM (
    SELECT 'advertiser'::text AS entity_type, t.id, t.name || E'\n' || t.domain AS words,
           t.total_impressions AS size
    FROM advertisers t
    UNION ALL
    SELECT 'publisher', t.id, t.name || E'\n' || t.domain, t.total_impressions FROM publishers t
    UNION ALL
    SELECT 'campaign', t.id, t.name, t.total_impressions FROM campaigns t
    UNION ALL
    -- A keyword's report covers the campaigns tagged with it (apps/api reportScope.ts).
    SELECT 'keyword', t.id, t.name,
           (SELECT coalesce(sum(c.total_impressions), 0) FROM campaign_keywords ck
            JOIN campaigns c ON c.advertiser_id = ck.advertiser_id AND c.id = ck.campaign_id
            WHERE ck.keyword_id = t.id)::bigint
    FROM keywords t
    UNION ALL
    -- A category's report covers its own and its subcategories' advertisers.
    SELECT 'category', t.id, t.name,
           (SELECT coalesce(sum(a.total_impressions), 0) FROM advertisers a
            WHERE a.category_id IN (SELECT s.id FROM categories s WHERE s.id = t.id OR s.parent_id = t.id))::bigint
    FROM categories t
    UNION ALL
    SELECT 'brand', t.id, t.name || E'\n' || t.domain, t.total_impressions FROM brands t
) named
GROUP BY words;

CREATE UNIQUE INDEX search_names_key ON search_names (words);
CREATE INDEX search_names_trgm ON search_names USING gin (words gin_trgm_ops);

-- Statistics from the start, so the planner reads the trigram index from the first search.
ANALYZE search_names;
