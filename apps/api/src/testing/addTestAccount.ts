import type { PackageCode, Role } from '@adlens/core';
import { hashPassword } from '../auth/passwords.ts';
import type { TestServer } from './createTestServer.ts';

export interface TestAccountOptions {
  /** The customer's name: an existing customer (a seeded one), or a new B2B customer on `packageCode`. */
  customer: string;
  email: string;
  roles?: Role[];
  /** The package of a new customer (default ENTERPRISE: every owner-scoped feature). */
  packageCode?: PackageCode;
}

export interface TestAccount {
  id: number;
  customerId: number;
  email: string;
  password: string;
  /** An access token of a fresh session. */
  token: string;
}

const PASSWORD = 'Account-for-tests-1';

/**
 * A user of a customer, signed in: for tests that need several users of one customer, or users of
 * several customers (the seed has one user per access state). Written straight to the database, as
 * an operator would; adding users through the API is what customerUserRoutes tests.
 */
export async function addTestAccount(server: TestServer, options: TestAccountOptions): Promise<TestAccount> {
  const customerId = await customerNamed(server, options.customer, options.packageCode ?? 'ENTERPRISE');
  const [user] = await server.db.query<{ id: number }>(
    `INSERT INTO users (customer_id, email, password_hash, first_name, last_name)
     VALUES ($1, $2, $3, 'Test', 'Account') RETURNING id`,
    [customerId, options.email, await hashPassword(PASSWORD)],
  );
  const id = Number(user!.id);
  for (const role of options.roles ?? ['USER']) {
    await server.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
  }
  // Past the first-run onboarding, as the seeded accounts are (seedAppState).
  await server.db.query(`INSERT INTO user_onboarding (user_id, status, completed_at) VALUES ($1, 'completed', now())`, [
    id,
  ]);
  const token = await server.accessToken({ email: options.email, password: PASSWORD });
  return { id, customerId, email: options.email, password: PASSWORD, token };
}

async function customerNamed(server: TestServer, name: string, packageCode: PackageCode): Promise<number> {
  const [existing] = await server.db.query<{ id: number }>('SELECT id FROM customers WHERE name = $1', [name]);
  if (existing) return Number(existing.id);
  const [created] = await server.db.query<{ id: number }>(
    `INSERT INTO customers (name, type, package_id) SELECT $1, 'B2B', id FROM packages WHERE code = $2 RETURNING id`,
    [name, packageCode],
  );
  if (!created) throw new Error(`No package ${packageCode} to give the customer ${name}`);
  return Number(created.id);
}
