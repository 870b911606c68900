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
import { queryEstimatedExpenditure } from '../datasets/queryEstimatedExpenditure.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';
import { estimatedExpenditureResponseSchema } from '../schemas/apiSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

const MAX_ADVERTISERS = ENTITY_TYPE_INFO.advertiser.groupingMax;

/**
 * What this dataset accepts of a parsed dataset request (spec reports-data §7): exactly one entity
 * entry, advertisers, 1–10 distinct ids (a comparison); no field conditions. Paging, sort,
 * search, audience filters and custom parameters (the client's advertiser placeholder) are ignored.
 */
const expenditureRequest = z
  .object({
    entities: z.array(z.object({ entityType: z.string(), ids: z.array(z.number()) })).optional(),
  })
  .loose()
  // Reported under `advertiser`, the query key the client has to fix.
  .superRefine(({ entities }, ctx) => {
    const entry = entities?.[0];
    if (!entry || entities.length !== 1 || entry.entityType !== 'advertiser') {
      ctx.addIssue({
        code: 'custom',
        path: ['advertiser'],
        message: 'exactly one entity type, advertiser, is required',
      });
    } else if (entry.ids.length > MAX_ADVERTISERS) {
      ctx.addIssue({ code: 'custom', path: ['advertiser'], message: `at most ${MAX_ADVERTISERS} advertisers` });
    } else if (new Set(entry.ids).size !== entry.ids.length) {
      ctx.addIssue({ code: 'custom', path: ['advertiser'], message: 'ids must be distinct' });
    }
  });

/** The query as clients send it, for the OpenAPI document (parsing is parseDatasetRequest's). */
const documentedQuery = z.object({
  advertiser: z
    .string()
    .regex(/^([1-9]\d*|\(([1-9]\d*)(,[1-9]\d*)*\))$/)
    .describe('One advertiser id, or up to 10 as (12,40) to compare'),
  channel: z.string().optional().describe('TYPE-DEVICE, e.g. ALL-ALL (default), DISPLAY-DESKTOP, ALL-MOBILE'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .describe('Two-letter country code; all countries when absent'),
  period: z
    .string()
    .optional()
    .describe('LAST_7_DAYS, LAST_30_DAYS, LAST_3_MONTHS (default), LAST_12_MONTHS, YEAR_TO_DATE or YYYYMMDD-YYYYMMDD'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional()
    .describe('Currency code of the `currencies` dataset (default USD); amounts are converted at its fixed rate'),
});

export const estimatedExpenditureRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: `/datasets/${ESTIMATED_EXPENDITURE_DATASET}`,
    summary: 'Spend, impressions and CPM of 1–10 advertisers with the previous period and a channel split',
    description:
      'Predefined periods end on the last day of data. `previous` is the equally long period just before; `change` is in percent, null when the previous value is 0.',
    tags: ['datasets'],
    security: 'accessToken',
    query: documentedQuery,
    responses: {
      200: { description: 'Figures per advertiser, in the order asked', schema: estimatedExpenditureResponseSchema },
      400: { description: '`error.validation` with fieldErrors per query key (also an unknown country or currency)' },
      401: { description: 'Missing or invalid access token' },
      404: { description: 'An advertiser id does not exist' },
    },
  },
];

export function registerEstimatedExpenditureRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get(`/datasets/${ESTIMATED_EXPENDITURE_DATASET}`, async (request) => {
    await deps.auth.authenticate(bearerToken(request));
    const parsed: DatasetRequest = parseDatasetRequest(request.query as Record<string, string | string[] | undefined>);
    parseInput(expenditureRequest, parsed);
    if (parsed.conditions) {
      const message = 'field conditions are not supported by this dataset';
      throw validationError(Object.fromEntries(parsed.conditions.map(({ field }) => [`f.${field}`, [message]])));
    }
    const meta = await deps.dataMeta();
    if (!meta) throw new Error('The database has not been seeded');
    const filters = await resolveFilters(deps.db, meta, parsed);
    return queryEstimatedExpenditure(
      deps.db,
      meta,
      { advertiserIds: parsed.entities![0]!.ids, ...filters },
      deps.originOf(request),
    );
  });
}
