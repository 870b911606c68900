-- One global search
-- (docs/decisions/search-and-discovery.md#search-every-entity-type-and-global-search): names as
-- people type them — "Nike Inc", "www.nike.com", "coca cola", "sportswear", small typos — are matched
-- by trigram similarity (pg_trgm: PostgreSQL's contrib extension; PGlite loads the same one, see
-- openPglite.ts). The GIN trigram indexes serve both the substring match (ILIKE '%…%') and the
-- word-similarity match (<%) of apps/api/src/datasets/searchEntities.ts, so neither scans a table at
-- the `large` scale (50,000 advertisers, their campaigns and brands). Dimension tables only:
-- reference tables on a distributed engine, where a GIN index is as local as any other.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The planner prices a word-similarity comparison like an equality, so it reads a small table
-- (2,000 publishers at `default`) whole rather than by the index: 10 ms against 0.1 ms on PGlite.
-- Priced as what it is (tens of times an equality), it takes the index. Only the extension's owner
-- may say so; a database where the migration's role is not stays correct, if slower.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 50;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 50;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word similarity keeps its default cost';
END
$$;

CREATE INDEX advertisers_name_trgm ON advertisers USING gin (name gin_trgm_ops);
CREATE INDEX advertisers_domain_trgm ON advertisers USING gin (domain gin_trgm_ops);
CREATE INDEX publishers_name_trgm ON publishers USING gin (name gin_trgm_ops);
CREATE INDEX publishers_domain_trgm ON publishers USING gin (domain gin_trgm_ops);
CREATE INDEX campaigns_name_trgm ON campaigns USING gin (name gin_trgm_ops);
CREATE INDEX keywords_name_trgm ON keywords USING gin (name gin_trgm_ops);
CREATE INDEX categories_name_trgm ON categories USING gin (name gin_trgm_ops);
CREATE INDEX brands_name_trgm ON brands USING gin (name gin_trgm_ops);
CREATE INDEX brands_domain_trgm ON brands USING gin (domain gin_trgm_ops);

-- A found master brand's figures include its sub-brands' campaigns (apps/api searchFigures.ts).
CREATE INDEX brands_by_parent ON brands (parent_id) WHERE parent_id IS NOT NULL;
