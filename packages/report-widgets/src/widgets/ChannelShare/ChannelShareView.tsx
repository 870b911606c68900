import { type ChannelShareResponse, type DataChannel, formatPercent } from '@adlens/core';
import { useMemo } from 'react';
import { CartesianChart } from '../../charts/CartesianChart.tsx';
import { columnModules } from '../../charts/columnModules.ts';
import { channelColor } from '../../charts/categoryColors.ts';
import { describeDistribution } from '../../charts/distributionData.ts';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import { inReportOrder } from '../../contract/inReportOrder.ts';
import { itemEntity } from '../../contract/itemEntity.ts';
import type { WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { channelShareStacks } from './channelShareData.ts';

export type ChannelShareViewProps = Pick<WidgetViewProps<ChannelShareResponse>, 'items'> &
  Partial<Pick<WidgetViewProps<ChannelShareResponse>, 'missing'>>;

const percent = (value: number) => formatPercent(value);

/** A stacked column of channel shares per report item: the category and its compared items side by side. */
export function ChannelShareView({ items, missing = [] }: ChannelShareViewProps) {
  const { t } = useAdlensTranslation();
  const { colors } = useChartStyle();
  const { categories, series, description } = useMemo(() => {
    const stacks = channelShareStacks(items, missing);
    const name = (channel: DataChannel) => t(`channel.${channel}`);
    const breakdown = items
      .map(
        ({ item, data }) =>
          `${item.title}: ${describeDistribution(data.items, data.currency, {
            codeName: (code) => name(code as DataChannel),
            entry: (values) => t('widgets.charts.breakdownItem', values),
          })}`,
      )
      .join('. ');
    return {
      // A member without data keeps its column, named as such under it.
      categories: stacks.items.map(({ title, missing: none }) => (none ? t('widget.missingSeries', { title }) : title)),
      series: stacks.series.map((s) => ({
        name: name(s.channel),
        values: s.shares,
        color: channelColor(s.channel, colors),
      })),
      description: t('widgets.channelShare.chartDescription', { breakdown }),
    };
  }, [items, missing, t, colors]);
  // Each column is a report item: a click on it or its label opens the item's report.
  const categoryEntities = useMemo(
    () => inReportOrder(items, missing).map(({ entry, missing: gap }) => itemEntity((entry ?? gap).item)),
    [items, missing],
  );
  return (
    <CartesianChart
      kind="column"
      modules={columnModules}
      categories={categories}
      categoryEntities={categoryEntities}
      series={series}
      stacked
      description={description}
      formatValue={percent}
      formatAxis={percent}
    />
  );
}
