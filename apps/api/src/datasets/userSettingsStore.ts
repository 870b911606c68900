import { DEFAULT_USER_PREFERENCES, type UserPreferences, type UserSettings } from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';

/** A user's preferences, persisted settings, name and password, as the user-settings routes read and write them. */
export async function readPreferences(db: Queryable, userId: number): Promise<UserPreferences> {
  const [row] = await db.query<UserPreferences>(
    `SELECT show_category_alert AS "showCategoryAlert", show_brand_alert AS "showBrandAlert",
            brand_hierarchy_enabled AS "brandHierarchyEnabled"
     FROM user_preferences WHERE user_id = $1`,
    [userId],
  );
  return row ?? DEFAULT_USER_PREFERENCES;
}

export async function readSettings(db: Queryable, userId: number): Promise<UserSettings> {
  const [row] = await db.query<{ settings: UserSettings }>('SELECT settings FROM user_settings WHERE user_id = $1', [
    userId,
  ]);
  return row?.settings ?? {};
}

export async function savePreferences(db: Queryable, userId: number, preferences: UserPreferences): Promise<void> {
  await db.query(
    `INSERT INTO user_preferences (user_id, show_category_alert, show_brand_alert, brand_hierarchy_enabled)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET show_category_alert = $2, show_brand_alert = $3,
       brand_hierarchy_enabled = $4, updated_at = now()`,
    [userId, preferences.showCategoryAlert, preferences.showBrandAlert, preferences.brandHierarchyEnabled],
  );
}

/** The settings become exactly these. */
export async function replaceSettings(db: Queryable, userId: number, settings: UserSettings): Promise<void> {
  await db.query(
    `INSERT INTO user_settings (user_id, settings) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET settings = $2::jsonb, updated_at = now()`,
    [userId, JSON.stringify(settings)],
  );
}

/** Sets these keys and removes those, keeping the others. */
export async function patchSettings(
  db: Queryable,
  userId: number,
  set: Record<string, unknown>,
  removed: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO user_settings (user_id, settings) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET settings = (user_settings.settings - $3::text[]) || $2::jsonb,
       updated_at = now()`,
    [userId, JSON.stringify(set), removed],
  );
}

export async function saveName(db: Queryable, userId: number, firstName: string, lastName: string): Promise<void> {
  await db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [userId, firstName, lastName]);
}

/** The user's password hash; null for an account without a password. */
export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.password_hash ?? null;
}

/** A new password: whoever knew the old one is signed out everywhere but this session. */
export async function changePassword(db: Database, userId: number, hash: string, keptSessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
    await tx.query(
      `UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`,
      [userId, keptSessionId],
    );
  });
}
