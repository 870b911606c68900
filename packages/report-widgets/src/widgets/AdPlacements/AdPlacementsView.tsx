import { type AdPlacement, type AdPlacementsResponse, formatPercent } from '@adlens/core';
import { useMemo } from 'react';
import { CartesianChart } from '../../charts/CartesianChart.tsx';
import { columnModules } from '../../charts/columnModules.ts';
import { itemColor } from '../../theme/chartColors.ts';
import { describeDistribution } from '../../charts/distributionData.ts';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { placementColumns } from './adPlacementsData.ts';

export type AdPlacementsViewProps = Pick<WidgetViewProps<AdPlacementsResponse>, 'items'>;

const percent = (value: number) => formatPercent(value);

/** Share of impressions per placement as columns; a comparison puts the items' columns side by side. */
export function AdPlacementsView({ items }: AdPlacementsViewProps) {
  const { t } = useAdlensTranslation();
  const { entityColors } = useChartStyle();
  const { categories, series, description } = useMemo(() => {
    const columns = placementColumns(items);
    const name = (code: AdPlacement) => t(`widgets.adPlacements.${code}`);
    const breakdown = items
      .map(
        ({ item, data }) =>
          `${item.title}: ${describeDistribution(data.items, data.currency, {
            codeName: (code) => name(code as AdPlacement),
            entry: (values) => t('widgets.charts.breakdownItem', values),
          })}`,
      )
      .join('. ');
    return {
      categories: columns.placements.map(name),
      series: columns.series.map((s, index) => ({
        name: s.title,
        values: s.shares,
        color: itemColor(items[index]!, index, entityColors),
      })),
      description: t('widgets.adPlacements.chartDescription', { breakdown }),
    };
  }, [items, t, entityColors]);
  return (
    <CartesianChart
      kind="column"
      modules={columnModules}
      categories={categories}
      series={series}
      description={description}
      formatValue={percent}
      formatAxis={percent}
      rotateLabels={categories.length > 5}
    />
  );
}
