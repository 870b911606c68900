import { describe, expect, it } from 'vitest';
import { darkTheme } from './darkTheme.ts';
import { defaultTheme } from './defaultTheme.ts';
import { mergeTheme } from './mergeTheme.ts';
import { themeOf } from './themeOf.ts';
import { withAdlensTheme } from './withAdlensTheme.ts';

describe('themeOf (our theme lives under its own key)', () => {
  it('falls back to the default theme when the context holds no Adlens theme', () => {
    expect(themeOf({ theme: {} })).toBe(defaultTheme);
    expect(themeOf({})).toBe(defaultTheme);
  });

  it('returns the Adlens theme from under `adlens`', () => {
    const theme = mergeTheme(defaultTheme, { radii: { sm: '0px' } });
    expect(themeOf({ theme: withAdlensTheme(undefined, theme) })).toBe(theme);
  });

  it("never reads a host theme's own top-level palette and typography as ours", () => {
    const hostTheme = { palette: { primary: 'hotpink' }, typography: { fontFamily: 'Comic Sans MS' } };
    expect(themeOf({ theme: hostTheme })).toBe(defaultTheme);
    expect(themeOf({ theme: withAdlensTheme(hostTheme, darkTheme) })).toBe(darkTheme);
  });
});

describe('withAdlensTheme', () => {
  it("keeps every key of the host's theme and adds ours beside them", () => {
    const hostTheme = { palette: { primary: 'hotpink' }, spacing: 4 };
    const merged = withAdlensTheme(hostTheme, defaultTheme) as Record<string, unknown>;
    expect(merged.palette).toBe(hostTheme.palette);
    expect(merged.spacing).toBe(4);
    expect(merged.adlens).toBe(defaultTheme);
    expect(hostTheme).not.toHaveProperty('adlens');
  });
});
