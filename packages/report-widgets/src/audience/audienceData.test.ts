import { describe, expect, it } from 'vitest';
import { formatAffinity, formatDeviation, hasNoElements } from './audienceData.ts';

describe('audience data', () => {
  it('is empty without elements', () => {
    expect(hasNoElements({ elements: [] })).toBe(true);
    expect(hasNoElements({ elements: [{}] })).toBe(false);
  });

  it('signs deviations and rounds affinities', () => {
    expect(formatDeviation(2.44)).toBe('+2.4');
    expect(formatDeviation(-0.76)).toBe('-0.8');
    expect(formatDeviation(-0.01)).toBe('0');
    expect(formatAffinity(134.6)).toBe('135');
  });
});
