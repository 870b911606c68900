import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChartModulesLoader, useChartModules } from './useChartModules.ts';

function Probe({ load, start }: { load: ChartModulesLoader | undefined; start: boolean }) {
  return <p>{useChartModules(load, start) ? 'ready' : 'loading'}</p>;
}

describe('useChartModules (on-demand chart kinds: heatmap, map)', () => {
  afterEach(cleanup);

  it('is ready at once for modules the chart imports statically (registered on import)', () => {
    render(<Probe load={undefined} start={false} />);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('loads only once the chart is near the viewport, and only once for every later chart', async () => {
    const load = vi.fn(() => Promise.resolve({ kinds: ['heatmap'] }));
    const { rerender, unmount } = render(<Probe load={load} start={false} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe load={load} start />);
    expect(await screen.findByText('ready')).toBeTruthy();
    unmount();
    render(<Probe load={load} start={false} />);
    expect(screen.getByText('ready')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the chart’s placeholder when its modules fail to download', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    render(<Probe load={load} start />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
