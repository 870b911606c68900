import styled from 'styled-components';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetControlsProps } from '../../registry/widgetDefinition.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { focusRing } from '../../ui/focusRing.ts';
import { type ExpenditureTrendOptions, TREND_CHART_KINDS } from './expenditureTrendData.ts';

export type ExpenditureTrendControlsProps = WidgetControlsProps<ExpenditureTrendOptions>;

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  overflow: hidden;
`;

const Toggle = styled.button`
  min-height: 28px;
  padding: 0 ${(p) => themeOf(p).spacing.md};
  border: 0;
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    background: ${(p) => themeOf(p).palette.primary};
    color: ${(p) => themeOf(p).palette.onPrimary};
  }

  & + & {
    border-left: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  }
`;

/** The chart type of the trend: line, area or columns (toggle buttons, one pressed). */
export function ExpenditureTrendControls({ options, onOptionsChange }: ExpenditureTrendControlsProps) {
  const { t } = useAdlensTranslation();
  return (
    <Group role="group" aria-label={t('widgets.expenditureTrend.chartType')}>
      {TREND_CHART_KINDS.map((kind) => (
        <Toggle
          key={kind}
          type="button"
          aria-pressed={options.chart === kind}
          onClick={() => onOptionsChange({ ...options, chart: kind })}
        >
          {t(`widgets.expenditureTrend.${kind}`)}
        </Toggle>
      ))}
    </Group>
  );
}
