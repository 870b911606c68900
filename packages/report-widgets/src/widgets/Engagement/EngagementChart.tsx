import { type EngagementResponse, WEEKDAYS, formatPercent } from '@adlens/core';
import { useMemo } from 'react';
import { styled, useTheme } from 'styled-components';
import { EChart } from '../../charts/EChart.tsx';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetItemData } from '../../contract/widgetDefinition.ts';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { ENGAGEMENT_GRID, buildEngagementOption } from './buildEngagementOption.ts';
import { HOURS, HOUR_ZONES, QUARTILE_BANDS, engagementCells, engagementSummary } from './engagementData.ts';

export type EngagementChartProps = WidgetItemData<EngagementResponse>;

/** The heatmap modules load with the first engagement chart only, never on other pages. */
const loadHeatmap = () => import('../../charts/heatmapModules.ts').then((module) => module.heatmapModules);

const Zones = styled.ul`
  display: grid;
  grid-template-columns: ${HOUR_ZONES.map(({ hours }) => `${hours}fr`).join(' ')};
  margin: 0 ${ENGAGEMENT_GRID.right}px 0 ${ENGAGEMENT_GRID.left}px;
  padding: 0;
  list-style: none;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  text-align: center;

  & > li {
    border-top: 2px solid ${(p) => themeOf(p).palette.neutral.border};
    margin: 0 1px;
    padding-top: ${(p) => themeOf(p).spacing.xs};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.md}`};
  margin: ${(p) => themeOf(p).spacing.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => themeOf(p).spacing.xs};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 2px;
  background: ${(p) => p.$color};
`;

/** One item's week of engagement: the heatmap, the times of day under it and the band legend. */
export function EngagementChart({ item, data }: EngagementChartProps) {
  const { t } = useAdlensTranslation();
  const { textColor, fontFamily, animation } = useChartStyle();
  const { palette } = themeOf({ theme: useTheme() });
  const option = useMemo(() => {
    const hourLabel = (hour: number) => t('widgets.engagement.hourLabel', { hour: String(hour).padStart(2, '0') });
    const weekdayLabels = WEEKDAYS.map((weekday) => t(`widgets.engagement.weekday${weekday}`));
    const summary = engagementSummary(data);
    const busiest = summary.busiest
      ? t('widgets.engagement.busiestItem', {
          weekday: t(`widgets.engagement.weekday${summary.busiest.weekday}`),
          hour: hourLabel(summary.busiest.hour),
        })
      : '';
    const zones = summary.zones
      .map(({ zone, average }) =>
        t('widgets.engagement.zoneItem', { zone: t(`widgets.engagement.${zone}`), value: formatPercent(average, 0) }),
      )
      .join(', ');
    return buildEngagementOption({
      cells: engagementCells(data),
      hourLabels: HOURS.map(hourLabel),
      weekdayLabels,
      bandColors: palette.heatmap,
      borderColor: palette.neutral.background,
      description: t('widgets.engagement.chartDescription', { entity: item.title, busiest, zones }),
      formatCell: ([hour, row, value]) => `${weekdayLabels[row] ?? ''} ${hourLabel(hour)}: ${formatPercent(value, 0)}`,
      textColor,
      fontFamily,
      animation,
    });
  }, [item.title, data, t, palette, textColor, fontFamily, animation]);
  return (
    <div>
      <EChart option={option} height={CHART_SIZES.heatmap.height} loadModules={loadHeatmap} />
      <Zones aria-label={t('widgets.engagement.zones')}>
        {HOUR_ZONES.map(({ zone }) => (
          <li key={zone}>{t(`widgets.engagement.${zone}`)}</li>
        ))}
      </Zones>
      <Legend aria-label={t('widgets.engagement.bands')}>
        {QUARTILE_BANDS.map((band) => (
          <li key={band}>
            <Swatch $color={palette.heatmap[band]} />
            {t(`widgets.engagement.band${band}`)}
          </li>
        ))}
      </Legend>
    </div>
  );
}
