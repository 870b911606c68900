import {
  type DatasetEntities,
  type DatasetRequest,
  ENTITY_TYPE_INFO,
  type EntityType,
  parseDatasetRequest,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import type { SignedAccessClaims } from '../auth/ownTokens.ts';
import { averagePerAdvertiser } from '../datasets/averagePerAdvertiser.ts';
import type { DataMeta } from '../datasets/loadDataMeta.ts';
import { datasetReportType, enforceReportType, reportFlagsOf } from '../datasets/reportTypeAccess.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { benchmarkOf } from './benchmarkOf.ts';
import { PUBLISHER_SLICE_DOC, publisherSliceOf } from './publisherSliceOf.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** Everything a dataset handler gets: the parsed request (its wire form) and who asks. */
export interface DatasetContext {
  request: FastifyRequest;
  deps: RouteDeps;
  claims: SignedAccessClaims;
  parsed: DatasetRequest;
  meta: DataMeta;
  origin: string;
}

/** What of the serialized request a dataset accepts; the rest is a 400 (custom parameters are ignored). */
export interface DatasetAccepts {
  /** Entity types it answers for; `entity` required unless `entityOptional`. None: no entity accepted. */
  entityTypes?: readonly EntityType[];
  entityOptional?: boolean;
  /** Most ids in the entry (default: the type's grouping maximum). */
  maxIds?: number;
  /** Accepted `sort` fields (lower case); none: `sort` is a 400. */
  sorts?: readonly string[];
  /** Accepted `f.{field}` conditions; none: conditions are a 400. */
  conditions?: readonly string[];
  /**
   * Answers a category as an industry benchmark (`benchmark=advertiser|brand`): its figures averaged
   * per advertiser (averagePerAdvertiser). Elsewhere `benchmark` is a 400.
   */
  benchmark?: boolean;
  /** Reads a campaign on one publisher (`onPublisher=ID`, publisherSliceOf). Elsewhere it is a 400. */
  publisherSlice?: boolean;
}

export interface DatasetSpec {
  name: string;
  summary: string;
  description?: string;
  /** The query as clients send it, for the OpenAPI document (parsing is parseDatasetRequest's). */
  query: z.ZodObject;
  response: z.ZodType;
  accepts: DatasetAccepts;
  /** Extra 4xx responses it documents. */
  errors?: Record<number, string>;
  handle(context: DatasetContext): Promise<unknown>;
}

/** The one entity entry of a request, checked against the dataset's types and the grouping maximum. */
export function datasetEntity(parsed: DatasetRequest, accepts: DatasetAccepts): DatasetEntities | undefined {
  const entries = parsed.entities ?? [];
  const allowed = accepts.entityTypes ?? [];
  const key = entries[0]?.entityType ?? allowed[0] ?? 'entity';
  if (entries.length === 0) {
    if (allowed.length > 0 && !accepts.entityOptional) {
      throw validationError({ [key]: [`one of ${allowed.join(', ')} is required`] });
    }
    return undefined;
  }
  if (entries.length > 1) throw validationError({ [key]: ['give ids of one entity type only'] });
  const entry = entries[0]!;
  if (!allowed.includes(entry.entityType)) {
    throw validationError({
      [entry.entityType]:
        allowed.length === 0
          ? ['this dataset takes no entity']
          : [`entity type ${entry.entityType} is not supported by this dataset; use ${allowed.join(', ')}`],
    });
  }
  const max = accepts.maxIds ?? ENTITY_TYPE_INFO[entry.entityType].groupingMax;
  if (entry.ids.length > max) throw validationError({ [entry.entityType]: [`at most ${max} ids`] });
  if (new Set(entry.ids).size !== entry.ids.length)
    throw validationError({ [entry.entityType]: ['ids must be distinct'] });
  return entry;
}

/**
 * The `subBrands` custom parameter (brandHierarchyEnabled): whether a brand item includes its sub-brands.
 * `true` (the default) or `false`.
 */
export function subBrandsOf(parsed: DatasetRequest): boolean {
  const value = parsed.params?.subBrands;
  if (value === undefined || value === 'true') return true;
  if (value === 'false') return false;
  throw validationError({ subBrands: ['must be true or false'] });
}

function checkShape(parsed: DatasetRequest, accepts: DatasetAccepts): void {
  datasetEntity(parsed, accepts);
  subBrandsOf(parsed);
  benchmarkOf(parsed, Boolean(accepts.benchmark));
  publisherSliceOf(parsed, Boolean(accepts.publisherSlice));
  if (parsed.sort && !(accepts.sorts ?? []).includes(parsed.sort.field.toLowerCase())) {
    throw validationError({
      sort: [accepts.sorts ? `must be one of ${accepts.sorts.join(', ')}` : 'this dataset has no sort'],
    });
  }
  const unsupported = (parsed.conditions ?? []).filter(({ field }) => !(accepts.conditions ?? []).includes(field));
  if (unsupported.length > 0) {
    throw validationError(
      Object.fromEntries(unsupported.map(({ field }) => [`f.${field}`, ['this condition is not supported here']])),
    );
  }
}

/** Refusals every filtered dataset may answer (packageLimits.ts). */
export const PACKAGE_ERRORS = {
  400: '`no-package-available`: the user has no package',
  402: "`error.trial-search-limit-reached` {limit: 20, used}: a trial customer's restricted channel or country when the 20 premium searches are used up",
  403: '`error.package-limit-exceeded` {limit: CHANNEL|COUNTRY|PERIOD, value, maxPeriodMonths?}: a channel, country or period beyond the package (a trial customer may read one a counted premium report view opened)',
};

/**
 * The 403 of a report the package's flags do not open (reportTypeAccess.ts), naming the flags these
 * report types need; undefined when none is gated.
 */
export function reportTypeError(types: readonly (EntityType | undefined)[]): string | undefined {
  const flags = reportFlagsOf(types);
  if (flags.length === 0) return undefined;
  return `\`error.package-limit-exceeded\` {limit: FEATURE, value: ${flags.join('|')}}: a ${flags.join(' or ')} report the package does not include`;
}

/** The report types a dataset can read: its own, else those of the items it accepts. */
function datasetReportTypes(spec: DatasetSpec): (EntityType | undefined)[] {
  const items = spec.accepts.entityTypes ?? [];
  return (items.length > 0 ? items : [undefined]).map((type) => datasetReportType(spec.name, type));
}

/** The dataset's own 4xx after the package refusals, both texts where they share a status. */
function errorDescriptions(spec: DatasetSpec): Record<number, string> {
  const own = spec.errors ?? {};
  const reportTypes = reportTypeError(datasetReportTypes(spec));
  const merged: Record<number, string> = {
    402: PACKAGE_ERRORS[402],
    403: reportTypes ? `${PACKAGE_ERRORS[403]}; or ${reportTypes}` : PACKAGE_ERRORS[403],
  };
  for (const [status, description] of Object.entries(own)) {
    const shared = merged[Number(status)];
    merged[Number(status)] = shared ? `${description}; or ${shared}` : description;
  }
  return merged;
}

/**
 * Registers `GET datasets/{name}` for each spec: access token, the shared
 * parser of @adlens/core, the dataset's accepted shape, the report type against the package
 * (reportTypeAccess.ts), then its handler. `before` runs after those checks (the report view token
 * check of widget datasets).
 */
export function registerDatasets(
  app: FastifyInstance,
  deps: RouteDeps,
  specs: readonly DatasetSpec[],
  before?: (context: DatasetContext, spec: DatasetSpec) => Promise<void>,
): void {
  registerRoutes(
    app,
    deps,
    specs.map((spec) =>
      route({
        method: 'get',
        path: `/datasets/${spec.name}`,
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: ['datasets'],
        security: 'accessToken',
        query: spec.accepts.publisherSlice ? spec.query.extend(PUBLISHER_SLICE_DOC) : spec.query,
        responses: {
          200: { description: 'The dataset', schema: spec.response },
          400: { description: `\`error.validation\` with fieldErrors per query key; ${PACKAGE_ERRORS[400]}` },
          401: { description: 'Missing or invalid access token' },
          ...Object.fromEntries(
            Object.entries(errorDescriptions(spec)).map(([status, description]) => [status, { description }]),
          ),
        },
        handler: ({ request }) => answerDataset(deps, spec, request, before),
      }),
    ),
  );
}

/** One dataset request, from its token to its (benchmark-averaged) answer. */
async function answerDataset(
  deps: RouteDeps,
  spec: DatasetSpec,
  request: FastifyRequest,
  before?: (context: DatasetContext, spec: DatasetSpec) => Promise<void>,
): Promise<unknown> {
  const claims = await deps.auth.authenticate(bearerToken(request));
  const parsed = parseDatasetRequest(request.query as Record<string, string | string[] | undefined>);
  checkShape(parsed, spec.accepts);
  // A report type the package excludes is refused here, for every dataset.
  const itemType = datasetEntity(parsed, spec.accepts)?.entityType;
  await enforceReportType(deps.db, claims.user.id, datasetReportType(spec.name, itemType));
  const meta = await deps.dataMeta();
  if (!meta) throw new Error('The database has not been seeded');
  const context: DatasetContext = { request, deps, claims, parsed, meta, origin: deps.originOf(request) };
  if (before) await before(context, spec);
  const response = await spec.handle(context);
  // One place averages a benchmark, so every widget, export and dashboard tile shows its figures alike.
  return benchmarkOf(parsed, Boolean(spec.accepts.benchmark))
    ? averagePerAdvertiser(response as { advertisersCount?: number })
    : response;
}
