import type { WidgetMetric } from '@adlens/core';
import type { WidgetChoiceMapping } from '../contract/widgetSavedChoices.ts';

/**
 * What a distribution's donut and legend show (issue 20, "Legends name their metric"): the share of
 * impressions, the spend, or both (the donut by share, the legend with both figures). The legend's
 * heading names what it shows, so a share is never read as a share of spend.
 */
export const DISTRIBUTION_METRICS = ['impressions', 'expenses', 'both'] as const;
export type DistributionMetric = (typeof DISTRIBUTION_METRICS)[number];

export interface DistributionOptions {
  metric: DistributionMetric;
}

export const DEFAULT_DISTRIBUTION_OPTIONS: DistributionOptions = { metric: 'impressions' };

/**
 * spec reports-data §3 Display mode (Number, Percentage, Both) as the user's saved widget metric
 * (issue 22): shares are the Percentage, spend the Number.
 */
const DISPLAY_MODE_OF: Record<DistributionMetric, WidgetMetric> = {
  impressions: 'Percentage',
  expenses: 'Number',
  both: 'Both',
};

/** The distributions' metric as the saved widget metric, shared by every distribution widget. */
export const distributionChoices: WidgetChoiceMapping<DistributionOptions> = {
  read: (options) => ({ metric: DISPLAY_MODE_OF[options.metric] }),
  apply: (options, saved) => {
    const metric = DISTRIBUTION_METRICS.find((candidate) => DISPLAY_MODE_OF[candidate] === saved.metric);
    return metric ? { ...options, metric } : options;
  },
};
