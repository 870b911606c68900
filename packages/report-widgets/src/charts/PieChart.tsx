import { useMemo } from 'react';
import { CHART_SIZES, type PieSize } from '../theme/chartSizes.ts';
import { type PieSlice, buildPieOption } from './buildPieOption.ts';
import { EChart } from './EChart.tsx';
import { useChartStyle } from './useChartStyle.ts';

export interface PieChartProps {
  slices: readonly PieSlice[];
  description: string;
  formatValue: (value: number) => string;
  size: PieSize;
  centerLabel?: string;
  legend?: boolean;
}

/** A donut of the spec's pie sizes (§9: small 116, middle 240, big 390×240), described for screen readers. */
export function PieChart({ slices, description, formatValue, size, centerLabel, legend }: PieChartProps) {
  const style = useChartStyle();
  // Memoised: a new option object makes echarts-for-react set it again.
  const option = useMemo(
    () => buildPieOption({ ...style, slices, description, formatValue, size, centerLabel, legend }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- style is rebuilt per render; its fields are the deps
    [style.textColor, style.fontFamily, style.animation, slices, description, formatValue, size, centerLabel, legend],
  );
  const { width, height } = CHART_SIZES.pie[size];
  if (size !== 'big') return <EChart option={option} height={height} />;
  // The big donut is 390 px wide with its legend beside it, and narrower in a narrow card (a partner's
  // sidebar) rather than cut off: the chart follows its box's width (issue 20, "Layouts that hold").
  return (
    <div style={{ width, maxWidth: '100%' }}>
      <EChart option={option} height={height} />
    </div>
  );
}
