// Each schema is built inside an arrow called at once and marked `/* @__PURE__ */`, so bundles that do not use them drop zod (userSettings.ts).
import { z } from 'zod';
import type { Role } from '../auth.ts';
import { VALIDATION_MESSAGES } from '../errors.ts';
import { firstNameSchema, lastNameSchema } from '../userSettings.ts';

/**
 * Adding a user to a customer: admins invite
 * people by e-mail; the new user gets the customer's package, the USER role and an activation link
 *, and starts at the onboarding.
 */
export function customerUsersPath(customerId: number | string): string {
  return `customers/${customerId}/users`;
}

/**
 * Roles: the admin roles. A BIS admin adds users to any customer; a
 * reseller or customer admin to their own (we hold no reseller-to-customer relation).
 */
export const USER_ADMIN_ROLES = ['ADMIN', 'RESELLER_ADMIN', 'CUSTOMER_ADMIN'] as const satisfies readonly Role[];

/** Whether these roles may add users to `customerId`, given the admin's own customer. */
export function canAddUsers(roles: readonly Role[], ownCustomerId: number, customerId: number): boolean {
  if (roles.includes('ADMIN')) return true;
  return roles.some((role) => (USER_ADMIN_ROLES as readonly Role[]).includes(role)) && ownCustomerId === customerId;
}

/** The messages of for the e-mail; the profile's for the names. */
export const createCustomerUserSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    email: z
      .string(VALIDATION_MESSAGES.emailRequired)
      .trim()
      .min(1, VALIDATION_MESSAGES.emailRequired)
      .max(320, VALIDATION_MESSAGES.emailFormat)
      .pipe(z.email(VALIDATION_MESSAGES.emailFormat)),
    firstName: firstNameSchema,
    lastName: lastNameSchema,
  }))();
export type CreateCustomerUserRequest = z.infer<typeof createCustomerUserSchema>;

/** Our message when the e-mail has an account already (409). */
export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail address already exists';

/** POST customers/{id}/users answer. */
export interface CustomerUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  customerId: number;
  roles: Role[];
}

/**
 * A user's state on the Account settings page: `invited` until the activation link sets a
 * password, `active` after, `deactivated` once an admin has turned the account off.
 */
export const CUSTOMER_USER_STATES = ['active', 'invited', 'deactivated'] as const;
export type CustomerUserState = (typeof CUSTOMER_USER_STATES)[number];

/** GET customers/{id}/users: a row of the Account settings list. */
export interface CustomerUserListItem extends CustomerUser {
  state: CustomerUserState;
  /** ISO timestamps; null when the user never signed in or was never deactivated. */
  createdAt: string;
  lastLoginAt: string | null;
  deactivatedAt: string | null;
}

export interface CustomerUserList {
  elements: CustomerUserListItem[];
}

/** POST customers/{customerId}/users/{userId}/deactivation: ends the user's sessions and sign-ins. */
export function customerUserDeactivationPath(customerId: number | string, userId: number | string): string {
  return `${customerUsersPath(customerId)}/${userId}/deactivation`;
}

/** 409 when an admin tries to deactivate their own account (they would lock themselves out). */
export const CANNOT_DEACTIVATE_SELF_MESSAGE = 'You cannot deactivate your own account';

/** 403 at sign-in when the password is right but an admin deactivated the account. */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact your account admin.';
