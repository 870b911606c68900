/**
 * What a distribution's donut and legend show (issue 20, "Legends name their metric"): the share of
 * impressions, or the spend. One metric at a time, named in the legend's heading, so a share is never
 * read as a share of spend.
 */
export const DISTRIBUTION_METRICS = ['impressions', 'expenses'] as const;
export type DistributionMetric = (typeof DISTRIBUTION_METRICS)[number];

export interface DistributionOptions {
  metric: DistributionMetric;
}

export const DEFAULT_DISTRIBUTION_OPTIONS: DistributionOptions = { metric: 'impressions' };
