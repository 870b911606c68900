import { SEARCH_DEFAULT_SIZE, isPeriodCode, parseChannel } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { type DatasetUserSession, resolvePackageFilters } from '../datasets/datasetFilters.ts';
import { SEARCHABLE_TYPES, searchEntities } from '../datasets/searchEntities.ts';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';
import { searchResponseSchema } from '../schemas/apiSchemas.ts';
import { PACKAGE_ERRORS } from './datasetRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/**
 * spec reports-data §7 datasets/search. `channel`, `country` and `period` are what the client sends
 * along with entity searches: they do not narrow a name search yet, but are held to the package like
 * every dataset's filters (spec access-shell-plans §6 "Access is mainly by package").
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
    .transform((value) => parseChannel(value)!)
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
      400: { description: `Invalid query (e.g. empty q, an unknown country); ${PACKAGE_ERRORS[400]}` },
      401: { description: 'Missing or invalid access token' },
      402: { description: PACKAGE_ERRORS[402] },
      403: { description: PACKAGE_ERRORS[403] },
    },
  },
];

/**
 * The package rules of every dataset (packageLimits.ts through resolvePackageFilters): a channel,
 * country or period beyond the package is a 403 `error.package-limit-exceeded`, a trial customer's
 * unopened premium one a 403 or 402, connected TV in a partner integration a 400 (spec access §4, §6).
 */
async function enforceSearchPackage(
  deps: RouteDeps,
  session: DatasetUserSession,
  query: z.infer<typeof searchQuery>,
): Promise<void> {
  const meta = await deps.dataMeta();
  if (!meta) throw new Error('The database has not been seeded');
  await resolvePackageFilters(deps.db, meta, query, session);
}

export function registerSearchRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/datasets/search', async (request) => {
    const claims = await deps.auth.authenticate(bearerToken(request));
    const query = parseInput(searchQuery, request.query);
    await enforceSearchPackage(deps, claims, query);
    return searchEntities(deps.db, {
      q: query.q,
      types: query.entityType ? [query.entityType] : SEARCHABLE_TYPES,
      size: query.size ?? SEARCH_DEFAULT_SIZE,
      origin: deps.originOf(request),
    });
  });
}
