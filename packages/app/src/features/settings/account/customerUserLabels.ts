import type { CustomerUserListItem, CustomerUserState, Role } from '@adlens/core';
import { highestRole } from '@adlens/core';
import { ROLE_DISPLAY_NAMES } from '../../../model/session/accountMenuItems.ts';

/** What each state reads on the Account settings page. */
export const USER_STATE_LABELS: Readonly<Record<CustomerUserState, string>> = {
  active: 'Active',
  invited: 'Invited – activation pending',
  deactivated: 'Deactivated',
};

/**
 * The roles a row shows: the highest ranked role's name (docs/product/access-and-sessions.md#roles, as
 * the account menu names it), then the others that grant something (Skiplist manager, Dataset viewer).
 */
export function userRoleLabel(user: Pick<CustomerUserListItem, 'roles'>): string {
  const roles = user.roles as readonly Role[];
  const ranked = highestRole(roles);
  const extras = roles
    .filter((role) => role === 'SKIPLIST_MANAGER' || role === 'DATASET_VIEWER')
    .map((role) => (role === 'SKIPLIST_MANAGER' ? 'Skiplist manager' : 'Dataset viewer'));
  return [ranked ? ROLE_DISPLAY_NAMES[ranked] : undefined, ...extras].filter(Boolean).join(', ') || 'No role';
}

export function userDisplayName(user: Pick<CustomerUserListItem, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** A day as people read it ('27 Nov 2026'), or a dash for never. */
export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
