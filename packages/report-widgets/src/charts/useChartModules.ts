import { useEffect, useState } from 'react';
import type { ChartModules } from './chartModules.ts';

/** Imports a chart kind's modules on demand (`heatmapModules.ts`, `worldMapModules.ts`), registering them. */
export type ChartModulesLoader = () => Promise<ChartModules>;

const loaded = new WeakSet<ChartModulesLoader>();

/**
 * Whether the modules of `load` are registered, loading them once `start` is true. A loader that has
 * finished once is ready at once for every later chart. Without a loader the chart's component has
 * imported its modules (a `*Modules.ts` binding), which registered them.
 */
export function useChartModules(load: ChartModulesLoader | undefined, start: boolean): boolean {
  const [ready, setReady] = useState(() => !load || loaded.has(load));
  useEffect(() => {
    if (!load || ready || !start) return;
    let active = true;
    load().then(
      () => {
        loaded.add(load);
        if (active) setReady(true);
      },
      // A chunk that fails to download leaves the chart's box with its description, which still
      // reads the figures; the next chart that needs the modules tries again.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [load, ready, start]);
  return ready;
}
