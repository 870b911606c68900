import { ACTIVITY_SEGMENTS, type ActivitySegmentsResponse, formatPercent } from '@adlens/core';
import { useMemo } from 'react';
import { CartesianChart } from '../../charts/CartesianChart.tsx';
import { columnModules } from '../../charts/columnModules.ts';
import { itemColor } from '../../theme/chartColors.ts';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { activitySegmentShares } from './activitySegmentsData.ts';

export type ActivitySegmentsViewProps = Pick<WidgetViewProps<ActivitySegmentsResponse>, 'items'>;

const percent = (value: number) => formatPercent(value);

/** The audience's share per activity segment as columns, least to most active; items side by side. */
export function ActivitySegmentsView({ items }: ActivitySegmentsViewProps) {
  const { t } = useAdlensTranslation();
  const { entityColors } = useChartStyle();
  const { categories, series, description } = useMemo(() => {
    const perItem = items.map(({ item, data }) => ({ item, shares: activitySegmentShares(data) }));
    const describeItem = ({ item, shares }: (typeof perItem)[number]) =>
      t('widgets.activitySegments.chartDescription', {
        entity: item.title,
        breakdown: shares
          .map(({ code, share }) =>
            t('widgets.audience.shareItem', { name: t(`widgets.activitySegments.${code}`), share: percent(share) }),
          )
          .join(', '),
      });
    return {
      categories: ACTIVITY_SEGMENTS.map((code) => t(`widgets.activitySegments.${code}`)),
      series: perItem.map(({ item, shares }, index) => ({
        name: item.title,
        values: shares.map(({ share }) => share),
        color: itemColor(items[index]!, index, entityColors),
      })),
      description: perItem.map(describeItem).join(' '),
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
    />
  );
}
