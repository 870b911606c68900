import { expectTypeOf, test } from 'vitest';
import type { ChartKind } from '../contract/chartKind.ts';
import type { ChartModules } from './chartModules.ts';
import type { columnModules } from './columnModules.ts';
import type { heatmapModules } from './heatmapModules.ts';
import type { pieModules } from './pieModules.ts';
import type { pyramidModules } from './pyramidModules.ts';
import type { trendModules } from './trendModules.ts';
import type { worldMapModules } from './worldMapModules.ts';

type KindsOf<M> = M extends ChartModules<infer K> ? K : never;

test('every chart kind a widget may declare has its modules registered', () => {
  type Registered = KindsOf<
    | typeof pieModules
    | typeof columnModules
    | typeof trendModules
    | typeof pyramidModules
    | typeof heatmapModules
    | typeof worldMapModules
  >;
  expectTypeOf<Registered>().toEqualTypeOf<ChartKind>();
});
