import type { Database, Queryable } from '../db/Database.ts';

/** The e-mail of the customer's account manager; empty when none is set. */
export async function customerManagerEmail(db: Queryable, customerId: number): Promise<string> {
  const [row] = await db.query<{ email: string | null }>('SELECT manager_email AS email FROM customers WHERE id = $1', [
    customerId,
  ]);
  return row?.email ?? '';
}

/** Whether the customer is a partner's (its users are the partner's); undefined for an unknown customer. */
export async function isPartnerCustomer(db: Queryable, customerId: number): Promise<boolean | undefined> {
  const [customer] = await db.query<{ partner: boolean }>(
    'SELECT integration_provider IS NOT NULL AS partner FROM customers WHERE id = $1',
    [customerId],
  );
  return customer?.partner;
}

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  customer_id: number;
  activated: boolean;
  created_at: Date;
  last_login_at: Date | null;
  deactivated_at: Date | null;
  roles: string[];
}

const USER_ROW_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.customer_id,
    u.password_hash IS NOT NULL AS activated, u.created_at, u.last_login_at, u.deactivated_at,
    coalesce((SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles
  FROM users u WHERE u.customer_id = $1 AND u.integration_provider IS NULL`;

/** Deactivates a user of this customer (undefined for another customer's or an unknown id); idempotent. */
export async function deactivateCustomerUser(
  db: Database,
  customerId: number,
  userId: number,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    // Only a user of this customer: another customer's id is 404, the same as one that does not exist.
    const [user] = await tx.query<UserRow>(`${USER_ROW_SELECT} AND u.id = $2 FOR UPDATE OF u`, [customerId, userId]);
    if (!user) return undefined;
    if (user.deactivated_at) return user;
    await tx.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [userId]);
    // Their sessions end now; their unused activation or recovery links die with the account.
    await tx.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    await tx.query('UPDATE verification_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    const [updated] = await tx.query<UserRow>(`${USER_ROW_SELECT} AND u.id = $2`, [customerId, userId]);
    return updated;
  });
}

/** The customer's own users (not its partner users), by name. */
export async function listCustomerUsers(db: Queryable, customerId: number): Promise<UserRow[]> {
  return db.query<UserRow>(`${USER_ROW_SELECT} ORDER BY lower(u.first_name), lower(u.last_name), lower(u.email)`, [
    customerId,
  ]);
}

/** Whether an Adlens account (not a partner user) has this e-mail, in any case. */
export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND integration_provider IS NULL', [
    email,
  ]);
  return taken.length > 0;
}

/**
 * A new user of the customer, with the USER role, at the start of the onboarding
 * (docs/decisions/search-and-discovery.md#onboarding). No package of its own: the user reads the customer's
 * (loadSessionUser, packageAccess).
 */
export async function createCustomerUser(
  db: Database,
  customerId: number,
  user: { email: string; firstName: string; lastName: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (customer_id, email, first_name, last_name) VALUES ($1, $2, $3, $4) RETURNING id`,
      [customerId, user.email, user.firstName, user.lastName],
    );
    await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'USER')`, [row!.id]);
    await tx.query(`INSERT INTO user_onboarding (user_id, status) VALUES ($1, 'pending')`, [row!.id]);
    return Number(row!.id);
  });
}
