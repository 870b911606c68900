import { hashPassword } from '../auth/passwords.ts';
import type { Database, Queryable } from '../db/Database.ts';
import { SEEDED_ACCOUNTS, SEEDED_MANAGER_EMAIL, type SeededAccount } from './accessAccounts.ts';
import { PACKAGE_CATALOGUE } from './packageCatalogue.ts';

/** The catalogue is the source of truth: an existing database gets changed limits on the next start. */
async function seedPackages(tx: Queryable): Promise<void> {
  for (const pkg of PACKAGE_CATALOGUE) {
    await tx.query(
      `INSERT INTO packages (code, name, type, price, features, limits)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
       ON CONFLICT (code) DO UPDATE SET name = excluded.name, type = excluded.type, price = excluded.price,
         features = excluded.features, limits = excluded.limits`,
      [pkg.code, pkg.name, pkg.type, pkg.price, JSON.stringify(pkg.features), JSON.stringify(pkg.limits)],
    );
  }
  for (const pkg of PACKAGE_CATALOGUE) {
    await tx.query(`UPDATE packages SET upgradable_to = (SELECT id FROM packages WHERE code = $2) WHERE code = $1`, [
      pkg.code,
      pkg.upgradableTo,
    ]);
  }
}

async function customerFor(tx: Queryable, account: SeededAccount, today: string): Promise<number> {
  const [found] = await tx.query<{ id: number }>(
    `SELECT id FROM customers WHERE name = $1 AND integration_provider IS NULL ORDER BY id LIMIT 1`,
    [account.customer],
  );
  if (found) return found.id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO customers (name, type, package_id, trial_ends_at, manager_email)
     VALUES ($1, $2, (SELECT id FROM packages WHERE code = $3), CASE WHEN $4::int IS NULL THEN NULL ELSE $5::date + $4::int END, $6)
     RETURNING id`,
    [
      account.customer,
      account.customerType,
      account.packageCode,
      account.trialDays ?? null,
      today,
      SEEDED_MANAGER_EMAIL,
    ],
  );
  return created!.id;
}

/**
 * Package plans and the seeded accounts of accessAccounts.ts. Idempotent: it runs on every start, so
 * databases created before an account was added get it (brief: existing `.data/` directories).
 * Returns the e-mails it created.
 */
export async function seedAppState(db: Database, today = new Date().toISOString().slice(0, 10)): Promise<string[]> {
  const existing = new Set(
    (
      await db.query<{ email: string }>(
        `SELECT lower(email) AS email FROM users WHERE integration_provider IS NULL AND lower(email) = ANY($1::text[])`,
        [SEEDED_ACCOUNTS.map((account) => account.email.toLowerCase())],
      )
    ).map((row) => row.email),
  );
  const missing = SEEDED_ACCOUNTS.filter((account) => !existing.has(account.email.toLowerCase()));
  const hashes = await Promise.all(missing.map((account) => hashPassword(account.password)));
  return db.transaction(async (tx) => {
    await seedPackages(tx);
    // Customers from before the contacts route get the seeded manager, whom 'contact admin' writes to.
    await tx.query(
      `UPDATE customers SET manager_email = $1 WHERE manager_email IS NULL AND integration_provider IS NULL`,
      [SEEDED_MANAGER_EMAIL],
    );
    const created: string[] = [];
    for (const [index, account] of missing.entries()) {
      const customerId = await customerFor(tx, account, today);
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (customer_id, email, password_hash, first_name, last_name, max_devices, max_sessions, otp_required)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          customerId,
          account.email,
          hashes[index],
          account.firstName,
          account.lastName,
          account.maxDevices ?? null,
          account.maxSessions ?? null,
          account.otpRequired ?? false,
        ],
      );
      if (!user) continue;
      for (const role of account.roles) {
        await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          user.id,
          role,
        ]);
      }
      created.push(account.email);
    }
    // The seeded accounts demonstrate the product as it is used every day: none starts at the
    // onboarding, including accounts added to an existing database later — but the new
    // user, who is offered it until they finish or skip it (the row, once there, is kept).
    await tx.query(
      `INSERT INTO user_onboarding (user_id, status, completed_at)
       SELECT u.id, CASE WHEN a.new_user THEN 'pending' ELSE 'completed' END, CASE WHEN a.new_user THEN NULL ELSE now() END
       FROM unnest($1::text[], $2::boolean[]) AS a(email, new_user)
       JOIN users u ON u.integration_provider IS NULL AND lower(u.email) = a.email
       ON CONFLICT (user_id) DO NOTHING`,
      [
        SEEDED_ACCOUNTS.map((account) => account.email.toLowerCase()),
        SEEDED_ACCOUNTS.map((account) => account.newUser ?? false),
      ],
    );
    return created;
  });
}
