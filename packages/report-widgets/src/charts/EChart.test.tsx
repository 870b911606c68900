import { act, cleanup, render, screen } from '@testing-library/react';
import type * as EChartsCore from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './EChart.tsx';

// jsdom lays nothing out, so ECharts cannot draw here (the stories draw in Chromium). This test
// checks the wrapper's own work: what it asks of an ECharts instance, and when.
const echarts = vi.hoisted(() => {
  const listeners = new Map<string, (params: unknown) => void>();
  const chart = {
    setOption: vi.fn(),
    resize: vi.fn(),
    dispose: vi.fn(),
    isDisposed: vi.fn(() => false),
    getWidth: vi.fn(() => 600),
    getHeight: vi.fn(() => 320),
    on: vi.fn((event: string, listener: (params: unknown) => void) => listeners.set(event, listener)),
    off: vi.fn((event: string) => listeners.delete(event)),
  };
  return { chart, listeners, init: vi.fn((_dom: HTMLElement, _theme: unknown, _opts: unknown) => chart) };
});
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof EChartsCore>()),
  init: echarts.init,
}));

/** The ResizeObserver jsdom lacks: one per chart, called back as a browser would. */
let resized: ((entries: { contentRect: { width: number; height: number } }[]) => void) | undefined;
const disconnect = vi.fn();

const modules = { kinds: ['line'] };
const option = (description: string): EChartsCoreOption => ({
  aria: { enabled: true, label: { enabled: true, description } },
  series: [{ type: 'line', data: [1, 2] }],
});

describe('EChart (our own ECharts wrapper)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    echarts.listeners.clear();
    resized = undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof resized) {
          resized = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws once with the SVG renderer at its size and applies each new option whole, without drawing again', () => {
    const first = option('Spend by month');
    const { container, rerender } = render(<EChart option={first} height={320} modules={modules} />);
    expect(echarts.init).toHaveBeenCalledOnce();
    const [element, , opts] = echarts.init.mock.calls[0]!;
    expect(element).toBe(container.firstChild);
    expect(opts).toEqual({ renderer: 'svg', width: undefined, height: 320 });
    expect(element.style).toMatchObject({ width: '100%', height: '320px' });
    expect(echarts.chart.setOption).toHaveBeenLastCalledWith(first, { notMerge: true });

    const second = option('Spend by week');
    rerender(<EChart option={second} height={320} modules={modules} />);
    expect(echarts.init).toHaveBeenCalledOnce();
    expect(echarts.chart.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });
    expect(echarts.chart.setOption).toHaveBeenCalledTimes(2);
  });

  it('keeps a fixed width when it is given', () => {
    render(<EChart option={option('Pie')} width={390} height={240} modules={modules} />);
    expect(echarts.init.mock.calls[0]![2]).toEqual({ renderer: 'svg', width: 390, height: 240 });
  });

  it('resizes when its box changes, not when it is hidden or unchanged', () => {
    render(<EChart option={option('Spend')} height={320} modules={modules} />);
    expect(resized).toBeDefined();
    resized!([{ contentRect: { width: 600, height: 320 } }]);
    resized!([{ contentRect: { width: 0, height: 0 } }]);
    expect(echarts.chart.resize).not.toHaveBeenCalled();
    resized!([{ contentRect: { width: 293, height: 320 } }]);
    expect(echarts.chart.resize).toHaveBeenCalledExactlyOnceWith({ width: 'auto', height: 'auto' });
  });

  it('disposes of the chart and stops observing its box when it goes', () => {
    const { unmount } = render(<EChart option={option('Spend')} height={320} modules={modules} />);
    unmount();
    expect(echarts.chart.dispose).toHaveBeenCalledOnce();
    expect(disconnect).toHaveBeenCalled();
  });

  it('forwards clicks with the keys held (Ctrl-click opens a new tab), and unbinds them', () => {
    const onClick = vi.fn();
    const { rerender } = render(<EChart option={option('Spend')} height={320} modules={modules} onClick={onClick} />);
    expect(echarts.chart.on).toHaveBeenCalledWith('click', expect.any(Function));
    echarts.listeners.get('click')!({
      componentType: 'series',
      seriesIndex: 1,
      dataIndex: 3,
      value: 42,
      event: { event: { button: 0, ctrlKey: true, metaKey: false, shiftKey: false } },
    });
    expect(onClick).toHaveBeenCalledExactlyOnceWith({
      componentType: 'series',
      seriesIndex: 1,
      dataIndex: 3,
      value: 42,
      modifiers: { button: 0, ctrlKey: true, metaKey: false, shiftKey: false },
    });

    rerender(<EChart option={option('Spend')} height={320} modules={modules} />);
    expect(echarts.chart.off).toHaveBeenCalledWith('click', expect.any(Function));
    expect(echarts.listeners.has('click')).toBe(false);
    expect(echarts.init).toHaveBeenCalledOnce();
  });

  it('holds its size and description until drawn, then draws on another element', () => {
    let near: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof near) {
          near = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<EChart option={option('Spend by month')} height={320} modules={modules} />);
    const placeholder = screen.getByRole('img', { name: 'Spend by month' });
    expect(placeholder.style.height).toBe('320px');
    expect(echarts.init).not.toHaveBeenCalled();

    act(() => near([{ isIntersecting: true }]));
    expect(echarts.init).toHaveBeenCalledOnce();
    const drawn = echarts.init.mock.calls[0]![0];
    expect(drawn).toBe(container.firstChild);
    expect(drawn).not.toBe(placeholder);
    // ECharts writes the drawn chart's role and label itself (its aria option).
    expect(drawn.hasAttribute('role')).toBe(false);
    // Both are charts for the report PDF (chartSvgsIn), drawn on screen or not yet.
    expect(placeholder.hasAttribute('data-echart')).toBe(true);
    expect(drawn.hasAttribute('data-echart')).toBe(true);
  });
});
