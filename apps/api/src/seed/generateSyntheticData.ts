import type { IsoDate } from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';
import { buildRollups, generateFacts } from './generateFacts.ts';
import { createFactPartitions } from './createFactPartitions.ts';
import { dataRangeFor } from './dataRange.ts';
import { generateAdvertisers } from './generateAdvertisers.ts';
import { generateCampaigns } from './generateCampaigns.ts';
import { generateCreatives } from './generateCreatives.ts';
import { generatePublishers } from './generatePublishers.ts';
import { prepareAdvertiserProfiles } from './prepareAdvertiserProfiles.ts';
import type { Scale } from './scales.ts';

/** Bumped whenever the generator's output changes for the same seed; stored in data_meta. */
export const GENERATOR_VERSION = 1;

export interface GenerateOptions {
  scale: Scale;
  seed: number;
  dataEnd: IsoDate;
  onProgress?: (step: string, ms: number) => void;
}

export interface GenerationReport {
  dataStart: IsoDate;
  dataEnd: IsoDate;
  ms: number;
  rows: Record<'advertisers' | 'publishers' | 'campaigns' | 'creatives' | 'facts' | 'daily' | 'monthly', number>;
}

/**
 * Fills an empty, migrated database with synthetic ad data in one transaction (ARCHITECTURE.md, Data):
 * set-based SQL only, pseudo-randomness from `adlens_rand` (hash of seed and keys), so the same seed,
 * scale and end date give the same rows on PGlite and PostgreSQL. The data_meta row is written last.
 */
export async function generateSyntheticData(db: Database, options: GenerateOptions): Promise<GenerationReport> {
  const { scale, seed, dataEnd, onProgress } = options;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`Seed must be a non-negative integer, got ${seed}`);
  const range = dataRangeFor(dataEnd, scale.months);
  // Each step draws from its own salt so adding a draw to one step never shifts another's numbers.
  const salt = (step: number) => seed * 1000 + step * 10;
  const started = performance.now();
  const steps: [string, (tx: Queryable) => Promise<void>][] = [
    ['partitions', (tx) => createFactPartitions(tx, range.months)],
    ['advertisers', (tx) => generateAdvertisers(tx, salt(1), scale.advertisers)],
    ['publishers', (tx) => generatePublishers(tx, salt(2), scale.publishers, range.days)],
    ['profiles', (tx) => prepareAdvertiserProfiles(tx, salt(3), scale)],
    ['campaigns', (tx) => generateCampaigns(tx, salt(4), range)],
    ['daily facts', (tx) => generateFacts(tx, salt(5), range)],
    ['rollups', (tx) => buildRollups(tx)],
    ['creatives', (tx) => generateCreatives(tx, salt(6), range)],
  ];
  const rows = await db.transaction(async (tx) => {
    for (const [name, run] of steps) {
      const stepStarted = performance.now();
      await run(tx);
      onProgress?.(name, performance.now() - stepStarted);
    }
    await tx.query(
      `INSERT INTO data_meta (data_start, data_end, scale, seed, generator_version, generation_ms)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [range.start, range.end, scale.name, seed, GENERATOR_VERSION, Math.round(performance.now() - started)],
    );
    const [counts] = await tx.query<GenerationReport['rows']>(
      `SELECT (SELECT count(*) FROM advertisers)::int AS advertisers,
              (SELECT count(*) FROM publishers)::int AS publishers,
              (SELECT count(*) FROM campaigns)::int AS campaigns,
              (SELECT count(*) FROM creatives)::int AS creatives,
              (SELECT count(*) FROM ad_daily_facts)::int AS facts,
              (SELECT count(*) FROM advertiser_daily_channel)::int AS daily,
              (SELECT count(*) FROM advertiser_monthly_channel)::int AS monthly`,
    );
    return counts!;
  });
  // Fresh statistics so the planner picks the rollups' indexes from the first request on.
  const analyzeStarted = performance.now();
  await db.exec(`ANALYZE advertisers; ANALYZE publishers; ANALYZE campaigns; ANALYZE creatives;
    ANALYZE advertiser_daily_channel; ANALYZE advertiser_monthly_channel`);
  onProgress?.('analyze', performance.now() - analyzeStarted);
  return { dataStart: range.start, dataEnd: range.end, ms: Math.round(performance.now() - started), rows };
}
