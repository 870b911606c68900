import type { IsoDate } from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';
import { GENERATED_TABLES, clearSyntheticData } from './clearSyntheticData.ts';
import { buildPublisherSlices } from './generatePublisherSlices.ts';
import { buildRollups, generateFacts } from './generateFacts.ts';
import { createFactPartitions } from './createFactPartitions.ts';
import { dataRangeFor } from './dataRange.ts';
import { generateAdvertisers } from './generateAdvertisers.ts';
import { generateAudience } from './generateAudience.ts';
import { generateBrands } from './generateBrands.ts';
import { generateCampaignKeywords } from './generateCampaignKeywords.ts';
import { generateCampaigns } from './generateCampaigns.ts';
import { generateCategories } from './generateCategories.ts';
import { generateCreatives } from './generateCreatives.ts';
import { generatePublishers } from './generatePublishers.ts';
import {
  buildCreativeRollups,
  buildMarketRollups,
  buildPublisherCreativeMonthly,
  buildPublisherMonthly,
} from './generateReportRollups.ts';
import { planChannelMixes } from './planChannelMixes.ts';
import { prepareAdvertiserProfiles } from './prepareAdvertiserProfiles.ts';
import type { Scale } from './scales.ts';
import { withTrigramIndexesDeferred } from './withTrigramIndexesDeferred.ts';

/**
 * Bumped whenever the generator's output changes for the same seed; stored in data_meta. A database
 * seeded by another version is regenerated on the next start (seedIfEmpty).
 * 2: categories, brands, keywords and the report rollups (migration 0008).
 * 3: publisher_monthly_creative, creatives estimated per publisher (migration 0011).
 * 4: the audience panel and advertiser profiles (migration 0013).
 * 5: data that looks real: brands' real markets, always-on giants, publisher kinds per channel
 *    (YouTube channels, iOS/Android by market), named placements, keyword volumes per market.
 * 6: creatives by day (creative_daily): a creative has figures only on the days it was live.
 * 7: channel mixes that move: monthly drift per advertiser and channel, channel tests of the large
 *    advertisers, mid-size and small ones entering or leaving a channel, connected TV kept to the large;
 *    publisher rows stored for the predefined periods' cut months (migration 0028).
 */
export const GENERATOR_VERSION = 7;

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
  /** Rows per generated table, app-state and meta tables aside. */
  rows: Record<Exclude<(typeof GENERATED_TABLES)[number], 'data_meta'>, number>;
}

/**
 * Replaces the synthetic ad data of a migrated database in one transaction:
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
    ['clear', (tx) => clearSyntheticData(tx)],
    ['partitions', (tx) => createFactPartitions(tx, range.months)],
    ['categories', (tx) => generateCategories(tx, salt(7))],
    ['advertisers', (tx) => generateAdvertisers(tx, salt(1), scale.advertisers)],
    ['publishers', (tx) => generatePublishers(tx, salt(2), scale.publishers)],
    ['profiles', (tx) => prepareAdvertiserProfiles(tx, salt(3), scale)],
    ['channel mix', (tx) => planChannelMixes(tx, salt(13), scale)],
    ['brands', (tx) => generateBrands(tx, salt(8), scale.advertisers)],
    ['campaigns', (tx) => generateCampaigns(tx, salt(4), range)],
    ['keywords', (tx) => generateCampaignKeywords(tx, salt(9))],
    ['daily facts', (tx) => generateFacts(tx, salt(5), range)],
    ['rollups', (tx) => buildRollups(tx)],
    ['creatives', (tx) => generateCreatives(tx, salt(6), range)],
    ['creatives d.', (tx) => buildCreativeRollups(tx, salt(10))],
    ['publisher m.', (tx) => buildPublisherMonthly(tx, salt(11))],
    ['publisher c.', (tx) => buildPublisherCreativeMonthly(tx)],
    ['market', (tx) => buildMarketRollups(tx)],
    ['publisher s.', (tx) => buildPublisherSlices(tx, range)],
    ['audience', (tx) => generateAudience(tx, salt(12))],
  ];
  const rows = await db.transaction(async (tx) => {
    await withTrigramIndexesDeferred(tx, async () => {
      for (const [name, run] of steps) {
        const stepStarted = performance.now();
        await run(tx);
        onProgress?.(name, performance.now() - stepStarted);
      }
    });
    // The global search's names and sizes (migration 0026), from the data just written.
    const namesStarted = performance.now();
    await tx.exec('REFRESH MATERIALIZED VIEW search_names');
    onProgress?.('search names', performance.now() - namesStarted);
    await tx.query(
      `INSERT INTO data_meta (data_start, data_end, scale, seed, generator_version, generation_ms)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [range.start, range.end, scale.name, seed, GENERATOR_VERSION, Math.round(performance.now() - started)],
    );
    const counted = GENERATED_TABLES.filter((table) => table !== 'data_meta');
    const [counts] = await tx.query<GenerationReport['rows']>(
      `SELECT ${counted.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ')}`,
    );
    return counts!;
  });
  // Fresh statistics so the planner picks the rollups' indexes from the first request on.
  const analyzeStarted = performance.now();
  await db.exec(GENERATED_TABLES.map((table) => `ANALYZE ${table};`).join(' ') + ' ANALYZE search_names;');
  onProgress?.('analyze', performance.now() - analyzeStarted);
  return { dataStart: range.start, dataEnd: range.end, ms: Math.round(performance.now() - started), rows };
}
