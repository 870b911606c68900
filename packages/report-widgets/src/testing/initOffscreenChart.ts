import { type EChartsType, init } from 'echarts/core';
import type { ChartModules } from '../charts/chartModules.ts';

/**
 * An offscreen SVG chart for a Node test, of a kind whose `modules` the test imported: naming them
 * here keeps a test from drawing with modules another test file happened to register (the unit
 * project shares its workers' modules) — each chart's modules are its widget's own.
 */
export function initOffscreenChart(_modules: ChartModules, size: { width: number; height: number }): EChartsType {
  return init(null, null, { renderer: 'svg', ssr: true, ...size });
}
