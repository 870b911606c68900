import {
  API_ERROR_CODES,
  type CustomerUser,
  EMAIL_TAKEN_MESSAGE,
  canAddUsers,
  createCustomerUserSchema,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { ApiHttpError, authErrors, notFoundError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});
const customerParams = z.strictObject({
  customerId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a positive integer')
    .describe('The customer to add the user to'),
});
const customerUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customerId: z.number().int(),
  roles: z.array(z.string()),
});

export const customerUserRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/customers/{customerId}/users',
    summary: 'Add a user to a customer: USER role, the customer’s package, an activation mail (issue 10)',
    description:
      'Admin roles only (spec access-shell-plans §3): ADMIN in any customer, RESELLER_ADMIN and CUSTOMER_ADMIN in their own. The user gets an `activate-account/{token}` link by mail (single use, 24 hours) and starts at the onboarding. 409 `error.email-taken` when the e-mail has an account.',
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
  },
];

function emailTaken(): ApiHttpError {
  return new ApiHttpError(409, API_ERROR_CODES.emailTaken, EMAIL_TAKEN_MESSAGE, {
    fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] },
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** issue 10: admins add users to a customer; the new user activates the account from the mail. */
export function registerCustomerUserRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/customers/:customerId/users', async (request, reply) => {
    parseInput(noQuery, request.query);
    const claims = await deps.auth.authenticate(bearerToken(request));
    const customerId = Number(parseInput(customerParams, request.params).customerId);
    // Partner users are their partner's: they never manage Adlens accounts.
    if (claims.integration || !canAddUsers(claims.user.roles, claims.user.customer.id, customerId)) {
      throw authErrors.accessDenied();
    }
    const body = parseInput(createCustomerUserSchema, request.body ?? undefined);
    const [customer] = await deps.db.query<{ partner: boolean }>(
      'SELECT integration_provider IS NOT NULL AS partner FROM customers WHERE id = $1',
      [customerId],
    );
    if (!customer) throw notFoundError(`Customer ${customerId} was not found`, { id: customerId });
    // A partner's customer holds the users its tokens create, and no one else.
    if (customer.partner) throw authErrors.accessDenied();
    const taken = await deps.db.query(
      'SELECT 1 FROM users WHERE lower(email) = lower($1) AND integration_provider IS NULL',
      [body.email],
    );
    if (taken.length > 0) throw emailTaken();
    let userId: number;
    try {
      userId = await deps.db.transaction(async (tx) => {
        // No package of its own: the user reads the customer's (loadSessionUser, packageAccess).
        const [user] = await tx.query<{ id: number }>(
          `INSERT INTO users (customer_id, email, first_name, last_name) VALUES ($1, $2, $3, $4) RETURNING id`,
          [customerId, body.email, body.firstName, body.lastName],
        );
        await tx.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'USER')`, [user!.id]);
        // A new user starts at the onboarding (docs/decisions.md "Onboarding (issue 10)").
        await tx.query(`INSERT INTO user_onboarding (user_id, status) VALUES ($1, 'pending')`, [user!.id]);
        return Number(user!.id);
      });
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
  });
}
