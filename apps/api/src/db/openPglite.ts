import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './Database.ts';
import { TYPE_PARSERS } from './typeParsers.ts';

interface OpenPgliteOptions {
  /** A dump of another database (`dump()`'s tarball) to start from. */
  loadDataDir?: Blob;
  /**
   * Keep no spare WAL segments, for a database that will be dumped: PostgreSQL otherwise keeps
   * `min_wal_size` (80 MB) of recycled segments and more after a seed, and a `small` test template
   * was 352 MB of which 185 MB was WAL, 2.2 s to load in every API test file instead of 0.7 s.
   * Settable only at start: PGlite runs without a postmaster to reload its configuration.
   */
  forDump?: boolean;
}

/**
 * Opens PGlite on a directory (persistent) or in memory when `dataDir` is undefined (tests), in
 * memory optionally starting from a dump of another database.
 */
export async function openPglite(
  dataDir?: string,
  { loadDataDir, forDump = false }: OpenPgliteOptions = {},
): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    parsers: TYPE_PARSERS,
    // Trigram matching of the global search (migration 0025): PostgreSQL's own contrib extension.
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(forDump
      ? { startParams: [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'wal_recycle=off'] }
      : {}),
  });
  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
    dump: async () => {
      // Ends the WAL the data no longer needs (removed, not recycled, when opened `forDump`).
      await pglite.exec('CHECKPOINT');
      await pglite.query('SELECT pg_switch_wal()');
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    },
  };
}
