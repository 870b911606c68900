import type { Queryable } from '../db/Database.ts';

/**
 * The global search's trigram indexes (migration 0025) dropped while `load` fills the dimension
 * tables and built once afterwards: kept during the load, every inserted and then updated row (the
 * totals) goes through each GIN index, which made the `small` seed about a third slower on PGlite.
 * Their definitions are read from the catalogue, so the migration stays the one place that defines
 * them (as withIndexesDeferred.ts does for the facts).
 */
export async function withTrigramIndexesDeferred<T>(tx: Queryable, load: () => Promise<T>): Promise<T> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    // Tables only: the load never writes the search_names view (migration 0026), whose refresh
    // afterwards rebuilds its index once; dropped and recreated here, it was built twice.
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     JOIN pg_class t ON t.relname = i.tablename AND t.relnamespace = current_schema()::regnamespace
     WHERE i.schemaname = current_schema() AND t.relkind = 'r' AND i.indexdef LIKE '%gin_trgm_ops%'
     ORDER BY i.indexname`,
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  const result = await load();
  for (const index of indexes) await tx.exec(index.definition);
  return result;
}
