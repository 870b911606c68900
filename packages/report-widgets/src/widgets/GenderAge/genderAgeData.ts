import { AGE_GROUPS, type GenderAgeResponse } from '@adlens/core';

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
