import {
  type DatasetRequest,
  ENTITY_TYPE_INFO,
  ESTIMATED_EXPENDITURE_DATASET,
  parseDatasetRequest,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { resolveFilters } from '../datasets/datasetFilters.ts';
import {
  EXPENDITURE_ENTITY_TYPES,
  type ExpenditureEntityType,
  queryEstimatedExpenditure,
} from '../datasets/queryEstimatedExpenditure.ts';
import { enforceReportType } from '../datasets/reportTypeAccess.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { estimatedExpenditureResponseSchema } from '../schemas/apiSchemas.ts';
import { filterKeys } from './datasetQuery.ts';
import { PACKAGE_ERRORS, reportTypeError, subBrandsOf } from './datasetRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/**
 * What this dataset accepts of a parsed dataset request: exactly one entity
 * entry, advertisers or brands, 1–10 distinct ids (a comparison); no field conditions. Paging, sort,
 * search, audience filters and custom parameters (the client's advertiser placeholder) are ignored.
 */
const expenditureRequest = z
  .object({
    entities: z.array(z.object({ entityType: z.string(), ids: z.array(z.number()) })).optional(),
  })
  .loose()
  // Reported under the entry's key, or `advertiser` without one: the query key the client has to fix.
  .superRefine(({ entities }, ctx) => {
    const entry = entities?.[0];
    const entityType = EXPENDITURE_ENTITY_TYPES.find((type) => type === entry?.entityType);
    if (!entry || !entityType || entities.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['advertiser'],
        message: `exactly one entity type, ${EXPENDITURE_ENTITY_TYPES.join(' or ')}, is required`,
      });
    } else if (entry.ids.length > ENTITY_TYPE_INFO[entityType].groupingMax) {
      ctx.addIssue({
        code: 'custom',
        path: [entityType],
        message: `at most ${ENTITY_TYPE_INFO[entityType].groupingMax} ids`,
      });
    } else if (new Set(entry.ids).size !== entry.ids.length) {
      ctx.addIssue({ code: 'custom', path: [entityType], message: 'ids must be distinct' });
    }
  });

/** The query as clients send it, for the OpenAPI document (parsing is parseDatasetRequest's). */
const ids = (type: ExpenditureEntityType, more = '') =>
  z
    .string()
    .regex(/^([1-9]\d*|\(([1-9]\d*)(,[1-9]\d*)*\))$/)
    .optional()
    .describe(`One ${type} id, or up to 10 as (12,40) to compare: one element each${more}`);
const documentedQuery = z.object({
  advertiser: ids('advertiser'),
  brand: ids('brand', '; a master brand includes its sub-brands, except those asked for themselves'),
  ...filterKeys,
});

const estimatedExpenditureRoutes = [
  route({
    method: 'get',
    path: `/datasets/${ESTIMATED_EXPENDITURE_DATASET}`,
    summary: 'Spend, impressions and CPM of 1–10 advertisers or brands with the previous period and a channel split',
    description:
      "Give `advertiser` or `brand`. Predefined periods end on the last day of data. `previous` is the equally long period just before; `change` is in percent, null when the previous value is 0. A partner integration's session reads no connected TV: 'All channels' leaves it out and asking for it is a 400.",
    tags: ['datasets'],
    security: 'accessToken',
    query: documentedQuery,
    responses: {
      200: { description: 'Figures per id, in the order asked', schema: estimatedExpenditureResponseSchema },
      400: {
        description: `\`error.validation\` with fieldErrors per query key (also an unknown country or currency); ${PACKAGE_ERRORS[400]}`,
      },
      401: { description: 'Missing or invalid access token' },
      402: { description: PACKAGE_ERRORS[402] },
      403: { description: `${PACKAGE_ERRORS[403]}; or ${reportTypeError(EXPENDITURE_ENTITY_TYPES)}` },
      404: { description: 'An advertiser or brand id does not exist' },
    },
    handler: async ({ request, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const parsed: DatasetRequest = parseDatasetRequest(
        request.query as Record<string, string | string[] | undefined>,
      );
      parseInput(expenditureRequest, parsed);
      if (parsed.conditions) {
        const message = 'field conditions are not supported by this dataset';
        throw validationError(Object.fromEntries(parsed.conditions.map(({ field }) => [`f.${field}`, [message]])));
      }
      const meta = await deps.dataMeta();
      if (!meta) throw new Error('The database has not been seeded');
      const { entityType, ids } = parsed.entities![0]!;
      // Brands need the brand report (reportTypeAccess.ts), as every dataset's items.
      await enforceReportType(deps.db, claims.user.id, entityType);
      const filters = await resolveFilters(deps.db, meta, parsed, claims);
      return queryEstimatedExpenditure(
        deps.db,
        meta,
        { entityType: entityType as ExpenditureEntityType, ids, filters, subBrands: subBrandsOf(parsed) },
        deps.originOf(request),
      );
    },
  }),
];

export function registerEstimatedExpenditureRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, estimatedExpenditureRoutes);
}
