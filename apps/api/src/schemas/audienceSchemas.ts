import {
  ACTIVITY_SEGMENTS,
  AGE_GROUPS,
  type ActivitySegmentsResponse,
  type AudienceGendersResponse,
  type EngagementResponse,
  GENDERS,
  type GenderAgeResponse,
  type ImpressionMapResponse,
  type KeywordVolumeResponse,
  type LanguagesResponse,
  type TopInterestsResponse,
  type VisitedWebsitesResponse,
  WEEKDAYS,
} from '@adlens/core';
import { z } from 'zod';
import { resolvedEntitySchema } from './reportViewSchemas.ts';

/** Response schemas of the audience datasets (core audienceDatasets.ts), for the OpenAPI document. */
const base = {
  period: z.object({ id: z.string(), start: z.string(), end: z.string() }),
  panelists: z.number().int().describe('People of the panel in the audience (the selection applied)'),
};
const share = z.number().describe('Percent of the audience, 0–100');

function demographicsItem<T extends z.ZodType<string>>(code: T) {
  return z.object({
    code,
    title: z.string(),
    panelists: z.number().int(),
    share,
    deviation: z.number().describe("Share minus the market panel's share, percentage points"),
  });
}

export const audienceGendersSchema = z.object({
  genders: z.object({ elements: z.array(demographicsItem(z.enum(GENDERS))) }),
  ages: z.object({ elements: z.array(demographicsItem(z.enum(AGE_GROUPS))) }),
}) satisfies z.ZodType<AudienceGendersResponse>;

export const activitySegmentsSchema = z.object({
  ...base,
  elements: z.array(demographicsItem(z.enum(ACTIVITY_SEGMENTS))),
}) satisfies z.ZodType<ActivitySegmentsResponse>;

export const languagesSchema = z.object({
  ...base,
  elements: z.array(demographicsItem(z.string().regex(/^[a-z]{2}$/))),
}) satisfies z.ZodType<LanguagesResponse>;

const genderCell = z.object({ panelists: z.number().int(), share });
export const genderAgeSchema = z.object({
  ...base,
  elements: z.array(
    z.object({
      age: z.enum(AGE_GROUPS),
      title: z.string(),
      genders: z.object({ MALE: genderCell, FEMALE: genderCell }),
    }),
  ),
}) satisfies z.ZodType<GenderAgeResponse>;

export const engagementSchema = z.object({
  ...base,
  elements: z.array(
    z.object({
      weekday: z.literal([...WEEKDAYS]),
      hour: z.number().int().min(0).max(23),
      value: z.number().int().min(0).max(100).describe("Percent of the busiest hour's activity"),
    }),
  ),
}) satisfies z.ZodType<EngagementResponse>;

export const impressionMapSchema = z.object({
  ...base,
  elements: z.array(
    z.object({
      country: z.object({
        id: z.number().int().describe('ISO 3166-1 numeric code'),
        code: z.string(),
        title: z.string(),
      }),
      impressions: z.number().int(),
      share: z.number().describe('Percent of the impressions'),
    }),
  ),
}) satisfies z.ZodType<ImpressionMapResponse>;

export const visitedWebsitesSchema = z.object({
  ...base,
  elements: z.array(z.object({ entity: resolvedEntitySchema, share, affinity: z.number().int() })),
}) satisfies z.ZodType<VisitedWebsitesResponse>;

export const topInterestsSchema = z.object({
  ...base,
  elements: z.array(z.object({ id: z.number().int(), title: z.string(), share, affinity: z.number().int() })),
}) satisfies z.ZodType<TopInterestsResponse>;

export const keywordVolumeSchema = z.object({
  ...base,
  elements: z.array(
    z.object({
      keyword: z.string(),
      volume: z.number().int().describe('Monthly searches by the audience'),
      share: z.number().describe('Percent of the listed volume'),
    }),
  ),
}) satisfies z.ZodType<KeywordVolumeResponse>;
