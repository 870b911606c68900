import { AGE_GROUPS, type GenderAgeResponse } from '@adlens/core';
import type { WidgetItemData } from '../../registry/widgetDefinition.ts';

export interface PyramidRow {
  title: string;
  /** Shares of the whole audience, percent. */
  male: number;
  female: number;
}

/** The pyramid's rows, youngest first (ECharts draws the first category at the bottom). */
export function pyramidRows(data: GenderAgeResponse): PyramidRow[] {
  return [...data.elements]
    .sort((a, b) => AGE_GROUPS.indexOf(a.age) - AGE_GROUPS.indexOf(b.age))
    .map(({ title, genders }) => ({ title, male: genders.MALE.share, female: genders.FEMALE.share }));
}

export interface GenderAgeExportRow {
  item: string;
  age: string;
  male: number;
  female: number;
}

/** One row per item and age group with both genders' shares. */
export function genderAgeExportRows(items: readonly WidgetItemData<GenderAgeResponse>[]): GenderAgeExportRow[] {
  return items.flatMap(({ item, data }) =>
    pyramidRows(data).map((row) => ({ item: item.title, age: row.title, male: row.male, female: row.female })),
  );
}
