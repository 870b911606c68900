/**
 * The chart kinds a widget may declare (`WidgetDefinition.chartKind`). The charts layer registers the
 * ECharts modules of each kind (`charts/*Modules.ts`, which accept only these names), and
 * `charts/chartKinds.test.ts` checks that every kind here is registered by one of them.
 */
export type ChartKind = 'pie' | 'column' | 'line' | 'area' | 'pyramid' | 'heatmap' | 'map';
