import type { IsoDate } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

/**
 * One partition of `ad_daily_facts` per calendar month (Databases: native declarative
 * partitioning), named `ad_daily_facts_YYYYMM`. Created before loading so every row has a home; there is
 * deliberately no default partition, so a row outside the range fails loudly instead of hiding.
 */
export async function createFactPartitions(tx: Queryable, monthStarts: readonly IsoDate[]): Promise<void> {
  for (const month of monthStarts) {
    if (!/^\d{4}-\d{2}-01$/.test(month)) throw new Error(`Not a month start: ${month}`);
    const [year, mm] = month.split('-') as [string, string];
    const next =
      Number(mm) === 12 ? `${Number(year) + 1}-01-01` : `${year}-${String(Number(mm) + 1).padStart(2, '0')}-01`;
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS ad_daily_facts_${year}${mm} PARTITION OF ad_daily_facts ` +
        `FOR VALUES FROM ('${month}') TO ('${next}')`,
    );
  }
}
