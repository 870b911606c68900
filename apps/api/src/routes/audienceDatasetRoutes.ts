import {
  AGE_GROUPS,
  AUDIENCE_DATASETS,
  type AgeGroup,
  type DatasetRequest,
  GENDERS,
  type Gender,
  type PeriodOption,
} from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AudienceQuery } from '../datasets/audienceBase.ts';
import {
  audienceActivity,
  audienceEngagement,
  audienceGenderAge,
  audienceGenders,
  audienceImpressionMap,
  audienceLanguages,
} from '../datasets/audienceDemographics.ts';
import { audienceKeywordVolume, audienceTopInterests, audienceVisitedWebsites } from '../datasets/audienceInterests.ts';
import type { Selection } from '../datasets/audienceModel.ts';
import { type PackageFilters, resolvePackageFilters } from '../datasets/datasetFilters.ts';
import { countryOptions, periodOptions } from '../datasets/filterDatasets.ts';
import { type PackageAccess, loadPackageAccess, packageMarkets } from '../datasets/packageAccess.ts';
import { enforceAudience } from '../datasets/packageLimits.ts';
import { type ReportScope, resolveScope } from '../datasets/reportScope.ts';
import { scanRollups } from '../datasets/scanRollups.ts';
import { validationError } from '../http/ApiHttpError.ts';
import {
  activitySegmentsSchema,
  audienceGendersSchema,
  engagementSchema,
  genderAgeSchema,
  impressionMapSchema,
  keywordVolumeSchema,
  languagesSchema,
  topInterestsSchema,
  visitedWebsitesSchema,
} from '../schemas/audienceSchemas.ts';
import { countryOptionSchema, elementsOf, periodOptionSchema } from '../schemas/filterSchemas.ts';
import {
  type DatasetAccepts,
  type DatasetContext,
  type DatasetSpec,
  datasetEntity,
  registerDatasets,
} from './datasetRoute.ts';
import { entityKeys, filterKeys } from './datasetQuery.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** One advertiser per request (core audienceDatasets.ts). */
const ADVERTISER: DatasetAccepts = { entityTypes: ['advertiser'], maxIds: 1 };
const ADVERTISER_OPTIONAL: DatasetAccepts = { ...ADVERTISER, entityOptional: true };

const AUDIENCE_ERRORS = {
  403: '`error.package-limit-exceeded` {limit: AUDIENCE, value: the dataset}: the package has no audience reports (Enterprise only)',
  404: 'The advertiser does not exist',
};

const selectionKeys = {
  gender: z.enum(GENDERS).optional().describe('The demographic selection: one gender (none: everybody)'),
  age: z.enum(AGE_GROUPS).optional().describe('The demographic selection: one age group (none: everybody)'),
};
const audienceQueryKeys = {
  ...entityKeys(['advertiser']),
  country: filterKeys.country,
  period: filterKeys.period,
  channel: z.literal('ALL-ALL').optional().describe('Audience data is not split by channel: ALL-ALL or none'),
};

/**
 * The parts of the serialized request the audience datasets do not take: a channel other
 * than 'All channels', currency, paging, search (sort and conditions are refused by registerDatasets).
 */
function refuseUnused(parsed: DatasetRequest): void {
  const issues: Record<string, string[]> = {};
  if (parsed.channel && (parsed.channel.type !== 'ALL' || parsed.channel.device !== 'ALL')) {
    issues.channel = ['audience data is not split by channel: give ALL-ALL or none'];
  }
  for (const key of ['currency', 'page', 'size', 'q'] as const) {
    if (parsed[key] !== undefined) issues[key] = ['is not taken by audience datasets'];
  }
  if (Object.keys(issues).length > 0) throw validationError(issues);
}

/** Codes of core GENDERS and AGE_GROUPS, else a 400 naming the key. */
function parseSelection(parsed: DatasetRequest): Selection {
  const issues: Record<string, string[]> = {};
  if (parsed.gender !== undefined && !(GENDERS as readonly string[]).includes(parsed.gender)) {
    issues.gender = [`must be one of ${GENDERS.join(', ')}`];
  }
  if (parsed.age !== undefined && !(AGE_GROUPS as readonly string[]).includes(parsed.age)) {
    issues.age = [`must be one of ${AGE_GROUPS.join(', ')}`];
  }
  if (Object.keys(issues).length > 0) throw validationError(issues);
  return {
    ...(parsed.gender ? { gender: parsed.gender as Gender } : {}),
    ...(parsed.age ? { age: parsed.age as AgeGroup } : {}),
  };
}

interface Resolved {
  access: PackageAccess;
  filters: PackageFilters;
  scope: ReportScope;
  selection: Selection;
}

/**
 * Checks an audience request in the order of its errors: the request's own keys (400), the package —
 * no package 400, no audience reports 403, a country or period beyond it 403 (packageLimits.ts) — then
 * the advertiser (404).
 */
async function resolveAudience(context: DatasetContext, spec: DatasetSpec): Promise<Resolved> {
  const { deps, claims, meta, parsed } = context;
  refuseUnused(parsed);
  const selection = parseSelection(parsed);
  const access = await loadPackageAccess(deps.db, claims.user.id);
  enforceAudience(access, spec.name);
  const filters = await resolvePackageFilters(
    deps.db,
    meta,
    { country: parsed.country, period: parsed.period },
    claims,
    access,
  );
  const scope = await resolveScope(deps.db, datasetEntity(parsed, spec.accepts));
  return { access, filters, scope, selection };
}

function widgetSpec(
  name: string,
  summary: string,
  description: string,
  response: z.ZodType,
  answer: (query: AudienceQuery) => Promise<unknown>,
  options: { everyMarket?: boolean } = {},
): DatasetSpec {
  const spec: DatasetSpec = {
    name,
    summary,
    description: `${description} One advertiser (\`advertiser=ID\`, required), \`period\` (default LAST_3_MONTHS), \`country\` (none: the package's markets)${options.everyMarket ? ', which the map does not narrow to: it always shows the package’s markets' : ''}, and the demographic selection \`gender\` / \`age\`. No impressions in the period: \`panelists\` 0 and no elements.`,
    query: z.object({ ...audienceQueryKeys, ...selectionKeys }),
    response,
    accepts: ADVERTISER,
    errors: AUDIENCE_ERRORS,
    async handle(context) {
      const { access, filters, scope, selection } = await resolveAudience(context, spec);
      const { deps, meta, origin } = context;
      const read = options.everyMarket ? { ...filters, countries: packageMarkets(access) } : filters;
      return answer({ db: deps.db, meta, scope, filters: read, selection, origin });
    },
  };
  return spec;
}

const gendersSpec: DatasetSpec = {
  name: AUDIENCE_DATASETS.genders,
  summary: "The demographic selector's gender and age lists with the audience's shares",
  description:
    "The advertiser's whole audience in the country and period (a `gender` / `age` selection is accepted and not applied). Each item: panelists, share (percent) and deviation from the market panel (percentage points). No impressions: both lists empty.",
  query: z.object({ ...audienceQueryKeys, ...selectionKeys }),
  response: audienceGendersSchema,
  accepts: ADVERTISER,
  errors: AUDIENCE_ERRORS,
  async handle(context) {
    const { filters, scope, selection } = await resolveAudience(context, gendersSpec);
    const { deps, meta, origin } = context;
    return audienceGenders({ db: deps.db, meta, scope, filters, selection, origin });
  },
};

/** The months an advertiser has impressions in (its countries of the request), as first days. */
async function monthsWithData(context: DatasetContext, resolved: Resolved): Promise<Set<string>> {
  const { deps, meta } = context;
  const rows = await scanRollups({
    db: deps.db,
    meta,
    scope: resolved.scope,
    filters: { channels: resolved.filters.channels, device: 'ALL', countries: resolved.filters.countries },
    range: { start: meta.dataStart, end: meta.dataEnd },
    dims: ['month'],
  });
  return new Set(rows.map((row) => String(row.month)));
}

const periodsSpec: DatasetSpec = {
  name: AUDIENCE_DATASETS.periods,
  summary: 'Periods of the audience reports',
  description:
    "The `periods` dataset's list (predefined, then one MONTHLY period per month of data; with `period` only that one). With an advertiser, a period in which it has no impressions (in the country, or the package's markets) is `disabled`: it has no audience there.",
  query: z.object({ ...audienceQueryKeys }),
  response: elementsOf(periodOptionSchema),
  accepts: ADVERTISER_OPTIONAL,
  errors: AUDIENCE_ERRORS,
  async handle(context) {
    const resolved = await resolveAudience(context, periodsSpec);
    const options = periodOptions(context.meta, resolved.access, context.parsed.period);
    if (resolved.scope.kind !== 'advertisers') return { elements: options };
    const months = await monthsWithData(context, resolved);
    const seen = (option: PeriodOption) =>
      [...months].some((month) => month >= `${option.start.slice(0, 7)}-01` && month <= option.end);
    return { elements: options.map((option) => (seen(option) ? option : { ...option, disabled: true })) };
  },
};

const countriesSpec: DatasetSpec = {
  name: AUDIENCE_DATASETS.countries,
  summary: "Countries of an advertiser's audience",
  description:
    'Every country, restricted outside the package, disabled where the advertiser has no impressions in the period (so no audience).',
  query: z.object({ ...audienceQueryKeys }),
  response: elementsOf(countryOptionSchema),
  accepts: ADVERTISER,
  errors: AUDIENCE_ERRORS,
  async handle(context) {
    const { access, filters, scope } = await resolveAudience(context, countriesSpec);
    const elements = await countryOptions(
      context.deps.db,
      context.meta,
      scope,
      { channels: filters.channels, device: 'ALL', period: filters.period },
      access,
    );
    return { elements };
  },
};

/** The audience datasets behind the Demographics and Interests widgets. */
export const AUDIENCE_DATASET_SPECS: readonly DatasetSpec[] = [
  periodsSpec,
  countriesSpec,
  gendersSpec,
  widgetSpec(
    AUDIENCE_DATASETS.activitySegments,
    'Activity segments of the audience, NEW to HEAVY',
    'How often the audience is online, with the deviation from the market panel.',
    activitySegmentsSchema,
    audienceActivity,
  ),
  widgetSpec(
    AUDIENCE_DATASETS.languages,
    'Languages the audience browses in',
    'ISO 639-1 codes, largest share first, at most 10, with the deviation from the market panel.',
    languagesSchema,
    audienceLanguages,
  ),
  widgetSpec(
    AUDIENCE_DATASETS.genderAge,
    'The audience pyramid: each age group split by gender',
    'Shares are percent of the selected audience (cells outside the selection are 0).',
    genderAgeSchema,
    audienceGenderAge,
  ),
  widgetSpec(
    AUDIENCE_DATASETS.engagement,
    'Audience activity by hour of the week',
    "168 cells, Monday 0:00 first (local time of each market); `value` is percent of the busiest cell's (0–100).",
    engagementSchema,
    audienceEngagement,
  ),
  widgetSpec(
    AUDIENCE_DATASETS.impressionMap,
    'Where the audience saw the ads',
    "Impressions per market, largest first, with the share of the total; the selection's part of each market. `country.id` is the ISO 3166-1 numeric code (the map's geometry).",
    impressionMapSchema,
    audienceImpressionMap,
    { everyMarket: true },
  ),
  widgetSpec(
    AUDIENCE_DATASETS.visitedWebsites,
    'Websites the audience visits',
    "The publishers the advertiser's ads ran on in the period (at most 15): share of the audience visiting, affinity against the market (100 = as likely as anybody).",
    visitedWebsitesSchema,
    audienceVisitedWebsites,
  ),
  widgetSpec(
    AUDIENCE_DATASETS.topInterests,
    'Interests the audience over-indexes on',
    'Interest categories (subcategories of the category tree), highest affinity first, at most 15; share of the audience interested.',
    topInterestsSchema,
    audienceTopInterests,
  ),
  widgetSpec(
    AUDIENCE_DATASETS.keywordVolume,
    'What the audience searches for',
    "Keywords of the advertiser's campaigns that ran in the period, by monthly searches of the audience, at most 15; share of the listed volume.",
    keywordVolumeSchema,
    audienceKeywordVolume,
  ),
];

export function registerAudienceDatasetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerDatasets(app, deps, AUDIENCE_DATASET_SPECS);
}
