import { describe, expect, it } from 'vitest';
import { colorSchemeTheme } from './colorSchemeTheme.ts';
import { darkTheme } from './darkTheme.ts';
import { defaultTheme } from './defaultTheme.ts';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour-scheme presets', () => {
  it('picks the light preset by default and the dark one for a dark host page', () => {
    expect(colorSchemeTheme('light')).toBe(defaultTheme);
    expect(colorSchemeTheme('dark')).toBe(darkTheme);
    expect(defaultTheme.colorScheme).toBe('light');
    expect(darkTheme.colorScheme).toBe('dark');
  });

  it.each([
    ['light', defaultTheme],
    ['dark', darkTheme],
  ] as const)('keeps text readable on the %s cards (WCAG AA 4.5:1)', (_scheme, theme) => {
    const { neutral, primary, onPrimary, positive, negative } = theme.palette;
    for (const page of [neutral.background, neutral.surface]) {
      for (const text of [neutral.text, neutral.textMuted, primary, positive, negative]) {
        expect(contrast(text, page), `${text} on ${page}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws dark-scheme chart marks at 3:1 or more against the card (WCAG 1.4.11)', () => {
    for (const color of darkTheme.palette.data) {
      expect(contrast(color, darkTheme.palette.neutral.background), color).toBeGreaterThanOrEqual(3);
      expect(contrast(color, darkTheme.palette.neutral.surface), color).toBeGreaterThanOrEqual(3);
    }
  });

  it('runs the dark heat-map bands from dark to bright, so busier cells stand out from the card', () => {
    const bands = darkTheme.palette.heatmap.map((band) => contrast(band, darkTheme.palette.neutral.background));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
  });
});
