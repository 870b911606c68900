import { FIGURE_BASIS, SEARCH_DEFAULT_SIZE, type SearchResponse, parseChannel } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import {
  type DatasetFilters,
  type DatasetUserSession,
  resolveCurrency,
  resolvePackageFilters,
} from '../datasets/datasetFilters.ts';
import type { DataMeta } from '../datasets/loadDataMeta.ts';
import { type PackageAccess, loadPackageAccess } from '../datasets/packageAccess.ts';
import { assertReportTypeAllowed, reportTypesOpen } from '../datasets/reportTypeAccess.ts';
import { searchFigures } from '../datasets/searchFigures.ts';
import { SEARCHABLE_TYPES, searchEntities } from '../datasets/searchEntities.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { searchResponseSchema } from '../schemas/apiSchemas.ts';
import { PACKAGE_ERRORS } from './datasetRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/**
 * datasets/search. `channel`, `country` and `period` are what the client sends
 * along with entity searches: they do not narrow a name search, but are held to the package like
 * every dataset's filters, and each
 * suggestion's `figures` are its impressions and spend for them (and `currency`): the same as its
 * report's. `impressionsCount` stays the lifetime total the list is
 * ordered by, and `basis` says so.
 */
const searchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .describe(
      'A name as people type it: found in names and domains as typed, or as the name it stands for (no scheme, www., TLD or Inc/Corp/Ltd, punctuation as spaces), or close to it (small typos, two adjacent letters swapped)',
    ),
  entityType: z
    .enum(SEARCHABLE_TYPES, { message: `must be one of ${SEARCHABLE_TYPES.join(', ')}` })
    .optional()
    .describe(
      "Search one type only; every type the package opens when absent (category and brand need the plan's flags)",
    ),
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
  period: z
    .string()
    .max(40)
    .optional()
    .describe('A period code or a custom range YYYYMMDD-YYYYMMDD, as for every dataset (default LAST_3_MONTHS)'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
    .optional()
    .describe("Currency of the suggestions' figures (default USD)"),
});

/**
 * The package rules of every dataset (packageLimits.ts through resolvePackageFilters): a channel,
 * country or period beyond the package is a 403 `error.package-limit-exceeded`, a trial customer's
 * unopened premium one a 403 or 402, connected TV in a partner integration a 400.
 */
async function searchFilters(
  deps: RouteDeps,
  session: DatasetUserSession,
  query: z.infer<typeof searchQuery>,
  access: PackageAccess,
): Promise<{ meta: DataMeta; filters: DatasetFilters }> {
  const meta = await deps.dataMeta();
  if (!meta) throw new Error('The database has not been seeded');
  const filters = await resolvePackageFilters(deps.db, meta, query, session, access);
  return { meta, filters: { ...filters, currency: await resolveCurrency(deps.db, query.currency) } };
}

/** The suggestions with their figures for the filters (searchFigures.ts), and what those cover. */
async function withFigures(
  deps: RouteDeps,
  meta: DataMeta,
  filters: DatasetFilters,
  found: SearchResponse,
): Promise<SearchResponse> {
  const figures = await searchFigures(deps.db, meta, filters, found);
  return {
    ...found,
    elements: found.elements.map((element) => ({
      ...element,
      figures: figures.get(`${element.entityType}:${element.id}`) ?? { impressions: 0, expenses: 0 },
    })),
    basis: FIGURE_BASIS,
    currency: filters.currency.code,
    period: filters.period,
  };
}

const searchRoutes = [
  route({
    method: 'get',
    path: '/datasets/search',
    summary: 'Find entities of every type by name or domain (typos forgiven), largest first',
    description:
      'Names found as typed come first, largest first, then names found once two adjacent letters are swapped back, largest first, then names close to it, closest first. Each type is cut to 20 results, the merged list to `size`; `count.total` counts all matches and `count.byType` those of each type. Publishers carry `publisherKind`, campaigns their advertiser and flight.',
    tags: ['datasets'],
    security: 'accessToken',
    query: searchQuery,
    responses: {
      200: { description: 'Matches', schema: searchResponseSchema },
      400: { description: `Invalid query (e.g. empty q, an unknown country); ${PACKAGE_ERRORS[400]}` },
      401: { description: 'Missing or invalid access token' },
      402: { description: PACKAGE_ERRORS[402] },
      403: {
        description: `${PACKAGE_ERRORS[403]}; an entityType whose report the plan lacks (category, brand) is refused {limit: FEATURE}`,
      },
    },
    handler: async ({ request, input, deps }) => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const query = input.query();
      const access = await loadPackageAccess(deps.db, claims.user.id);
      // A type the plan lacks: asked for, the datasets' 403; untyped, left out.
      if (query.entityType) assertReportTypeAllowed(access, query.entityType);
      const { meta, filters } = await searchFilters(deps, claims, query, access);
      const found = await searchEntities(deps.db, {
        q: query.q,
        types: query.entityType ? [query.entityType] : reportTypesOpen(access, SEARCHABLE_TYPES),
        size: query.size ?? SEARCH_DEFAULT_SIZE,
        origin: deps.originOf(request),
      });
      return withFigures(deps, meta, filters, found);
    },
  }),
];

export function registerSearchRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, searchRoutes);
}
