import { describe, expect, it } from 'vitest';
import { formatTrialMarkets } from './formatTrialMarkets.ts';

const market = (index: number) => ({ code: `C${index}`, title: `Country ${index}` });

describe('formatTrialMarkets', () => {
  it('lists titles for up to 10 markets', () => {
    expect(formatTrialMarkets([{ code: 'PL', title: 'Poland' }])).toBe('Poland');
    const ten = Array.from({ length: 10 }, (_, index) => market(index + 1));
    expect(formatTrialMarkets(ten)).toBe(ten.map((country) => country.title).join(', '));
  });

  it('lists codes for more than 10 markets', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => market(index + 1));
    expect(formatTrialMarkets(eleven)).toBe('C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11');
  });

  it('is empty without markets', () => {
    expect(formatTrialMarkets([])).toBe('');
  });
});
