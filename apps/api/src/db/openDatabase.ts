import { rmSync } from 'node:fs';
import type { ApiConfig } from '../config.ts';
import type { Database } from './Database.ts';
import { openPglite } from './openPglite.ts';
import { openPostgres } from './openPostgres.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite in the data directory (wiped first on ADLENS_RESET_DB=1). */
export async function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'resetDb'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (config.resetDb) rmSync(config.dataDir, { recursive: true, force: true });
  return openPglite(config.dataDir);
}
