/**
 * Generator sizes: `small` for tests (seconds), `default` for `pnpm start`,
 * `large` for benchmarks. Row counts and seed times measured on PGlite are in apps/api/CONTEXT.md.
 */
export const SCALE_NAMES = ['small', 'default', 'large'] as const;
export type ScaleName = (typeof SCALE_NAMES)[number];

export interface Scale {
  name: ScaleName;
  advertisers: number;
  publishers: number;
  /** Calendar months of data, the last one ending on the data end date. */
  months: number;
  /** Daily impressions of the largest advertiser on an average day with one campaign running. */
  topDailyImpressions: number;
}

export const SCALES: Readonly<Record<ScaleName, Scale>> = {
  small: { name: 'small', advertisers: 300, publishers: 200, months: 6, topDailyImpressions: 40_000_000 },
  default: { name: 'default', advertisers: 5_000, publishers: 2_000, months: 24, topDailyImpressions: 40_000_000 },
  large: { name: 'large', advertisers: 50_000, publishers: 20_000, months: 36, topDailyImpressions: 40_000_000 },
};
