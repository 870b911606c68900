import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import type { WidgetControlsProps } from '../contract/widgetDefinition.ts';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { DISTRIBUTION_METRICS, type DistributionOptions } from './distributionMetric.ts';

/** The metric of a distribution's donuts: share of impressions or spend. */
export function DistributionMetricControls({ options, onOptionsChange }: WidgetControlsProps<DistributionOptions>) {
  const { t } = useAdlensTranslation();
  return (
    <ToggleGroup
      label={t('widgets.charts.metric')}
      options={DISTRIBUTION_METRICS.map((metric) => ({ value: metric, label: t(`widgets.charts.metrics.${metric}`) }))}
      value={options.metric}
      onChange={(metric) => onOptionsChange({ ...options, metric })}
    />
  );
}
