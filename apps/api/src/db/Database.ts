/**
 * The one database seam of the API: an embedded PGlite by default, a
 * PostgreSQL server when `DATABASE_URL` is set. Both implementations parse values the same way
 * (see `typeParsers.ts`), so queries and tests never depend on which one runs.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export interface Queryable {
  /**
   * Runs one parameterised statement and returns its rows. `T` describes the selected columns; it is
   * not checked at run time, so select exactly the columns `T` names (casting where types differ).
   */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, generator steps). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
