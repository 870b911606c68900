import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/openPglite.ts';
import { readMigrations, runMigrations } from '../db/runMigrations.ts';
import { SEEDED_ACCOUNTS } from './accessAccounts.ts';
import { PACKAGE_CATALOGUE } from './packageCatalogue.ts';
import { seedAppState } from './seedAppState.ts';

describe('a database created before the access migration (brief: existing `.data/`)', () => {
  it('gets the Basic and Team plans, the new columns and every seeded account on the next start', async () => {
    const db = await openPglite();
    try {
      await runMigrations(db, readMigrations().slice(0, 5));
      // What the old seed left: the Standard plan and the demo account only.
      await db.exec(`
        INSERT INTO packages (code, name, type) VALUES ('STANDARD', 'Standard', 'PLAN'), ('ENTERPRISE', 'Enterprise', 'PLAN');
        INSERT INTO customers (name, type, package_id) SELECT 'Adlens Demo', 'B2B', id FROM packages WHERE code = 'ENTERPRISE';
        INSERT INTO users (customer_id, email, password_hash, first_name, last_name)
          SELECT id, 'demo@adlens.test', 'scrypt$old', 'Dana', 'Demo' FROM customers;`);
      // Every migration after the old schema runs, the access migration (6) first.
      const applied = await runMigrations(db);
      expect(applied[0]).toBe(6);
      expect(applied).toEqual([...applied].sort((a, b) => a - b));
      const created = await seedAppState(db, '2025-01-01');
      expect(created).toEqual(
        SEEDED_ACCOUNTS.map((account) => account.email).filter((email) => email !== 'demo@adlens.test'),
      );
      const plans = await db.query<{ code: string; name: string }>('SELECT code, name FROM packages ORDER BY code');
      expect(plans.map((plan) => plan.name)).toEqual(expect.arrayContaining(['Basic', 'Team', 'Trial', 'Enterprise']));
      expect(plans.map((plan) => plan.code)).not.toContain('STANDARD');
      // A plan the old seed left without limits gets the catalogue's.
      const [enterprise] = await db.query<{ limits: Record<string, number> }>(
        `SELECT limits FROM packages WHERE code = 'ENTERPRISE'`,
      );
      expect(enterprise?.limits).toEqual(PACKAGE_CATALOGUE.find((pkg) => pkg.code === 'ENTERPRISE')!.limits);
      const [trial] = await db.query<{ trial_ends_at: string }>(
        `SELECT c.trial_ends_at FROM customers c JOIN users u ON u.customer_id = c.id WHERE u.email = 'trial@adlens.test'`,
      );
      expect(trial?.trial_ends_at).toBe('2025-01-15');
      const managers = await db.query<{ manager_email: string | null }>('SELECT manager_email FROM customers');
      expect(managers.every((row) => row.manager_email === 'success@adlens.test')).toBe(true);
      // The demo password is left alone.
      const [demo] = await db.query<{ password_hash: string }>(
        `SELECT password_hash FROM users WHERE email = 'demo@adlens.test'`,
      );
      expect(demo?.password_hash).toBe('scrypt$old');
    } finally {
      await db.close();
    }
  }, 180_000); // Seeds `small` again (about 30 s of CPU on PGlite), on a machine that may be busy.
});
