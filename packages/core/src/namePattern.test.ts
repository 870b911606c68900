import { describe, expect, it } from 'vitest';
import { isValidName } from './namePattern.ts';

describe('names (spec reports-data §5 Inline edit)', () => {
  it('accepts letters of any alphabet, digits, spaces, hyphens and underscores', () => {
    expect(isValidName('Q3 competitors_2026-draft')).toBe(true);
    expect(isValidName('Größe Ñandú 東京')).toBe(true);
  });

  it('requires 1 to 64 characters after trimming', () => {
    expect(isValidName('')).toBe(false);
    expect(isValidName('   ')).toBe(false);
    expect(isValidName('a'.repeat(64))).toBe(true);
    expect(isValidName('a'.repeat(65))).toBe(false);
    expect(isValidName(`  ${'a'.repeat(64)}  `)).toBe(true);
  });

  it('refuses other punctuation', () => {
    expect(isValidName('nike.com')).toBe(false);
    expect(isValidName('a/b')).toBe(false);
    expect(isValidName('<script>')).toBe(false);
  });
});
