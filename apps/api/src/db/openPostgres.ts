import pg from 'pg';
import type { Database, Queryable } from './Database.ts';
import { TYPE_PARSERS } from './typeParsers.ts';

/**
 * A pooled PostgreSQL connection (`DATABASE_URL`), with the same value parsing as PGlite.
 *
 * A pooled connection the server closes while idle (a restart, `pg_terminate_backend`, a dropped
 * database) is reported to `onIdleError` and replaced on the next query; without a listener node-pg
 * rethrows it as an uncaught exception and the API process dies.
 */
export function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = (error) => console.error(`PostgreSQL connection lost: ${error.message}`),
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', onIdleError);
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
