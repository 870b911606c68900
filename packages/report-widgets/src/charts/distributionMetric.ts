import type { WidgetMetric } from '@adlens/core';
import type { WidgetChoiceMapping } from '../contract/widgetSavedChoices.ts';

/**
 * What a distribution's donut and legend show: the share of
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
 * The Display mode (Number, Percentage, Both) is the user's saved widget metric: shares are the Percentage, spend the Number.
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
