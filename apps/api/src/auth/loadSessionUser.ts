import { type IntegrationProvider, ROLES, type Role, type SessionUser } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  integration_provider: IntegrationProvider | null;
  customer_id: number;
  customer_name: string;
  customer_type: SessionUser['customer']['type'];
  package_name: string | null;
  trial_ends_at: string | null;
  roles: string[];
}

/**
 * The user as the access token carries it, with its integration;
 * undefined for a deactivated user, so no access token is minted for them.
 */
export async function loadSessionUser(
  db: Queryable,
  userId: number,
): Promise<{ user: SessionUser; integration: IntegrationProvider | null } | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.avatar_url, u.integration_provider,
            c.id AS customer_id, c.name AS customer_name, c.type AS customer_type, p.name AS package_name,
            c.trial_ends_at,
            coalesce((SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles
     FROM users u
     JOIN customers c ON c.id = u.customer_id
     LEFT JOIN packages p ON p.id = coalesce(u.package_id, c.package_id)
     WHERE u.id = $1 AND u.deactivated_at IS NULL`,
    [userId],
  );
  if (!row) return undefined;
  // Roles by priority, highest (lowest number) first.
  const roles = ROLES.filter((role): role is Role => row.roles.includes(role));
  const user: SessionUser = {
    id: row.id,
    customer: { id: row.customer_id, name: row.customer_name, type: row.customer_type },
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    isB2C: row.customer_type === 'B2C',
    hasPackage: row.package_name !== null,
    packagePlan: row.package_name,
    // Trial users are detected from the token; only TRIAL customers carry an end day.
    trialEndsAt: row.customer_type === 'TRIAL' ? row.trial_ends_at : null,
    roles,
  };
  return { user, integration: row.integration_provider };
}
