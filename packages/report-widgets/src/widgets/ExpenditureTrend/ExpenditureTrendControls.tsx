import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetControlsProps } from '../../contract/widgetDefinition.ts';
import { ToggleGroup } from '../../ui/ToggleGroup.tsx';
import { type ExpenditureTrendOptions, TREND_CHART_KINDS } from './expenditureTrendData.ts';

export type ExpenditureTrendControlsProps = WidgetControlsProps<ExpenditureTrendOptions>;

/** The chart type of the trend: line, area or columns (toggle buttons, one pressed). */
export function ExpenditureTrendControls({ options, onOptionsChange }: ExpenditureTrendControlsProps) {
  const { t } = useAdlensTranslation();
  return (
    <ToggleGroup
      label={t('widgets.expenditureTrend.chartType')}
      options={TREND_CHART_KINDS.map((kind) => ({ value: kind, label: t(`widgets.expenditureTrend.${kind}`) }))}
      value={options.chart}
      onChange={(chart) => onOptionsChange({ ...options, chart })}
    />
  );
}
