/** Chart sizes, in CSS pixels. */
export const CHART_SIZES = {
  column: { height: 370 },
  line: { height: 320 },
  area: { height: 320 },
  pie: {
    small: { width: 116, height: 116 },
    middle: { width: 240, height: 240 },
    big: { width: 390, height: 240 },
  },
  pyramid: { height: 160 },
  map: { height: 359 },
  heatmap: { height: 204 },
} as const;

export type PieSize = keyof typeof CHART_SIZES.pie;
