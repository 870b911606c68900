import { describe, expect, it } from 'vitest';
import { chooseDefaultCurrency } from './chooseDefaultCurrency.ts';

describe('default currency', () => {
  const currencies = [{ code: 'USD' }, { code: 'EUR' }];
  it('keeps the saved currency while it is offered, else USD', () => {
    expect(chooseDefaultCurrency(currencies, 'EUR')).toBe('EUR');
    expect(chooseDefaultCurrency(currencies, 'SEK')).toBe('USD');
    expect(chooseDefaultCurrency(currencies, null)).toBe('USD');
    expect(chooseDefaultCurrency([], 'EUR')).toBe('USD');
  });
});
