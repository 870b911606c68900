import type { Database, Queryable } from '../db/Database.ts';

/**
 * The database as a server across a network would be (tests): every statement waits `ms` first.
 * On the embedded PGlite a statement otherwise runs the moment it is queued, which hides races a
 * real PostgreSQL shows: with the wait, parallel requests read before any of them writes, as they do
 * in production, so a limit that counts first and writes later is seen letting a burst through.
 */
export function withQueryLatency(db: Database, ms: number): Database {
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const wrap = (target: Queryable): Queryable => ({
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      await pause();
      return target.query<T>(sql, params);
    },
    async exec(sql: string) {
      await pause();
      await target.exec(sql);
    },
  });
  return {
    kind: db.kind,
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}
