import { entityDisplayName } from '../entityDisplayName.ts';
import {
  AGE_GROUPS,
  AUDIENCE_DATASETS,
  type ActivitySegmentsResponse,
  type EngagementResponse,
  type GenderAgeResponse,
  type ImpressionMapResponse,
  type KeywordVolumeResponse,
  type LanguagesResponse,
  type TopInterestsResponse,
  type VisitedWebsitesResponse,
} from '../datasets/audienceDatasets.ts';
import { activitySegmentName, hourName, weekdayName } from './codeNames.ts';
import type { ExportColumn } from './exportColumn.ts';
import { type ExportTable, defineExportTable, itemColumn } from './exportTable.ts';

/**
 * The audience widgets' tables. Shares are percent of the audience (0–100);
 * deviation is in percentage points against the market's panel; affinity is an index (100 = as likely
 * as anybody in the market). Audience data has no channel or device.
 */
interface ShareRow {
  item: string;
  name: string;
  share: number;
}
const audienceShare = <TRow extends { share: number }>(): ExportColumn<TRow> => ({
  id: 'share',
  title: 'Share of audience',
  kind: 'percent',
  value: (row) => row.share,
});

export interface DeviationExportRow extends ShareRow {
  deviation: number;
}

function deviationExport<
  TData extends { elements: { code: string; title: string; share: number; deviation: number }[] },
>(
  dataset: string,
  nameTitle: string,
  nameOf: (element: TData['elements'][number]) => string,
): ExportTable<TData, DeviationExportRow> {
  return defineExportTable<TData, DeviationExportRow>({
    dataset,
    channelFree: true,
    columns: [
      itemColumn(),
      { id: 'name', title: nameTitle, kind: 'text', value: (row) => row.name },
      audienceShare(),
      { id: 'deviation', title: 'Deviation (percentage points)', kind: 'number', value: (row) => row.deviation },
    ],
    rows: (data, item) =>
      data.elements.map((element) => ({
        item,
        name: nameOf(element),
        share: element.share,
        deviation: element.deviation,
      })),
  });
}

export const activitySegmentsExport = /* @__PURE__ */ deviationExport<ActivitySegmentsResponse>(
  AUDIENCE_DATASETS.activitySegments,
  'Activity segment',
  (element) => activitySegmentName(element.code),
);
export const languagesExport = /* @__PURE__ */ deviationExport<LanguagesResponse>(
  AUDIENCE_DATASETS.languages,
  'Language',
  (element) => element.title,
);

export interface AffinityExportRow extends ShareRow {
  affinity: number;
}

function affinityExport<TData>(
  dataset: string,
  nameTitle: string,
  rows: (data: TData) => { name: string; share: number; affinity: number }[],
): ExportTable<TData, AffinityExportRow> {
  return defineExportTable<TData, AffinityExportRow>({
    dataset,
    channelFree: true,
    columns: [
      itemColumn(),
      { id: 'name', title: nameTitle, kind: 'text', value: (row) => row.name },
      audienceShare(),
      { id: 'affinity', title: 'Affinity (index)', kind: 'number', value: (row) => row.affinity },
    ],
    rows: (data, item) => rows(data).map((row) => ({ item, ...row })),
  });
}

export const visitedWebsitesExport = /* @__PURE__ */ affinityExport<VisitedWebsitesResponse>(
  AUDIENCE_DATASETS.visitedWebsites,
  'Website',
  (data) => data.elements.map(({ entity, share, affinity }) => ({ name: entityDisplayName(entity), share, affinity })),
);
export const topInterestsExport = /* @__PURE__ */ affinityExport<TopInterestsResponse>(
  AUDIENCE_DATASETS.topInterests,
  'Interest',
  (data) => data.elements.map(({ title, share, affinity }) => ({ name: title, share, affinity })),
);

export interface KeywordVolumeExportRow extends ShareRow {
  volume: number;
}

export const keywordVolumeExport = /* @__PURE__ */ defineExportTable<KeywordVolumeResponse, KeywordVolumeExportRow>({
  dataset: AUDIENCE_DATASETS.keywordVolume,
  channelFree: true,
  columns: [
    itemColumn(),
    { id: 'name', title: 'Keyword', kind: 'text', value: (row) => row.name },
    { id: 'volume', title: 'Monthly searches', kind: 'integer', value: (row) => row.volume },
    audienceShare(),
  ],
  rows: (data, item) => data.elements.map(({ keyword, volume, share }) => ({ item, name: keyword, volume, share })),
});

export interface GenderAgeExportRow {
  item: string;
  age: string;
  male: number;
  female: number;
}

/** One row per age group, youngest first, with both genders' shares of the whole audience. */
export const genderAgeExport = /* @__PURE__ */ defineExportTable<GenderAgeResponse, GenderAgeExportRow>({
  dataset: AUDIENCE_DATASETS.genderAge,
  channelFree: true,
  columns: [
    itemColumn(),
    { id: 'age', title: 'Age group', kind: 'text', value: (row) => row.age },
    { id: 'male', title: 'Male share of audience', kind: 'percent', value: (row) => row.male },
    { id: 'female', title: 'Female share of audience', kind: 'percent', value: (row) => row.female },
  ],
  rows: (data, item) =>
    [...data.elements]
      .sort((a, b) => AGE_GROUPS.indexOf(a.age) - AGE_GROUPS.indexOf(b.age))
      .map(({ title, genders }) => ({ item, age: title, male: genders.MALE.share, female: genders.FEMALE.share })),
});

export interface EngagementExportRow {
  item: string;
  weekday: string;
  hour: string;
  value: number;
}

export const engagementExport = /* @__PURE__ */ defineExportTable<EngagementResponse, EngagementExportRow>({
  dataset: AUDIENCE_DATASETS.engagement,
  channelFree: true,
  columns: [
    itemColumn(),
    { id: 'weekday', title: 'Weekday', kind: 'text', value: (row) => row.weekday },
    { id: 'hour', title: 'Hour', kind: 'text', value: (row) => row.hour },
    { id: 'value', title: 'Share of the busiest hour', kind: 'percent', value: (row) => row.value },
  ],
  rows: (data, item) =>
    data.elements.map((cell) => ({
      item,
      weekday: weekdayName(cell.weekday),
      hour: hourName(cell.hour),
      value: cell.value,
    })),
});

export interface ImpressionMapExportRow {
  item: string;
  country: string;
  impressions: number;
  share: number;
}

export const impressionMapExport = /* @__PURE__ */ defineExportTable<ImpressionMapResponse, ImpressionMapExportRow>({
  dataset: AUDIENCE_DATASETS.impressionMap,
  channelFree: true,
  columns: [
    itemColumn(),
    { id: 'country', title: 'Country', kind: 'text', value: (row) => row.country },
    { id: 'impressions', title: 'Impressions', kind: 'integer', value: (row) => row.impressions },
    { id: 'share', title: 'Share of impressions', kind: 'percent', value: (row) => row.share },
  ],
  rows: (data, item) =>
    data.elements.map(({ country, impressions, share }) => ({ item, country: country.title, impressions, share })),
});
