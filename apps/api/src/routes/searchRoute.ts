import { SEARCH_DEFAULT_SIZE, isPeriodCode, parseChannel } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { SEARCHABLE_TYPES, searchEntities } from '../datasets/searchEntities.ts';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';
import { searchResponseSchema } from '../schemas/apiSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

/**
 * spec reports-data §7 datasets/search. `channel`, `country` and `period` are what the client sends
 * along with entity searches; they are validated and accepted, and do not narrow a name search yet.
 */
export const searchQuery = z.strictObject({
  q: z.string().trim().min(1, 'must not be empty').max(200).describe('Text to find in names and domains'),
  entityType: z
    .enum(SEARCHABLE_TYPES, { message: `must be one of ${SEARCHABLE_TYPES.join(', ')}` })
    .optional()
    .describe('Search one type only; all searchable types when absent'),
  size: z
    .string()
    .regex(/^\d{1,4}$/, 'must be an integer')
    .transform(Number)
    .pipe(
      z.number().int().min(1, 'must be at least 1').max(SEARCH_DEFAULT_SIZE, `must be at most ${SEARCH_DEFAULT_SIZE}`),
    )
    .optional()
    .describe(`Merged list size (default ${SEARCH_DEFAULT_SIZE})`),
  channel: z
    .string()
    .refine((value) => parseChannel(value) !== undefined, 'must be TYPE-DEVICE')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .optional(),
  period: z.string().refine(isPeriodCode, 'must be a period code').optional(),
});

export const searchRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/datasets/search',
    summary: 'Find advertisers and publishers by name or domain, largest first',
    description: 'Each type is cut to 20 results, the merged list to `size`; `count.total` counts all matches.',
    tags: ['datasets'],
    security: 'accessToken',
    query: searchQuery,
    responses: {
      200: { description: 'Matches', schema: searchResponseSchema },
      400: { description: 'Invalid query (e.g. empty q)' },
      401: { description: 'Missing or invalid access token' },
    },
  },
];

export function registerSearchRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/datasets/search', async (request) => {
    await deps.auth.authenticate(bearerToken(request));
    const query = parseInput(searchQuery, request.query);
    return searchEntities(deps.db, {
      q: query.q,
      types: query.entityType ? [query.entityType] : SEARCHABLE_TYPES,
      size: query.size ?? SEARCH_DEFAULT_SIZE,
      origin: deps.originOf(request),
    });
  });
}
