import type * as Core from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/Database.ts';
import { openPglite } from '../db/openPglite.ts';
import { runMigrations } from '../db/runMigrations.ts';
import { loadInAppPackages } from '../datasets/inAppPackages.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { seedAppState } from './seedAppState.ts';

// Basic as someone might edit it in core PACKAGE_PLANS, the only place plan values are written.
vi.mock('@adlens/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  const basic = core.PACKAGE_PLANS.BASIC;
  const edited: Core.PackagePlan = {
    ...basic,
    name: 'Basic Plus',
    upgradableTo: 'TEAM',
    channels: ['DISPLAY'],
    flags: { ...basic.flags, brand: true },
    features: ['REPORT_VIEW', 'CREATIVES_EXPORT'],
    limits: { PERIOD: 9, COUNTRY: 2, CAMPAIGN: 7, CREATIVE: null },
  };
  return { ...core, PACKAGE_PLANS: { ...core.PACKAGE_PLANS, BASIC: edited } };
});

/**
 * One edit of a plan in core PACKAGE_PLANS changes the app's gating
 * and the server alike — the seeded packages row, the package access the datasets enforce and
 * `GET inapps`: the plan values are written once, in core, so the two cannot disagree.
 */
describe('plans edited in core PACKAGE_PLANS', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await runMigrations(db);
    await seedAppState(db, '2025-01-01');
  });
  afterAll(() => db?.close());

  it('seed the packages table: name, upgradableTo, features and limits, usage limits kept', async () => {
    const [row] = await db.query<{ name: string; next: string; features: string[]; limits: Record<string, number> }>(
      `SELECT p.name, n.code AS next, p.features, p.limits
       FROM packages p JOIN packages n ON n.id = p.upgradable_to WHERE p.code = 'BASIC'`,
    );
    expect(row).toEqual({
      name: 'Basic Plus',
      next: 'TEAM',
      features: ['REPORT_VIEW', 'CREATIVES_EXPORT'],
      // An unlimited (null) CREATIVE limit is left out; the metered usage is the server's own.
      limits: {
        PERIOD: 9,
        COUNTRY: 2,
        CAMPAIGN: 7,
        REPORT_VIEW_DAILY: 5,
        REPORT_VIEW_MONTHLY: 100,
        // The 11th widget export of a month is refused; Basic has no report or creative exports.
        EXPORT_WIDGET_MONTHLY: 10,
        EXPORT_GLOBAL_MONTHLY: 0,
        EXPORT_CREATIVES_MONTHLY: 0,
        EXPORT_PERIOD_MONTHS: 3,
      },
    });
  });

  it('replace the limits of an existing database on the next start (EXPORT_MONTHLY became scoped caps)', async () => {
    await db.query(`UPDATE packages SET limits = '{"EXPORT_MONTHLY": 10}'::jsonb WHERE code = 'BASIC'`);
    await seedAppState(db, '2025-01-01');
    const [row] = await db.query<{ limits: Record<string, number> }>(
      `SELECT limits FROM packages WHERE code = 'BASIC'`,
    );
    expect(row!.limits).not.toHaveProperty('EXPORT_MONTHLY');
    expect(row!.limits).toMatchObject({ EXPORT_WIDGET_MONTHLY: 10, EXPORT_PERIOD_MONTHS: 3 });
  });

  it("give the datasets the plan's channels, flags and markets", async () => {
    const [user] = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'basic@adlens.test'`);
    const access = await loadPackageAccess(db, Number(user!.id));
    expect(access.channels).toEqual(['DISPLAY']);
    expect(access.features).toEqual({
      category: false,
      brand: true,
      advertiserBenchmark: false,
      brandBenchmark: false,
    });
    expect(access.countries).toHaveLength(2);
    expect(access.maxPeriodMonths).toBe(9);
    expect(access.resultsLimits).toEqual({ CAMPAIGN: 7, CREATIVE: null });
  });

  it('are what GET inapps lists, in upgrade order', async () => {
    const packages = await loadInAppPackages(db, false);
    expect(packages.map((pkg) => pkg.code)).toEqual(['TRIAL', 'BASIC', 'PROFESSIONAL', 'TEAM', 'ENTERPRISE']);
    const basic = packages.find((pkg) => pkg.code === 'BASIC')!;
    expect(basic.upgradableTo).toBe(packages.find((pkg) => pkg.code === 'TEAM')!.id);
    expect(basic.features.map((feature) => feature.code)).toEqual(['REPORT_VIEW', 'CREATIVES_EXPORT']);
  });
});
