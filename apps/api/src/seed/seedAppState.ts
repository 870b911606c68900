import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/Database.ts';
import { DEMO_ACCOUNT } from './demoAccount.ts';
import { PACKAGE_CATALOGUE } from './packageCatalogue.ts';

/** Package plans and the demo account (Enterprise, role USER, customer 'Adlens Demo'). Idempotent. */
export async function seedAppState(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    for (const pkg of PACKAGE_CATALOGUE) {
      await tx.query(
        `INSERT INTO packages (code, name, type, price, features, limits)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) ON CONFLICT (code) DO NOTHING`,
        [pkg.code, pkg.name, pkg.type, pkg.price, JSON.stringify(pkg.features), JSON.stringify(pkg.limits)],
      );
    }
    for (const pkg of PACKAGE_CATALOGUE) {
      if (!pkg.upgradableTo) continue;
      await tx.query(`UPDATE packages SET upgradable_to = (SELECT id FROM packages WHERE code = $2) WHERE code = $1`, [
        pkg.code,
        pkg.upgradableTo,
      ]);
    }
    const existing = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [DEMO_ACCOUNT.email]);
    if (existing.length > 0) return;
    const [customer] = await tx.query<{ id: number }>(
      `INSERT INTO customers (name, type, package_id)
       SELECT $1, 'B2B', id FROM packages WHERE code = $2 RETURNING id`,
      [DEMO_ACCOUNT.customer, DEMO_ACCOUNT.packageCode],
    );
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (customer_id, email, password_hash, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [customer!.id, DEMO_ACCOUNT.email, passwordHash, DEMO_ACCOUNT.firstName, DEMO_ACCOUNT.lastName],
    );
    await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'USER')`, [user!.id]);
  });
}
