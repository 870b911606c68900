import {
  API_ERROR_CODES,
  CANNOT_DEACTIVATE_SELF_MESSAGE,
  CUSTOMER_USER_STATES,
  type CustomerUser,
  type CustomerUserList,
  type CustomerUserListItem,
  EMAIL_TAKEN_MESSAGE,
  ROLES,
  type Role,
  canAddUsers,
  createCustomerUserSchema,
} from '@adlens/core';
import type { SignedAccessClaims } from '../auth/ownTokens.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { ApiHttpError, authErrors, notFoundError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import {
  type UserRow,
  createCustomerUser,
  deactivateCustomerUser,
  isEmailTaken,
  isPartnerCustomer,
  listCustomerUsers,
} from '../datasets/customerStore.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});
const positiveId = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a positive integer');
const customerParams = z.strictObject({
  customerId: positiveId.describe('The customer whose users these are'),
});
const customerUserParams = z.strictObject({
  customerId: positiveId.describe('The customer whose users these are'),
  userId: positiveId.describe('A user of that customer'),
});
const customerUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customerId: z.number().int(),
  roles: z.array(z.string()),
});
const customerUserListItemSchema = customerUserSchema.extend({
  state: z.enum(CUSTOMER_USER_STATES).describe('invited until the activation link sets a password'),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
const ADMIN_ONLY =
  'Admin roles only: ADMIN in any customer, RESELLER_ADMIN and CUSTOMER_ADMIN in their own; never a partner customer.';

function listItem(row: UserRow): CustomerUserListItem {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    customerId: Number(row.customer_id),
    // Roles by priority, highest first.
    roles: ROLES.filter((role): role is Role => row.roles.includes(role)),
    state: row.deactivated_at ? 'deactivated' : row.activated ? 'active' : 'invited',
    createdAt: iso(row.created_at)!,
    lastLoginAt: iso(row.last_login_at),
    deactivatedAt: iso(row.deactivated_at),
  };
}

function emailTaken(): ApiHttpError {
  return new ApiHttpError(409, API_ERROR_CODES.emailTaken, EMAIL_TAKEN_MESSAGE, {
    fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] },
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * The admin's claims when they may manage `customerId`'s users (ADMIN_ONLY above): partner users are
 * their partner's and never manage Adlens accounts; a partner's customer holds only the users its
 * tokens create.
 */
async function customerAdmin(deps: RouteDeps, token: string, customerId: number): Promise<SignedAccessClaims> {
  const claims = await deps.auth.authenticate(token);
  if (claims.integration || !canAddUsers(claims.user.roles, claims.user.customer.id, customerId)) {
    throw authErrors.accessDenied();
  }
  const partner = await isPartnerCustomer(deps.db, customerId);
  if (partner === undefined) throw notFoundError(`Customer ${customerId} was not found`, { id: customerId });
  if (partner) throw authErrors.accessDenied();
  return claims;
}

const customerUserRoutes = [
  route({
    method: 'get',
    path: '/customers/{customerId}/users',
    summary: "The customer's users with their roles and state, for Account settings",
    description: `${ADMIN_ONLY} Password users only (no partner users), by name. state: active, invited (the activation link is not used yet) or deactivated. Takes no query.`,
    tags: ['customers'],
    security: 'accessToken',
    params: customerParams,
    query: noQuery,
    responses: {
      200: { description: 'The users', schema: z.object({ elements: z.array(customerUserListItemSchema) }) },
      400: { description: '`error.validation`: customerId, or a query parameter' },
      401: { description: 'Missing or invalid access token' },
      403: { description: '`error.access-denied`: not an admin of that customer, or a partner customer' },
      404: { description: 'No such customer' },
    },
    handler: async ({ request, input, deps }): Promise<CustomerUserList> => {
      const customerId = Number(input.params().customerId);
      input.query();
      await customerAdmin(deps, bearerToken(request), customerId);
      const rows = await listCustomerUsers(deps.db, customerId);
      return { elements: rows.map(listItem) };
    },
  }),
  route({
    method: 'post',
    path: '/customers/{customerId}/users/{userId}/deactivation',
    summary: 'Deactivate a user of the customer: their sessions end and they cannot sign in',
    description: `${ADMIN_ONLY} Every session of the user is revoked (an access token already issued lapses within its 15 minutes), password sign-in answers 403 \`error.account-deactivated\`, and recovery and activation links stop working. Deactivating a deactivated user answers the same user again. Takes no query or body.`,
    tags: ['customers'],
    security: 'accessToken',
    params: customerUserParams,
    query: noQuery,
    responses: {
      200: { description: 'The user, deactivated', schema: customerUserListItemSchema },
      400: { description: '`error.validation`: customerId or userId' },
      401: { description: 'Missing or invalid access token' },
      403: { description: '`error.access-denied`: not an admin of that customer, or a partner customer' },
      404: { description: 'No such customer, or no such user in it' },
      409: { description: '`error.cannot-deactivate-self`: admins cannot deactivate their own account' },
    },
    handler: async ({ request, input, deps }): Promise<CustomerUserListItem> => {
      const params = input.params();
      input.query();
      const customerId = Number(params.customerId);
      const userId = Number(params.userId);
      const claims = await customerAdmin(deps, bearerToken(request), customerId);
      if (claims.user.id === userId) {
        throw new ApiHttpError(409, API_ERROR_CODES.cannotDeactivateSelf, CANNOT_DEACTIVATE_SELF_MESSAGE);
      }
      const row = await deactivateCustomerUser(deps.db, customerId, userId);
      if (!row) throw notFoundError(`User ${userId} was not found in customer ${customerId}`, { id: userId });
      return listItem(row);
    },
  }),
  route({
    method: 'post',
    path: '/customers/{customerId}/users',
    summary: 'Add a user to a customer: USER role, the customer’s package, an activation mail',
    description:
      'Admin roles only: ADMIN in any customer, RESELLER_ADMIN and CUSTOMER_ADMIN in their own. The user gets an `activate-account/{token}` link by mail (single use, 24 hours) and starts at the onboarding. 409 `error.email-taken` when the e-mail has an account.',
    tags: ['customers'],
    security: 'accessToken',
    params: customerParams,
    body: { contentType: 'application/json', schema: createCustomerUserSchema },
    responses: {
      201: { description: 'Added; the activation mail is sent', schema: customerUserSchema },
      400: { description: "fieldErrors.email ('Incorrect email format', …), firstName, lastName" },
      401: { description: 'Missing or invalid access token' },
      403: { description: '`error.access-denied`: not an admin of that customer, or a partner customer' },
      404: { description: 'No such customer' },
      409: { description: '`error.email-taken`' },
    },
    handler: async ({ request, reply, input, deps }) => {
      parseInput(noQuery, request.query);
      const customerId = Number(input.params().customerId);
      await customerAdmin(deps, bearerToken(request), customerId);
      const body = input.body();
      if (await isEmailTaken(deps.db, body.email)) throw emailTaken();
      let userId: number;
      try {
        userId = await createCustomerUser(deps.db, customerId, body);
      } catch (error) {
        // Two admins adding the same address at once: the unique index decides, the loser gets 409.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await deps.auth.sendActivationLink(userId, deps.appOrigin);
      const created: CustomerUser = {
        id: userId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        customerId,
        roles: ['USER'],
      };
      return reply.code(201).send(created);
    },
  }),
];

/**
 * Admins add users to a customer; the new user activates the account from the mail.
 * Account settings lists them and deactivates one.
 */
export function registerCustomerUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, customerUserRoutes);
}
