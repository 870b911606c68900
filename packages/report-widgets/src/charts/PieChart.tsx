import { useMemo } from 'react';
import type { PieSize } from '../theme/chartSizes.ts';
import { type PieSlice, buildPieOption } from './buildPieOption.ts';
import { PieFrame } from './PieFrame.tsx';
import { useChartStyle } from './useChartStyle.ts';

export interface PieChartProps {
  slices: readonly PieSlice[];
  description: string;
  formatValue: (value: number) => string;
  size: PieSize;
  centerLabel?: string;
  legend?: boolean;
}

/** A donut of the design's pie sizes (small 116, middle 240, big 390×240), described for screen readers. */
export function PieChart({ slices, description, formatValue, size, centerLabel, legend }: PieChartProps) {
  const style = useChartStyle();
  // Memoised: a new option object is set again (EChart).
  const option = useMemo(
    () => buildPieOption({ ...style, slices, description, formatValue, size, centerLabel, legend }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- style is rebuilt per render; its fields are the deps
    [style.textColor, style.fontFamily, style.animation, slices, description, formatValue, size, centerLabel, legend],
  );
  return <PieFrame option={option} size={size} />;
}
