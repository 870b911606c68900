import type { Locator } from '@playwright/test';

/** One series as the chart holds and draws it. */
interface DrawnSeries {
  name: string;
  type: string;
  stack: string | null;
  /** The values the chart was given, in category order; `null` where the series has no data. */
  data: (number | null)[];
  /**
   * The value at which each point is drawn, read back from its on-screen position through the
   * chart's own axis (`convertFromPixel`): for a stacked series, the top of the stack.
   */
  drawn: number[];
  /** The colour the series is drawn in (its option's `itemStyle.color`), as written there. */
  color: string | null;
}

/** A drawn chart's element: ECharts marks the element it draws in (EChart). */
const DRAWN_CHART = '[_echarts_instance_]';

export interface DrawnChart {
  categories: string[];
  series: DrawnSeries[];
  /** The value axis' range, to judge how close a value read back from a position can be. */
  axis: { min: number; max: number };
  /** The stretches shaded as partial intervals (markArea), each as its first and last category. */
  shaded: [string, string][];
}

/**
 * Reads a column, line or area chart's own data from its ECharts instance (not its pixels): the
 * option it was given and, for every point, the value its drawn position stands for. The chart is
 * the element ECharts marks `_echarts_instance_`; its instance is reached through React's record of
 * EChart's hooks on that element (EChart calls ECharts itself).
 */
export async function readCartesianChart(card: Locator): Promise<DrawnChart> {
  const chart = card.locator(DRAWN_CHART).first();
  await chart.waitFor();
  return chart.evaluate((element) => {
    type Layout = number[] | { x: number; y: number; width: number; height: number };
    interface SeriesData {
      count(): number;
      getItemLayout(index: number): Layout | undefined;
      /** A line's points, x and y after each other (ECharts keeps them in one typed array). */
      getLayout(key: 'points'): ArrayLike<number> | undefined;
    }
    interface Instance {
      getOption(): {
        xAxis: { data: string[] }[];
        series: {
          name: string;
          type: string;
          stack?: string;
          itemStyle?: { color?: string };
          data: (number | null | { value: number })[];
          markArea?: { data: [{ xAxis: string }, { xAxis: string }][] };
        }[];
      };
      getModel(): {
        getSeriesByIndex(index: number): { getData(): SeriesData };
        getComponent(type: string, index: number): { axis: { scale: { getExtent(): [number, number] } } };
      };
      convertFromPixel(finder: { seriesIndex: number }, point: number[]): number[];
    }
    // EChart keeps its instance in a ref (useEChartsInstance): a hook of a component above the element.
    interface Fiber {
      return: Fiber | null;
      memoizedState: unknown;
    }
    interface Hook {
      memoizedState: { current?: unknown } | null;
      next: Hook | null;
    }
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
    let instance: Instance | undefined;
    for (; fiber && !instance; fiber = fiber.return ?? undefined) {
      if (typeof fiber.memoizedState !== 'object' || !fiber.memoizedState || !('next' in fiber.memoizedState)) continue;
      for (let hook = fiber.memoizedState as Hook | null; hook && !instance; hook = hook.next) {
        const current = hook.memoizedState?.current as Partial<Instance> | undefined;
        if (typeof current?.getModel === 'function') instance = current as Instance;
      }
    }
    if (!instance) throw new Error('No ECharts instance on this chart');
    const option = instance.getOption();
    const model = instance.getModel();
    const [min, max] = model.getComponent('yAxis', 0).axis.scale.getExtent();
    return {
      categories: option.xAxis[0]!.data,
      axis: { min, max },
      shaded: (option.series[0]?.markArea?.data ?? []).map(([from, to]) => [from.xAxis, to.xAxis] as [string, string]),
      series: option.series.map((series, seriesIndex) => {
        const data = model.getSeriesByIndex(seriesIndex).getData();
        const drawn: number[] = [];
        const points = data.getLayout('points');
        for (let index = 0; index < data.count(); index++) {
          const layout = data.getItemLayout(index);
          // A line's point, or a column's top edge (its height is negative when it grows upwards).
          const point = !layout
            ? [points![index * 2]!, points![index * 2 + 1]!]
            : Array.isArray(layout)
              ? layout
              : [layout.x + layout.width / 2, Math.min(layout.y, layout.y + layout.height)];
          drawn.push(instance.convertFromPixel({ seriesIndex }, point)[1]!);
        }
        return {
          name: series.name,
          type: series.type,
          stack: series.stack ?? null,
          color: series.itemStyle?.color ?? null,
          data: series.data.map((value) => (value === null || typeof value === 'number' ? value : value.value)),
          drawn,
        };
      }),
    };
  });
}

/**
 * Where on the page a column's middle is drawn (its item layout, through the chart's own instance),
 * to click or hover exactly that column (a chart's column opens its entity's report).
 */
export async function columnCenter(
  card: Locator,
  dataIndex: number,
  seriesIndex = 0,
): Promise<{ x: number; y: number }> {
  const chart = card.locator(DRAWN_CHART).first();
  await chart.waitFor();
  return chart.evaluate(
    (element, target) => {
      interface Instance {
        getModel(): {
          getSeriesByIndex(index: number): {
            getData(): { getItemLayout(index: number): { x: number; y: number; width: number; height: number } };
          };
        };
      }
      interface Fiber {
        return: Fiber | null;
        memoizedState: unknown;
      }
      interface Hook {
        memoizedState: { current?: unknown } | null;
        next: Hook | null;
      }
      const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
      let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
      let instance: Instance | undefined;
      for (; fiber && !instance; fiber = fiber.return ?? undefined) {
        if (typeof fiber.memoizedState !== 'object' || !fiber.memoizedState || !('next' in fiber.memoizedState)) {
          continue;
        }
        for (let hook = fiber.memoizedState as Hook | null; hook && !instance; hook = hook.next) {
          const current = hook.memoizedState?.current as Partial<Instance> | undefined;
          if (typeof current?.getModel === 'function') instance = current as Instance;
        }
      }
      if (!instance) throw new Error('No ECharts instance on this chart');
      const layout = instance.getModel().getSeriesByIndex(target.seriesIndex).getData().getItemLayout(target.dataIndex);
      const box = element.getBoundingClientRect();
      return { x: box.left + layout.x + layout.width / 2, y: box.top + layout.y + layout.height / 2 };
    },
    { dataIndex, seriesIndex },
  );
}
