import type { TrendResponse } from '@adlens/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import single from '../../fixtures/expenditure-trend.single.json';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { ExpenditureTrendView } from './ExpenditureTrendView.tsx';

const data = single as TrendResponse;
const items = [{ item: { key: '3', title: 'acme.com', icon: null, entities: [] }, data }];

describe('ExpenditureTrendView', () => {
  beforeEach(() => {
    // Charts stay undrawn (never near the viewport): this test is about the text around them.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when the report cannot answer the chosen interval, and which one it shows instead', () => {
    const view = (interval: TrendResponse['interval'] | undefined) => (
      <ExpenditureTrendView items={items} options={{ chart: 'line', interval }} onOptionsChange={vi.fn()} />
    );
    renderWithProviders(view(data.interval));
    expect(screen.queryByText(/figures are not available/)).toBeNull();
    cleanup();
    const asked = data.interval === 'DAILY' ? 'MONTHLY' : 'DAILY';
    renderWithProviders(view(asked));
    expect(screen.getByRole('status').textContent).toBe(
      `${asked === 'DAILY' ? 'Daily' : 'Monthly'} figures are not available for this report; showing ${data.interval.toLowerCase()}.`,
    );
  });

  it('draws line, area and columns at one height, so switching them never moves the page', () => {
    const heights = (['line', 'area', 'column'] as const).map((chart) => {
      const { container, unmount } = renderWithProviders(
        <ExpenditureTrendView items={items} options={{ chart, interval: undefined }} onOptionsChange={vi.fn()} />,
      );
      const box = container.querySelector<HTMLElement>('[data-echart]')!;
      const height = box.style.height;
      unmount();
      return height;
    });
    expect(heights).toEqual(['320px', '320px', '320px']);
  });
});
