import type { Locator } from '@playwright/test';

/** One series as the chart holds and draws it. */
export interface DrawnSeries {
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
 * option it was given and, for every point, the value its drawn position stands for. The instance is
 * reached through echarts-for-react's component (React keeps it on the chart's element).
 */
export async function readCartesianChart(card: Locator): Promise<DrawnChart> {
  const chart = card.locator('.echarts-for-react').first();
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
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    let fiber = key ? (element as unknown as Record<string, { return: unknown; stateNode: unknown }>)[key] : undefined;
    let instance: Instance | undefined;
    while (fiber && !instance) {
      const node = fiber.stateNode as { getEchartsInstance?: () => Instance } | null;
      if (node && typeof node.getEchartsInstance === 'function') instance = node.getEchartsInstance();
      fiber = fiber.return as typeof fiber;
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
 * to click or hover exactly that column (issue 22: a chart's column opens its entity's report).
 */
export async function columnCenter(
  card: Locator,
  dataIndex: number,
  seriesIndex = 0,
): Promise<{ x: number; y: number }> {
  const chart = card.locator('.echarts-for-react').first();
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
      const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
      let fiber = key
        ? (element as unknown as Record<string, { return: unknown; stateNode: unknown }>)[key]
        : undefined;
      let instance: Instance | undefined;
      while (fiber && !instance) {
        const node = fiber.stateNode as { getEchartsInstance?: () => Instance } | null;
        if (node && typeof node.getEchartsInstance === 'function') instance = node.getEchartsInstance();
        fiber = fiber.return as typeof fiber;
      }
      if (!instance) throw new Error('No ECharts instance on this chart');
      const layout = instance.getModel().getSeriesByIndex(target.seriesIndex).getData().getItemLayout(target.dataIndex);
      const box = element.getBoundingClientRect();
      return { x: box.left + layout.x + layout.width / 2, y: box.top + layout.y + layout.height / 2 };
    },
    { dataIndex, seriesIndex },
  );
}
