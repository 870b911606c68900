import { type Role, type SessionUser, highestRole, isAdmin } from '@adlens/core';

/** The roles the account menu can show under the name. */
export const ROLE_DISPLAY_NAMES: Readonly<Partial<Record<Role, string>>> = {
  ADMIN: 'Admin',
  RESELLER_ADMIN: 'Reseller admin',
  CUSTOMER_ADMIN: 'Customer admin',
  USER: 'Standard user',
};

export type AccountMenuItemKind = 'user-settings' | 'email-notifications' | 'account-settings' | 'skip-mode' | 'logout';

export interface AccountMenuItemOptions {
  /** App config: the e-mail notifications feature is on. */
  emailNotifications?: boolean;
  /** The menu in dynamic mode has no Email notifications item. */
  dynamicMode?: boolean;
  /** White-label account-menu toggle: offer Logout; on by default. */
  logout?: boolean;
}

/** Tokens minted before roles were added carry none; read them as no roles. */
function rolesOf(user: SessionUser): readonly Role[] {
  return (user.roles as readonly Role[] | undefined) ?? [];
}

/**
 * Which account-menu items a user gets, in order. User settings always, Logout unless the white-label turns it off;
 * Email notifications when configured (and not in dynamic mode); Account settings for admin roles; Skip mode for
 * skiplist managers.
 */
export function accountMenuItems(user: SessionUser, options: AccountMenuItemOptions = {}): AccountMenuItemKind[] {
  const roles = rolesOf(user);
  const items: AccountMenuItemKind[] = ['user-settings'];
  if (options.emailNotifications && !options.dynamicMode) items.push('email-notifications');
  // Account settings is our in-app page (settings/account), so every admin gets it.
  if (isAdmin(roles)) items.push('account-settings');
  if (roles.includes('SKIPLIST_MANAGER')) items.push('skip-mode');
  if (options.logout !== false) items.push('logout');
  return items;
}

/**
 * The subtitle is the highest role's name, or the e-mail when the user has none or the
 * white-label turns role display off.
 */
export function accountMenuSubtitle(user: SessionUser, showRole = true): string {
  if (!showRole) return user.email;
  const role = highestRole(rolesOf(user));
  return (role && ROLE_DISPLAY_NAMES[role]) ?? user.email;
}

export function userFullName(user: SessionUser): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/** Up to two letters for the avatar: first and last name, else the e-mail's first letter. */
export function userInitials(user: SessionUser): string {
  const letters = [user.firstName, user.lastName].map((part) => (part ?? '').trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
