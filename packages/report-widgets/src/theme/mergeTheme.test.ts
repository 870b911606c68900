import { describe, expect, it } from 'vitest';
import { defaultTheme } from './defaultTheme.ts';
import { mergeTheme } from './mergeTheme.ts';

describe('mergeTheme (white-label overrides)', () => {
  it('returns the base theme when there are no overrides', () => {
    expect(mergeTheme(defaultTheme, undefined)).toBe(defaultTheme);
  });

  it('merges nested objects key by key and keeps the rest of the base', () => {
    const theme = mergeTheme(defaultTheme, { palette: { primary: '#aa0000', neutral: { text: '#000000' } } });
    expect(theme.palette.primary).toBe('#aa0000');
    expect(theme.palette.neutral.text).toBe('#000000');
    expect(theme.palette.neutral.border).toBe(defaultTheme.palette.neutral.border);
    expect(theme.typography).toEqual(defaultTheme.typography);
    expect(defaultTheme.palette.primary).not.toBe('#aa0000');
  });

  it('replaces arrays whole rather than index by index', () => {
    const theme = mergeTheme(defaultTheme, { palette: { data: ['#111111', '#222222'] } });
    expect(theme.palette.data).toEqual(['#111111', '#222222']);
  });
});
