import type { Queryable } from '../db/Database.ts';

/** Every table the generator fills, referencing tables first; app state (users, sessions, …) is not here. */
export const GENERATED_TABLES = [
  'data_meta',
  'audience_advertiser_interests',
  'audience_profiles',
  'audience_keywords',
  'audience_interests',
  'audience_panel_engagement',
  'audience_panel_activity',
  'audience_panel_languages',
  'audience_panel_demographics',
  'audience_panels',
  'category_monthly_channel',
  'publisher_slice_totals',
  'publisher_slice_creative',
  'publisher_slice_advertiser',
  'publisher_monthly_totals',
  'market_monthly_advertiser',
  'publisher_monthly_creative',
  'publisher_monthly_advertiser',
  'creative_monthly',
  'creative_daily',
  'campaign_monthly_channel',
  'advertiser_monthly_channel',
  'advertiser_daily_channel',
  'ad_daily_facts',
  'campaign_keywords',
  'creatives',
  'campaigns',
  'brands',
  'keywords',
  'advertisers',
  'publishers',
  'categories',
] as const;

/**
 * Empties the generated data so a newer generator can replace it (seedIfEmpty, on a GENERATOR_VERSION
 * change) and drops the fact partitions. App-state tables keep their rows: they hold entity ids
 * without foreign keys, and a table that did reference generated data would make TRUNCATE fail loudly
 * instead of being emptied with it (no CASCADE).
 */
export async function clearSyntheticData(tx: Queryable): Promise<void> {
  await tx.exec(`TRUNCATE ${GENERATED_TABLES.join(', ')}`);
  const partitions = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'ad_daily_facts'::regclass ORDER BY 1`,
  );
  for (const { name } of partitions) {
    if (!/^ad_daily_facts_\d{6}$/.test(name)) throw new Error(`Unexpected fact partition: ${name}`);
    await tx.exec(`DROP TABLE ${name}`);
  }
}
