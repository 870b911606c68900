import { describe, expect, it } from 'vitest';
import { widgetStatusFromQuery } from './widgetStatusFromQuery.ts';

const isEmpty = (data: number[]) => data.length === 0;

describe('widgetStatusFromQuery', () => {
  it('shows the skeleton while the first request is pending', () => {
    expect(widgetStatusFromQuery({ status: 'pending', fetchStatus: 'fetching', data: undefined }, isEmpty)).toBe(
      'loading',
    );
  });

  it('shows the error, and the skeleton again while a retry runs', () => {
    expect(widgetStatusFromQuery({ status: 'error', fetchStatus: 'idle', data: undefined }, isEmpty)).toBe('error');
    expect(widgetStatusFromQuery({ status: 'error', fetchStatus: 'fetching', data: undefined }, isEmpty)).toBe(
      'loading',
    );
  });

  it('tells empty data from data worth drawing', () => {
    expect(widgetStatusFromQuery({ status: 'success', fetchStatus: 'idle', data: [] }, isEmpty)).toBe('empty');
    expect(widgetStatusFromQuery({ status: 'success', fetchStatus: 'idle', data: [1] }, isEmpty)).toBe('success');
  });
});
