import type { IsoDate } from '@adlens/core';
import type { Database } from '../db/Database.ts';
import { loadDataMeta } from '../datasets/loadDataMeta.ts';
import { yesterdayUtc } from './dataRange.ts';
import { type GenerationReport, generateSyntheticData } from './generateSyntheticData.ts';
import { SCALES, type ScaleName } from './scales.ts';
import { seedAppState } from './seedAppState.ts';

export interface SeedOptions {
  scale: ScaleName;
  seed: number;
  /** Last day of data; yesterday (UTC) when undefined. */
  dataEnd: IsoDate | undefined;
  log?: (line: string) => void;
}

/**
 * First start only (ARCHITECTURE.md, Runtime topology): synthetic data when data_meta is empty, the
 * packages and any seeded account that is missing (every start). Later starts reuse what is there.
 * Returns the generation report when data was generated.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<GenerationReport | undefined> {
  const log = options.log ?? (() => undefined);
  let report: GenerationReport | undefined;
  if (!(await loadDataMeta(db))) {
    const scale = SCALES[options.scale];
    const dataEnd = options.dataEnd ?? yesterdayUtc();
    log(
      `Seeding synthetic data: scale ${scale.name} (${scale.advertisers} advertisers, ${scale.months} months to ${dataEnd}), seed ${options.seed}`,
    );
    report = await generateSyntheticData(db, {
      scale,
      seed: options.seed,
      dataEnd,
      onProgress: (step, ms) => log(`  ${step.padEnd(12)} ${(ms / 1000).toFixed(1)} s`),
    });
    const rows = Object.entries(report.rows).map(([table, count]) => `${table} ${count.toLocaleString('en-US')}`);
    log(`Seeded in ${(report.ms / 1000).toFixed(1)} s: ${rows.join(', ')}`);
  }
  // Idempotent, every start: accounts added after a database was created still appear.
  const created = await seedAppState(db);
  if (created.length > 0) log(`Created the accounts ${created.join(', ')}`);
  return report;
}
