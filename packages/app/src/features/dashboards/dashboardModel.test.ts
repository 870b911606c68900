import { ApiError } from '@adlens/api-client';
import { DASHBOARD_CONFLICT_MESSAGE, DASHBOARD_LIMIT_MESSAGES } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import {
  dashboardProblem,
  firstFreePlace,
  fitLayout,
  mostRecentDashboard,
  nextDashboardName,
  nudgeLayout,
  problemMessage,
  readingOrder,
  savedItemsOf,
} from './dashboardModel.ts';

describe('dashboard model', () => {
  it('puts a new widget at the first free place, row by row, left to right', () => {
    expect(firstFreePlace([], { w: 6, h: 4 })).toEqual({ x: 0, y: 0, w: 6, h: 4 });
    expect(firstFreePlace([{ x: 0, y: 0, w: 6, h: 4 }], { w: 6, h: 4 })).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    const full = [
      { x: 0, y: 0, w: 6, h: 4 },
      { x: 6, y: 0, w: 6, h: 2 },
    ];
    // The gap under the short widget on the right is the first place it fits.
    expect(firstFreePlace(full, { w: 6, h: 2 })).toEqual({ x: 6, y: 2, w: 6, h: 2 });
    expect(firstFreePlace(full, { w: 12, h: 3 })).toEqual({ x: 0, y: 4, w: 12, h: 3 });
    expect(firstFreePlace([], { w: 20, h: 0 })).toEqual({ x: 0, y: 0, w: 12, h: 1 });
  });

  it("names a new dashboard 'Dashboard N' with a number no dashboard uses", () => {
    expect(nextDashboardName([{ name: 'My dashboard' }])).toBe('Dashboard 2');
    expect(nextDashboardName([{ name: 'My dashboard' }, { name: 'Dashboard 2' }])).toBe('Dashboard 3');
    expect(nextDashboardName([{ name: 'dashboard 2' }, { name: 'Dashboard 3' }])).toBe('Dashboard 4');
  });

  it('opens the most recently changed dashboard', () => {
    const recent = mostRecentDashboard([
      { id: 'a', updatedAt: '2026-11-01T00:00:00.000Z' },
      { id: 'b', updatedAt: '2026-11-20T00:00:00.000Z' },
    ]);
    expect(recent?.id).toBe('b');
    expect(mostRecentDashboard([])).toBeUndefined();
  });

  it('moves and resizes by keyboard inside the 12 columns', () => {
    const layout = { x: 10, y: 0, w: 2, h: 3 };
    expect(nudgeLayout(layout, { dx: 1 })).toEqual({ x: 10, y: 0, w: 2, h: 3 });
    expect(nudgeLayout(layout, { dy: -1 })).toEqual(layout);
    expect(nudgeLayout(layout, { dw: 1 })).toEqual({ x: 9, y: 0, w: 3, h: 3 });
    expect(nudgeLayout({ x: 0, y: 2, w: 1, h: 1 }, { dw: -1, dh: -1, dy: 1 })).toEqual({ x: 0, y: 3, w: 1, h: 1 });
  });

  it("never resizes a tile below its widget's size, and grows a smaller saved tile to it", () => {
    const min = { w: 6, h: 8 };
    expect(nudgeLayout({ x: 0, y: 0, w: 6, h: 8 }, { dw: -1, dh: -1 }, 12, min)).toEqual({ x: 0, y: 0, w: 6, h: 8 });
    expect(nudgeLayout({ x: 0, y: 0, w: 6, h: 8 }, { dh: 1 }, 12, min)).toEqual({ x: 0, y: 0, w: 6, h: 9 });
    expect(fitLayout({ x: 9, y: 4, w: 2, h: 3 }, min)).toEqual({ x: 6, y: 4, w: 6, h: 8 });
    expect(fitLayout({ x: 0, y: 4, w: 12, h: 12 }, min)).toEqual({ x: 0, y: 4, w: 12, h: 12 });
  });

  it('reads limit and stale-version refusals and says them in the product wording', () => {
    const limit = new ApiError({
      status: 403,
      code: 'error.dashboard-limit-reached',
      message: 'x',
      attributes: { limit: 'lastOne', max: 1 },
    });
    expect(problemMessage(dashboardProblem(limit))).toBe(DASHBOARD_LIMIT_MESSAGES.lastOne);
    const stale = new ApiError({ status: 409, code: 'error.stale-version', message: 'x', attributes: { version: 3 } });
    expect(problemMessage(dashboardProblem(stale))).toBe(DASHBOARD_CONFLICT_MESSAGE);
    expect(dashboardProblem(new Error('boom'))).toEqual({ kind: 'failed' });
  });

  it("keeps a report's items as {title, ids}, leaving out the benchmark", () => {
    expect(
      savedItemsOf([
        {
          key: 'b',
          title: 'Shoes (Avg)',
          icon: null,
          entities: [{ entityType: 'category', ids: [9] }],
          benchmark: true,
        },
        { key: '1', title: 'Rivals', icon: null, entities: [{ entityType: 'advertiser', ids: [1, 2] }] },
      ]),
    ).toEqual([{ title: 'Rivals', ids: [1, 2] }]);
  });

  it('orders widgets as a reader meets them on the grid: by row, then left to right', () => {
    const tile = (id: string, x: number, y: number) => ({ id, layout: { x, y, w: 6, h: 4 } });
    const tiles = [tile('trend', 0, 9), tile('pie', 6, 0), tile('spend', 0, 0), tile('ads', 6, 4)];
    expect(readingOrder(tiles).map((t) => t.id)).toEqual(['spend', 'pie', 'ads', 'trend']);
    expect(tiles.map((t) => t.id)).toEqual(['trend', 'pie', 'spend', 'ads']);
  });
});
