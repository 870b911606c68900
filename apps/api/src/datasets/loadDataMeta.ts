import type { IsoDate } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

export interface DataMeta {
  dataStart: IsoDate;
  dataEnd: IsoDate;
  scale: string;
  seed: number;
}

/** What the loaded data covers (written last by the generator); undefined before seeding. */
export async function loadDataMeta(db: Queryable): Promise<DataMeta | undefined> {
  const [row] = await db.query<DataMeta>(
    `SELECT data_start AS "dataStart", data_end AS "dataEnd", scale, seed FROM data_meta`,
  );
  return row;
}
