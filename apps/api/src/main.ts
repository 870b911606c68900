import { developmentJwtSecret } from './auth/developmentJwtSecret.ts';
import { trustedPartnerKeys } from './auth/trustedPartnerKeys.ts';
import { formatBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/Database.ts';
import { openDatabase } from './db/openDatabase.ts';
import { runMigrations } from './db/runMigrations.ts';
import { loadDataMeta } from './datasets/loadDataMeta.ts';
import { seedIfEmpty } from './seed/seedIfEmpty.ts';
import { buildServer } from './server.ts';

/**
 * `pnpm --filter @adlens/api-server serve` (and `pnpm start`): open the database, migrate, seed on
 * first start, listen, print where everything is; close cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const jwtSecret = config.jwtSecret ?? (await developmentJwtSecret(config.jwtSecretFile));
  if (!config.jwtSecret)
    log(`ADLENS_JWT_SECRET is not set: signing tokens with this machine's secret in ${config.jwtSecretFile}.`);
  log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: PGlite in ${config.dataDir}`);
  let db: Database | undefined;
  try {
    // Before the database: the partner host example waits for the development pairs written here.
    const partners = await trustedPartnerKeys(config);
    log(partners.description);
    db = await openDatabase(config);
    const applied = await runMigrations(db);
    if (applied.length > 0) log(`Applied migrations ${applied.join(', ')}`);
    await seedIfEmpty(db, { scale: config.scale, seed: config.seed, dataEnd: config.dataEnd, log });
    const app = await buildServer({
      db,
      jwtSecret,
      localOrigins: !config.production,
      partnerKeys: partners.keys,
      corsOrigins: config.corsOrigins,
      trustedProxies: config.trustedProxies,
      publicOrigin: config.publicOrigin,
      ...(config.appOrigin ? { appOrigin: config.appOrigin } : {}),
      ...(config.maintenanceMessage ? { maintenanceMessage: config.maintenanceMessage } : {}),
      ...(config.homePageUrl ? { homePageUrl: config.homePageUrl } : {}),
      ...(config.supportEmail ? { supportEmail: config.supportEmail } : {}),
      ...(config.salesEmail ? { salesEmail: config.salesEmail } : {}),
      ...(config.analyticsId ? { analyticsId: config.analyticsId } : {}),
      ...(config.smtp ? { smtp: config.smtp } : {}),
      devRoutes: config.devRoutes,
      ...(config.digestIntervalMs ? { digestIntervalMs: config.digestIntervalMs } : {}),
      ...(config.exportIntervalMs ? { exportIntervalMs: config.exportIntervalMs } : {}),
      logger: { level: config.logLevel },
    });
    await app.listen({ port: config.port, host: config.host });
    const meta = await loadDataMeta(db);
    log(formatBanner({ port: config.port, database: db.kind, dataEnd: meta?.dataEnd, devMail: config.devRoutes }));

    const openDb = db;
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      log(`${signal}: shutting down`);
      app
        .close()
        .then(() => openDb.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
    };
    process.once('SIGINT', () => shutdown('SIGINT'));
    process.once('SIGTERM', () => shutdown('SIGTERM'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await db?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
