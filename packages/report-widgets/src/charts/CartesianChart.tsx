import { useMemo } from 'react';
import { CHART_SIZES } from '../theme/chartSizes.ts';
import { type CartesianKind, type CartesianSeries, buildCartesianOption } from './buildCartesianOption.ts';
import { EChart } from './EChart.tsx';
import { useChartStyle } from './useChartStyle.ts';

export interface CartesianChartProps {
  kind: CartesianKind;
  categories: readonly string[];
  series: readonly CartesianSeries[];
  stacked?: boolean;
  description: string;
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
  rotateLabels?: boolean;
  /** Per category: covers only part of its interval (shaded, named in the tooltip). */
  partial?: readonly boolean[];
  /** Per category: the tooltip's heading. */
  categoryTitles?: readonly string[];
  partialLabel?: string;
  /** Overrides the spec's height of the kind (§9: column 370, line and area 320). */
  height?: number;
}

/** A column, line or area chart filling its container's width at the spec's height. */
export function CartesianChart({
  kind,
  categories,
  series,
  stacked = false,
  description,
  formatValue,
  formatAxis,
  rotateLabels,
  partial,
  categoryTitles,
  partialLabel,
  height,
}: CartesianChartProps) {
  const style = useChartStyle();
  const option = useMemo(
    () =>
      buildCartesianOption({
        ...style,
        kind,
        categories,
        series,
        stacked,
        description,
        formatValue,
        formatAxis,
        rotateLabels,
        partial,
        categoryTitles,
        partialLabel,
        partialColor: style.partialColor,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- style is rebuilt per render; its fields are the deps
    [
      style.textColor,
      style.fontFamily,
      style.animation,
      kind,
      categories,
      series,
      stacked,
      description,
      formatValue,
      formatAxis,
      rotateLabels,
      partial,
      categoryTitles,
      partialLabel,
      style.partialColor,
    ],
  );
  return <EChart option={option} height={height ?? CHART_SIZES[kind].height} />;
}
