import { loadConfig } from './config.ts';
import { openDatabase } from './db/openDatabase.ts';
import { runMigrations } from './db/runMigrations.ts';
import { seedIfEmpty } from './seed/seedIfEmpty.ts';

/**
 * `pnpm --filter @adlens/api-server seed`: migrate and seed without serving (same environment as the
 * server: ADLENS_DATA_DIR / DATABASE_URL, ADLENS_SCALE, ADLENS_DATA_END, ADLENS_SEED, ADLENS_RESET_DB).
 */
const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await runMigrations(db);
  console.log(applied.length > 0 ? `Applied migrations ${applied.join(', ')}` : 'Schema is up to date');
  const report = await seedIfEmpty(db, {
    scale: config.scale,
    seed: config.seed,
    dataEnd: config.dataEnd,
    log: console.log,
  });
  if (!report) console.log('Data already present: nothing to seed (ADLENS_RESET_DB=1 starts over with PGlite)');
} finally {
  await db.close();
}
