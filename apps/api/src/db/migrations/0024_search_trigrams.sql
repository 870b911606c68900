-- One global search (issue 22 "Find anything"): names as people type them — "Nike Inc",
-- "www.nike.com", "coca cola", "sportswear", small typos — are matched by trigram similarity
-- (pg_trgm: PostgreSQL's contrib extension; PGlite loads the same one, see openPglite.ts). The GIN
-- trigram indexes serve both the substring match (ILIKE '%…%') and the word-similarity match (<%) of
-- apps/api/src/datasets/searchEntities.ts, so neither scans a table at the `large` scale (50,000
-- advertisers, their campaigns and brands). Dimension tables only: reference tables on a
-- distributed engine, where a GIN index is as local as any other (ARCHITECTURE.md, Citus).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX advertisers_name_trgm ON advertisers USING gin (name gin_trgm_ops);
CREATE INDEX advertisers_domain_trgm ON advertisers USING gin (domain gin_trgm_ops);
CREATE INDEX publishers_name_trgm ON publishers USING gin (name gin_trgm_ops);
CREATE INDEX publishers_domain_trgm ON publishers USING gin (domain gin_trgm_ops);
CREATE INDEX campaigns_name_trgm ON campaigns USING gin (name gin_trgm_ops);
CREATE INDEX keywords_name_trgm ON keywords USING gin (name gin_trgm_ops);
CREATE INDEX categories_name_trgm ON categories USING gin (name gin_trgm_ops);
CREATE INDEX brands_name_trgm ON brands USING gin (name gin_trgm_ops);
CREATE INDEX brands_domain_trgm ON brands USING gin (domain gin_trgm_ops);
