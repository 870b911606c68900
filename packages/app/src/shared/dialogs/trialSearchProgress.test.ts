import { describe, expect, it } from 'vitest';
import { TRIAL_SEARCH_LIMIT, trialSearchProgress, trialSearchTooltip } from './trialSearchProgress.ts';

describe('trialSearchProgress', () => {
  it('is floor(current / max * 100)', () => {
    expect(TRIAL_SEARCH_LIMIT).toBe(20);
    expect(trialSearchProgress(0, 20)).toBe(0);
    expect(trialSearchProgress(1, 3)).toBe(33);
    expect(trialSearchProgress(2, 3)).toBe(66);
    expect(trialSearchProgress(7, 20)).toBe(35);
    expect(trialSearchProgress(20, 20)).toBe(100);
  });

  it('stays within 0..100 and is 0 without a limit', () => {
    expect(trialSearchProgress(25, 20)).toBe(100);
    expect(trialSearchProgress(-1, 20)).toBe(0);
    expect(trialSearchProgress(5, 0)).toBe(0);
    expect(trialSearchProgress(Number.NaN, 20)).toBe(0);
  });

  it('has the tooltip current/max trial searches', () => {
    expect(trialSearchTooltip(7, 20)).toBe('7/20 trial searches');
  });
});
