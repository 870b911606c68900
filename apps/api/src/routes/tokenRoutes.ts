import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBasicCredentials } from '../auth/basicCredentials.ts';
import { bearerToken } from '../auth/bearerToken.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';
import type { RouteDeps } from './RouteDeps.ts';

const authenticationQuery = z.strictObject({
  forever: z.enum(['true', 'false']).optional().describe('Remember this device for 30 days (password login)'),
  requestId: z.string().max(200).optional().describe('Device fingerprint request id (accepted, not used yet)'),
});
const noQuery = z.strictObject({});

const TEXT = 'text/plain';
const tokenText = z.string().describe('A JWT');

export const tokenRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/security/tokens/authentication',
    summary: 'Sign in: password (Basic) or partner token (Bearer) → auth token',
    description:
      "401 `error.auth.wrong-credentials` 'Username or password is incorrect'; for partner tokens 401 `error.auth.invalid-token` 'Invalid token' or `error.auth.invalid-token-format` 'Invalid token format'.",
    tags: ['security'],
    security: 'basicOrPartnerToken',
    query: authenticationQuery,
    responses: {
      200: { description: 'Auth token (JWT, typ AUTHENTICATION)', schema: tokenText, contentType: TEXT },
      400: { description: 'Malformed Authorization header or query' },
      401: { description: 'Wrong credentials or an invalid partner token' },
    },
  },
  {
    method: 'delete',
    path: '/security/tokens/authentication',
    summary: 'Sign out: revoke the auth token’s session',
    tags: ['security'],
    security: 'authToken',
    responses: { 204: { description: 'Revoked' }, 401: { description: 'Invalid auth token' } },
  },
  {
    method: 'post',
    path: '/security/tokens/access',
    summary: 'Auth token → short-lived access token (15 minutes) carrying the SessionUser',
    tags: ['security'],
    security: 'authToken',
    responses: {
      200: { description: 'Access token (JWT, typ ACCESS)', schema: tokenText, contentType: TEXT },
      401: { description: "'Invalid auth token' or 'Invalid token format'" },
    },
  },
];

/** spec access-shell-plans §7: security/tokens/authentication and security/tokens/access. */
export function registerTokenRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/security/tokens/authentication', async (request, reply) => {
    const query = parseInput(authenticationQuery, request.query);
    const header = request.headers.authorization;
    if (!header) throw validationError({ authorization: ['Basic credentials or a Bearer partner token are required'] });
    const token = /^Bearer\s/i.test(header)
      ? await deps.auth.loginWithPartnerToken(bearerToken(request))
      : await deps.auth.loginWithPassword(parseBasicCredentials(header), query.forever === 'true');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(token);
  });

  app.delete('/security/tokens/authentication', async (request, reply) => {
    parseInput(noQuery, request.query);
    await deps.auth.logout(bearerToken(request));
    return reply.code(204).send();
  });

  app.post('/security/tokens/access', async (request, reply) => {
    parseInput(noQuery, request.query);
    const token = await deps.auth.exchangeForAccessToken(bearerToken(request));
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(token);
  });
}
