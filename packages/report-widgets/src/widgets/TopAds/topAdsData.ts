import {
  CREATIVE_SORTS,
  type ChannelType,
  type Creative,
  type CreativeSort,
  type CreativeType,
  type CreativesResponse,
  type DatasetRequest,
} from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import type { WidgetQueryInput } from '../../contract/widgetDefinition.ts';
import type { WidgetChoiceMapping } from '../../contract/widgetSavedChoices.ts';

/** Top ads shows 1 row, 4 rows in full screen; a row holds 4 ads. */
export const TOP_ADS_PER_ROW = 4;
const TOP_ADS_ROWS = { normal: 1, fullscreen: 4 } as const;

export function topAdsPageSize(fullscreen: boolean): number {
  return TOP_ADS_PER_ROW * (fullscreen ? TOP_ADS_ROWS.fullscreen : TOP_ADS_ROWS.normal);
}

/**
 * The ad filter options, by their short labels. A chip stands for the creative types it covers;
 * chips may overlap (Social covers every social type, Image only social images): the request sends
 * the union.
 */
export const AD_TYPE_FILTERS = {
  BANNER: ['BANNER'],
  ANIMATED_BANNER: ['ANIMATED_BANNER'],
  VIDEO: ['VIDEO', 'SOCIAL_VIDEO'],
  SOCIAL: ['SOCIAL', 'SOCIAL_IMAGE', 'SOCIAL_VIDEO', 'SOCIAL_CAROUSEL', 'SOCIAL_PROMOTED_ACCOUNT'],
  IMAGE: ['SOCIAL_IMAGE'],
  CAROUSEL: ['SOCIAL_CAROUSEL'],
  PROMOTED: ['SOCIAL_PROMOTED_ACCOUNT'],
} as const satisfies Record<string, readonly CreativeType[]>;
export type AdTypeFilter = keyof typeof AD_TYPE_FILTERS;
export const AD_TYPE_FILTER_IDS = Object.keys(AD_TYPE_FILTERS) as AdTypeFilter[];

/**
 * The chips that fit each channel. All channels keep
 * every chip (the list users knew before; the design's three are a subset); the social video chip is
 * Video, which covers social video.
 */
const AD_TYPE_FILTERS_BY_CHANNEL = {
  ALL: AD_TYPE_FILTER_IDS,
  DISPLAY: ['BANNER', 'ANIMATED_BANNER'],
  VIDEO: ['VIDEO'],
  CONNECTED_TV: ['VIDEO'],
  SOCIAL: ['IMAGE', 'VIDEO', 'CAROUSEL', 'PROMOTED'],
  INAPP: ['BANNER', 'VIDEO'],
} as const satisfies Record<ChannelType, readonly AdTypeFilter[]>;

/** The ad-type chips offered for a channel (all channels when none is chosen). */
export function adTypeFiltersFor(channel: ChannelType | undefined): readonly AdTypeFilter[] {
  return AD_TYPE_FILTERS_BY_CHANNEL[channel ?? 'ALL'];
}

export interface TopAdsOptions {
  sort: CreativeSort;
  /** Chosen ad-type chips; none means every type. Chips the channel does not offer are ignored. */
  types: readonly AdTypeFilter[];
  /** Chosen publisher ids (at most 10); none means every publisher. */
  publishers: readonly number[];
  /** 0-based. */
  page: number;
}

export const DEFAULT_TOP_ADS_OPTIONS: TopAdsOptions = { sort: 'NEWEST', types: [], publishers: [], page: 0 };

/** The sort and the ad-type chips are the user's saved choices of top ads. */
export const topAdsChoices: WidgetChoiceMapping<TopAdsOptions> = {
  read: (options) => ({ sort: options.sort, types: options.types }),
  apply: (options, saved) => ({
    ...options,
    sort: (CREATIVE_SORTS as readonly string[]).includes(saved.sort ?? '')
      ? (saved.sort as CreativeSort)
      : options.sort,
    types: saved.types
      ? saved.types.filter((type): type is AdTypeFilter => (AD_TYPE_FILTER_IDS as readonly string[]).includes(type))
      : options.types,
  }),
};

/** The creative types of the chosen chips, each once, in CREATIVE_TYPES order of first mention. */
export function creativeTypesOf(filters: readonly AdTypeFilter[]): CreativeType[] {
  return [...new Set(filters.flatMap((filter) => AD_TYPE_FILTERS[filter]))];
}

/**
 * One item's page of ads: the item and filters, the page (4 ads, 16 in full screen), the ad types as
 * `f.type=in(...)` (only the chips the channel offers), the publishers as `f.publisher=in(...)` and
 * the sort as the custom parameter `sort=NEWEST` (all sorts descending; core
 * reportDatasets.ts documents it so until the creatives route settles it).
 */
export function buildTopAdsRequest(input: WidgetQueryInput<TopAdsOptions>): DatasetRequest {
  const { options, fullscreen, filters } = input;
  const request: DatasetRequest = {
    ...buildItemRequest(input),
    page: options.page,
    size: topAdsPageSize(fullscreen),
    params: { sort: options.sort },
  };
  const offered = adTypeFiltersFor(filters.channel?.type);
  const types = creativeTypesOf(options.types.filter((filter) => offered.includes(filter)));
  const conditions: NonNullable<DatasetRequest['conditions']> = [];
  if (types.length > 0) conditions.push({ field: 'type', op: 'in', values: types });
  if (options.publishers.length > 0) {
    conditions.push({ field: 'publisher', op: 'in', values: options.publishers.map(String) });
  }
  if (conditions.length > 0) request.conditions = conditions;
  return request;
}

export function isTopAdsEmpty(data: CreativesResponse): boolean {
  return data.creatives.elements.length === 0;
}

/** Video types are the ones with a video file (a carousel may have one or not). */
export function isVideoCreative(creative: Creative): boolean {
  return creative.videoUrl !== null;
}

export function creativeSizeText({ width, height }: Creative['size']): string {
  return `${width}×${height}`;
}
