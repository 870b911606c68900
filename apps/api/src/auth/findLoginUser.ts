import type { Queryable } from '../db/Database.ts';

/** What sign-in and the password-set links need of a user row. */
export interface LoginUser {
  id: number;
  email: string;
  first_name: string;
  password_hash: string | null;
  max_devices: number | null;
  max_sessions: number | null;
  otp_required: boolean;
  deactivated: boolean;
}

const USER_COLUMNS =
  'id, email, first_name, password_hash, max_devices, max_sessions, otp_required, deactivated_at IS NOT NULL AS deactivated';

/** The user matching `where` (a condition on one parameter, `$1` = `value`), if any. */
export async function findLoginUser(db: Queryable, where: string, value: unknown): Promise<LoginUser | undefined> {
  const [user] = await db.query<LoginUser>(`SELECT ${USER_COLUMNS} FROM users WHERE ${where}`, [value]);
  return user;
}
