import { describe, expect, it } from 'vitest';
import { NAME_MESSAGES, isValidName, nameError, suggestName } from './namePattern.ts';

describe('names', () => {
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

  it('says what is wrong with a name', () => {
    expect(nameError('  ')).toBe(NAME_MESSAGES.required);
    expect(nameError('a'.repeat(65))).toBe(NAME_MESSAGES.tooLong);
    expect(nameError('nike.com')).toBe(NAME_MESSAGES.pattern);
    expect(nameError(' Rivals 2026 ')).toBeNull();
  });

  it('suggests a valid name from report titles', () => {
    expect(suggestName('nike.com vs adidas.com')).toBe('nike com vs adidas com');
    expect(isValidName(suggestName(`${'x.'.repeat(80)}`))).toBe(true);
    expect(suggestName('…')).toBe('Bookmark');
  });
});
