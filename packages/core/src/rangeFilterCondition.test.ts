import { describe, expect, it } from 'vitest';
import { rangeFilterCondition } from './rangeFilterCondition.ts';

describe('range filter operators', () => {
  it('uses between for both bounds, ge for the lower only and le for the upper only', () => {
    expect(rangeFilterCondition('duration', { min: 5, max: 30 })).toEqual({
      field: 'duration',
      op: 'between',
      values: ['5', '30'],
    });
    expect(rangeFilterCondition('duration', { min: '5' })).toEqual({ field: 'duration', op: 'ge', values: ['5'] });
    expect(rangeFilterCondition('duration', { max: '30' })).toEqual({ field: 'duration', op: 'le', values: ['30'] });
  });

  it('parses values as integers', () => {
    expect(rangeFilterCondition('size', { min: '12.7px', max: 40.9 })?.values).toEqual(['12', '40']);
  });

  it('gives no condition without a usable bound', () => {
    expect(rangeFilterCondition('size', {})).toBeUndefined();
    expect(rangeFilterCondition('size', { min: '', max: 'abc' })).toBeUndefined();
    expect(rangeFilterCondition('size', { min: null })).toBeUndefined();
  });

  it('orders reversed bounds', () => {
    expect(rangeFilterCondition('size', { min: 50, max: 10 })?.values).toEqual(['10', '50']);
  });

  it('keeps zero as a bound', () => {
    expect(rangeFilterCondition('size', { min: 0 })).toEqual({ field: 'size', op: 'ge', values: ['0'] });
  });
});
