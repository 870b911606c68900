import { AriaComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartKind } from '../contract/chartKind.ts';

/** An ECharts chart, component or renderer module, as `echarts/core`'s `use` takes it. */
type EChartsModule = Exclude<Parameters<typeof use>[0], readonly unknown[]>;

/**
 * Proof that the ECharts modules of some chart kinds are registered: a chart is drawn only with one
 * (EChart's `modules` or what its `loadModules` resolves to). Each kind's modules live in their own
 * `*Modules.ts`, so a widget pulls in the modules of the charts it draws and no others.
 */
export interface ChartModules<K extends string = string> {
  /** The chart kinds (a widget definition's `chartKind`) these modules draw. */
  readonly kinds: readonly K[];
}

/**
 * Registers `modules` with ECharts, with what every chart of ours needs: the SVG renderer (many
 * small charts on a page, drawn again for the PDF), the aria component (without it the `aria`
 * option silently does nothing) and the tooltip.
 *
 * Call it in a binding's initializer marked `@__PURE__` (see `pieModules.ts`) and pass the binding
 * to EChart. The registration then runs exactly when a bundle keeps a chart that uses the binding:
 * a bundler drops the call when the binding is unused (the annotation) and keeps it when it is used,
 * so no module needs a top-level side effect and the package stays `sideEffects: false`.
 */
export function registerChartModules<const K extends ChartKind>(
  kinds: readonly K[],
  modules: readonly EChartsModule[],
): ChartModules<K> {
  use([SVGRenderer, AriaComponent, TooltipComponent, ...modules]);
  return { kinds };
}
