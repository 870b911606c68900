import { formatBigNumber, formatCurrency } from '@adlens/core';
import { describe, expect, it } from 'vitest';

// The published ESM build of the framework-free core loads in Node and formats figures the
// way the widgets show them, for a partner's own tables and e-mails.
describe('@adlens/core in Node', () => {
  it('formats currency amounts and big numbers', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'SEK', 0)).toBe('1,235 kr');
    expect(formatBigNumber(1234567)).toBe('1,234,567');
  });
});
