import { describe, expect, it } from 'vitest';
import { combineWidgetStatus } from './combineWidgetStatus.ts';
import type { QueryState } from './widgetStatusFromQuery.ts';

const isEmpty = (data: number[]) => data.length === 0;
const ok = (data: number[]): QueryState<number[]> => ({ status: 'success', fetchStatus: 'idle', data });
const pending: QueryState<number[]> = { status: 'pending', fetchStatus: 'fetching', data: undefined };
const failed: QueryState<number[]> = { status: 'error', fetchStatus: 'idle', data: undefined };

describe('combineWidgetStatus (one card over several compared items)', () => {
  it('loads until every item has answered', () => {
    expect(combineWidgetStatus([ok([1]), pending], isEmpty)).toBe('loading');
    expect(combineWidgetStatus([], isEmpty)).toBe('loading');
  });

  it('shows the error when one item failed, rather than a comparison with a column missing', () => {
    expect(combineWidgetStatus([ok([1]), failed], isEmpty)).toBe('error');
  });

  it('is empty only when every item is empty', () => {
    expect(combineWidgetStatus([ok([]), ok([])], isEmpty)).toBe('empty');
    expect(combineWidgetStatus([ok([]), ok([3])], isEmpty)).toBe('success');
  });
});
