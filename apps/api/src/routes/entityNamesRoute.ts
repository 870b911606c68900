import { ENTITY_TYPES, type EntityType } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { findEntitiesByName } from '../datasets/entityLookup.ts';
import { enforceReportType } from '../datasets/reportTypeAccess.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { entitySummarySchema } from '../schemas/apiSchemas.ts';
import { reportTypeError } from './datasetRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** A report holds at most 10 items. */
const MAX_ENTITY_NAMES = 10;
const MAX_ENTITY_NAME_LENGTH = 200;

/** The type every name lookup falls back to (the sales tool's entities are looked up by name, then as advertisers). */
const FALLBACK_TYPE: EntityType = 'advertiser';

const entityNamesQuery = z.strictObject({
  names: z
    .string('must be a comma-separated list of names')
    .transform((text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(
      z
        .array(z.string().max(MAX_ENTITY_NAME_LENGTH, `each name at most ${MAX_ENTITY_NAME_LENGTH} characters`))
        .min(1, 'must name at least one entity')
        .max(MAX_ENTITY_NAMES, `at most ${MAX_ENTITY_NAMES} names`),
    )
    .describe('Comma-separated entity names or domains, e.g. `nike.com,adidas.com`'),
  entityType: z
    .enum(ENTITY_TYPES, { message: `must be one of ${ENTITY_TYPES.join(', ')}` })
    .optional()
    .describe('The type to look in first; advertisers when absent or when nothing of this type fits'),
});

const entityNamesResponseSchema = z.object({
  entityType: z.enum(ENTITY_TYPES).describe('The type the entities were found in'),
  elements: z
    .array(entitySummarySchema)
    .describe('The named entities, in the order of the names; none when nothing fits'),
});

const entityNamesRoutes = [
  route({
    method: 'get',
    path: '/entities/by-name',
    summary: "Resolve entity names to entities (the sales tool's sneak view)",
    description:
      'Exact, case-insensitive match on name or domain. The requested type is searched first; when no name fits it, advertisers are. A name that fits several entities gives the largest.',
    tags: ['datasets'],
    security: 'accessToken',
    query: entityNamesQuery,
    responses: {
      200: { description: 'The entities found (possibly none)', schema: entityNamesResponseSchema },
      400: {
        description:
          'No names, more than 10, a name over 200 characters or an unknown type: `error.validation`; `no-package-available` for brands or categories without a package',
      },
      401: { description: 'Missing or invalid access token' },
      403: { description: reportTypeError(ENTITY_TYPES)! },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const query = input.query();
      // Names of a report type the package excludes (brands, categories) are not looked up.
      await enforceReportType(deps.db, claims.user.id, query.entityType);
      const origin = deps.originOf(request);
      const preferred = query.entityType ?? FALLBACK_TYPE;
      const elements = await findEntitiesByName(deps.db, preferred, query.names, origin);
      if (elements.length > 0 || preferred === FALLBACK_TYPE) return { entityType: preferred, elements };
      return {
        entityType: FALLBACK_TYPE,
        elements: await findEntitiesByName(deps.db, FALLBACK_TYPE, query.names, origin),
      };
    },
  }),
];

export function registerEntityNamesRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, entityNamesRoutes);
}
