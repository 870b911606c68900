import { describe, expect, it } from 'vitest';
import { clampProgress } from './clampProgress.ts';

describe('progress bar value', () => {
  it('clamps to 0–100', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});
