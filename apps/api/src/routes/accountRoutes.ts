import { SERVER_TOKEN_TYPES, TOKEN_TYPES } from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import {
  listDevices,
  listSessions,
  revokeDevice,
  revokeUserSession,
  sessionDeviceId,
  userLimit,
} from '../auth/devices.ts';
import { customerManagerEmail } from '../datasets/customerStore.ts';
import { tokenType } from '../auth/ownTokens.ts';
import { authErrors, notFoundError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});
const idParams = z.strictObject({ id: z.uuid('must be a UUID').describe('Device or session id from the list') });
const customerParams = z.strictObject({
  customerId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a positive integer')
    .describe("The signed-in user's customer id (user.customer.id of the access token)"),
});

const listedItem = z.object({
  id: z.string(),
  label: z.string().describe('Browser and system, from the User-Agent'),
  firstSeenAt: z.string().optional(),
  lastSeenAt: z.string(),
  current: z.boolean().describe('The device or session of the access token in use'),
});
const listSchema = z.object({
  elements: z.array(listedItem),
  limit: z.number().int().nullable().describe('max devices or sessions of the user; null means unlimited'),
});
const contactsSchema = z.object({ customerManager: z.object({ email: z.string() }) });

/**
 * Who is managing devices or sessions: a LIMIT token (the limit page, before any session exists) or an
 * access token (with its session marked current). Other token types: 'Invalid token format'.
 */
async function caller(
  deps: RouteDeps,
  request: FastifyRequest,
): Promise<{ userId: number; sessionId?: string; deviceId?: string }> {
  const token = bearerToken(request);
  const typ = tokenType(token);
  if (typ === SERVER_TOKEN_TYPES.limit) {
    return { userId: Number((await deps.auth.verifyLimitToken(token)).sub) };
  }
  if (typ !== TOKEN_TYPES.access) throw authErrors.invalidTokenFormat();
  const claims = await deps.auth.authenticate(token);
  const deviceId = await sessionDeviceId(deps.db, claims.sid);
  return { userId: claims.user.id, sessionId: claims.sid, ...(deviceId ? { deviceId } : {}) };
}

const LISTS = {
  devices: {
    list: listDevices,
    current: 'deviceId',
    limit: 'max_devices',
    revoke: revokeDevice,
    missing: 'No such device',
  },
  sessions: {
    list: listSessions,
    current: 'sessionId',
    limit: 'max_sessions',
    revoke: revokeUserSession,
    missing: 'No such session',
  },
} as const;

const accountRoutes = [
  ...(['devices', 'sessions'] as const).flatMap((kind) => [
    route({
      method: 'get',
      path: `/security/${kind}`,
      summary: `The user's active ${kind}`,
      description:
        'With the LIMIT token of a 403 limit error, or an access token. Active devices: remembered or with a live session.',
      tags: ['security'],
      security: 'limitOrAccessToken',
      responses: { 200: { description: `Active ${kind}`, schema: listSchema }, 401: { description: 'Invalid token' } },
      handler: async ({ request, deps }): Promise<z.infer<typeof listSchema>> => {
        parseInput(noQuery, request.query);
        const who = await caller(deps, request);
        return {
          elements: await LISTS[kind].list(deps.db, who.userId, who[LISTS[kind].current]),
          limit: await userLimit(deps.db, who.userId, LISTS[kind].limit),
        };
      },
    }),
    route({
      method: 'delete',
      path: `/security/${kind}/{id}`,
      summary:
        kind === 'devices'
          ? 'Forget a device and end its sessions'
          : 'End a session: its auth token stops working at once',
      tags: ['security'],
      security: 'limitOrAccessToken',
      params: idParams,
      responses: {
        204: { description: 'Revoked' },
        400: { description: 'Malformed id' },
        401: { description: 'Invalid token' },
        404: { description: "Not one of the user's" },
      },
      handler: async ({ request, reply, input, deps }) => {
        parseInput(noQuery, request.query);
        const who = await caller(deps, request);
        const { id } = input.params();
        if (!(await LISTS[kind].revoke(deps.db, who.userId, id))) throw notFoundError(LISTS[kind].missing, { id });
        return reply.code(204).send();
      },
    }),
  ]),
  route({
    method: 'get',
    path: '/customers/{customerId}/contacts',
    summary: "The customer's account manager",
    tags: ['customers'],
    security: 'accessToken',
    params: customerParams,
    responses: {
      200: { description: 'Contacts; the e-mail is empty when none is set', schema: contactsSchema },
      403: { description: "Another customer's id: `error.access-denied`" },
    },
    handler: async ({ request, input, deps }): Promise<z.infer<typeof contactsSchema>> => {
      parseInput(noQuery, request.query);
      const claims = await deps.auth.authenticate(bearerToken(request));
      const { customerId } = input.params();
      if (Number(customerId) !== claims.user.customer.id) throw authErrors.accessDenied();
      return { customerManager: { email: await customerManagerEmail(deps.db, claims.user.customer.id) } };
    },
  }),
];

/** The user's devices and sessions, and the customer's contacts. */
export function registerAccountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, accountRoutes);
}
