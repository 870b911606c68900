import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './Database.ts';
import { TYPE_PARSERS } from './typeParsers.ts';

/**
 * Opens PGlite on a directory (persistent) or in memory when `dataDir` is undefined (tests), in
 * memory optionally starting from a dump of another database (`loadDataDir`, a tarball).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    parsers: TYPE_PARSERS,
    // Trigram matching of the global search (migration 0025): PostgreSQL's own contrib extension.
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
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
    dump: () => pglite.dumpDataDir('none'),
  };
}
