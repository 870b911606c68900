import { type ImpressionMapResponse, formatImpressions, formatPercent } from '@adlens/core';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { EChart } from '../../charts/EChart.tsx';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetItemData } from '../../contract/widgetDefinition.ts';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { themeOf } from '../../theme/themeOf.ts';
import { buildImpressionMapOption } from './buildImpressionMapOption.ts';
import { mapRegions } from './impressionMapData.ts';

export type ImpressionMapChartProps = WidgetItemData<ImpressionMapResponse>;

/** The map modules and the world geometry load with the first impression map only. */
const loadWorldMap = () => import('../../charts/worldMapModules.ts').then((module) => module.worldMapModules);

/** One item's impressions on the world map (359 px high). */
export function ImpressionMapChart({ item, data }: ImpressionMapChartProps) {
  const { t } = useAdlensTranslation();
  const { textColor, fontFamily, animation } = useChartStyle();
  const { palette } = themeOf({ theme: useTheme() });
  const option = useMemo(() => {
    const regions = mapRegions(data);
    const entry = (region: (typeof regions)[number]) =>
      t('widgets.impressionMap.breakdownItem', {
        country: region.title,
        impressions: formatImpressions(region.value),
        share: formatPercent(region.share),
      });
    return buildImpressionMapOption({
      regions,
      colors: palette.heatmap,
      emptyColor: palette.neutral.surface,
      borderColor: palette.neutral.border,
      rangeLabels: [t('widgets.impressionMap.more'), t('widgets.impressionMap.fewer')],
      description: t('widgets.impressionMap.chartDescription', {
        entity: item.title,
        breakdown: regions.map(entry).join(', '),
      }),
      formatRegion: entry,
      textColor,
      fontFamily,
      animation,
    });
  }, [item.title, data, t, palette, textColor, fontFamily, animation]);
  return <EChart option={option} height={CHART_SIZES.map.height} loadModules={loadWorldMap} />;
}
