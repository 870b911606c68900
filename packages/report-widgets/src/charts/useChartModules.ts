import { useEffect, useState } from 'react';

/** Imports and registers ECharts modules a chart needs beyond the eager build (`echarts.ts`). */
export type ChartModulesLoader = () => Promise<unknown>;

const loaded = new WeakSet<ChartModulesLoader>();

/**
 * Whether the modules of `load` are registered, loading them once `start` is true. A loader that has
 * finished once is ready at once for every later chart. Without a loader the eager build suffices.
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
