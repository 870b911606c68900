import type { ChartModules } from './chartModules.ts';
import type { columnModules } from './columnModules.ts';
import type { heatmapModules } from './heatmapModules.ts';
import type { pieModules } from './pieModules.ts';
import type { pyramidModules } from './pyramidModules.ts';
import type { trendModules } from './trendModules.ts';
import type { worldMapModules } from './worldMapModules.ts';

type KindsOf<M> = M extends ChartModules<infer K> ? K : never;

/**
 * The chart kinds a widget may declare: those some `*Modules.ts` registers, so the registry's types
 * refuse a kind nothing registers. Type-only imports: naming the kinds pulls in no chart (issue 23).
 */
export type ChartKind = KindsOf<
  | typeof pieModules
  | typeof columnModules
  | typeof trendModules
  | typeof pyramidModules
  | typeof heatmapModules
  | typeof worldMapModules
>;
