import type { EntitySummary } from '../entityType.ts';
import type { DatasetPeriod } from './reportDatasets.ts';

/**
 * The audience family (Demographics and
 * Interests widgets audience datasets): the panel behind an advertiser's ads — who saw them, by
 * gender and age group, language, activity, hour of the week and country, and what else they visit,
 * like and search for. One definition for the API that answers and the widgets that draw.
 *
 * Every audience request names one advertiser (`advertiser=ID`), a `period`, optionally a `country`
 * (ISO code; none is the package's markets) and the demographic selection `gender` and `age` (codes;
 * none is everybody). Figures are panel estimates: `panelists` are people of the panel, `share` is a
 * percentage of the audience (0–100), `affinity` and `deviation` compare with the whole panel of the
 * same market (affinity 100 = as likely as anybody; deviation in percentage points).
 */
export const AUDIENCE_DATASETS = {
  /** Filter datasets (audience/countries (only with id), audience/genders"). */
  periods: 'audience/periods',
  countries: 'audience/countries',
  genders: 'audience/genders',
  /** Demographics widgets. */
  activitySegments: 'audience/activity-segments',
  languages: 'audience/languages',
  genderAge: 'audience/gender-age',
  engagement: 'audience/engagement',
  impressionMap: 'audience/impression-map',
  /** Interests widgets. */
  visitedWebsites: 'audience/visited-websites',
  topInterests: 'audience/top-interests',
  keywordVolume: 'audience/keyword-volume',
} as const;
export type AudienceDatasetName = (typeof AUDIENCE_DATASETS)[keyof typeof AUDIENCE_DATASETS];

/** The demographic selector's gender list. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** Age groups (18–24 … 65+). */
export const AGE_GROUPS = ['AGE_18_24', 'AGE_25_34', 'AGE_35_44', 'AGE_45_54', 'AGE_55_64', 'AGE_65_PLUS'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Activity segments, from the least to the most active. */
export const ACTIVITY_SEGMENTS = ['NEW', 'OCCASIONAL', 'MODERATE', 'FREQUENT', 'RETURNING', 'HEAVY'] as const;
export type ActivitySegment = (typeof ACTIVITY_SEGMENTS)[number];

/** ISO weekdays, Monday first, for the engagement heatmap's rows. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

interface AudienceResponse {
  period: DatasetPeriod;
  /** The panel size behind the figures: people of the audience in the selection. */
  panelists: number;
}

/** Demographics item: code, title, panelists, genders, deviation — with the share shown. */
export interface DemographicsItem<TCode extends string = string> {
  code: TCode;
  title: string;
  panelists: number;
  /** Share of the advertiser's audience, percent. */
  share: number;
  /** Share minus the market panel's share, percentage points. */
  deviation: number;
}

/** `audience/genders`: the selector's lists with their shares. */
export interface AudienceGendersResponse {
  genders: { elements: DemographicsItem<Gender>[] };
  ages: { elements: DemographicsItem<AgeGroup>[] };
}

/** `audience/activity-segments`: how often the audience is online, NEW to HEAVY. */
export interface ActivitySegmentsResponse extends AudienceResponse {
  elements: DemographicsItem<ActivitySegment>[];
}

/** `audience/languages`: languages the audience browses in (ISO 639-1 codes), largest share first. */
export interface LanguagesResponse extends AudienceResponse {
  elements: DemographicsItem[];
}

/** `audience/gender-age`: the pyramid — each age group split by gender (shares of the whole audience). */
export interface GenderAgeResponse extends AudienceResponse {
  elements: {
    age: AgeGroup;
    title: string;
    genders: Record<Gender, { panelists: number; share: number }>;
  }[];
}

/** `audience/engagement`: activity by hour of the week; `value` is percent of the busiest cell's. */
export interface EngagementResponse extends AudienceResponse {
  elements: { weekday: Weekday; hour: number; value: number }[];
}

/** `audience/impression-map`: where the audience saw the ads (no country filter), largest first. */
export interface ImpressionMapResponse extends AudienceResponse {
  elements: {
    /** Our country id is its ISO 3166-1 numeric code, as in the map's geometry. */
    country: { id: number; code: string; title: string };
    impressions: number;
    share: number;
  }[];
}

/** `audience/visited-websites`: publishers the audience visits, by share, with their affinity. */
export interface VisitedWebsitesResponse extends AudienceResponse {
  elements: { entity: EntitySummary; share: number; affinity: number }[];
}

/** `audience/top-interests`: interest categories the audience over-indexes on. */
export interface TopInterestsResponse extends AudienceResponse {
  elements: { id: number; title: string; share: number; affinity: number }[];
}

/** `audience/keyword-volume`: what the audience searches for, by monthly searches in the panel. */
export interface KeywordVolumeResponse extends AudienceResponse {
  elements: { keyword: string; volume: number; share: number }[];
}
