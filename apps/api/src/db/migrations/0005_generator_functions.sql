-- Deterministic pseudo-randomness for the synthetic-data generator (hash-based, set-based SQL;
-- docs/decisions/data-generation.md#a-deterministic-generator). hashint8extended is the hash
-- PostgreSQL uses for hash partitioning, which must stay stable across versions and platforms, so
-- PGlite (PostgreSQL 18) and PostgreSQL 15 draw the same numbers. Returns a fraction in [0, 1) from a
-- salt and up to two keys; a simple SQL function, so the planner inlines it.
CREATE FUNCTION adlens_rand(salt bigint, a bigint, b bigint DEFAULT 0) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ((hashint8extended(a, hashint8extended(b, salt)) >> 11) & 9007199254740991)::double precision
    / 9007199254740992.0
$$;
