import type { EChartsCoreOption } from 'echarts/core';
import { CHART_SIZES, type PieSize } from '../theme/chartSizes.ts';
import { EChart } from './EChart.tsx';
import { pieModules } from './pieModules.ts';

/**
 * A donut at the design's pie sizes (small 116, middle 240, big 390×240). The big one, with its
 * legend beside it, is 390 px wide and narrower in a narrow card (a partner's sidebar) rather than
 * cut off: it follows its box's width.
 */
export function PieFrame({ option, size }: { option: EChartsCoreOption; size: PieSize }) {
  const { width, height } = CHART_SIZES.pie[size];
  if (size !== 'big') return <EChart option={option} height={height} modules={pieModules} />;
  return (
    <div style={{ width, maxWidth: '100%' }}>
      <EChart option={option} height={height} modules={pieModules} />
    </div>
  );
}
