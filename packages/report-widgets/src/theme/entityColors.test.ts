import { describe, expect, it } from 'vitest';
import { WHITE_LABELS } from '../whiteLabel/whiteLabels.ts';
import { whiteLabelTheme } from '../whiteLabel/whiteLabelTheme.ts';
import type { AdlensTheme } from './AdlensTheme.ts';
import { darkTheme } from './darkTheme.ts';
import { defaultTheme } from './defaultTheme.ts';
import { mergeTheme } from './mergeTheme.ts';

/** CIELAB of an sRGB hex colour (D65). */
function lab(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference: about 2 is just noticeable, above 15 two colours are not confused. */
function deltaE(a: string, b: string): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const THEMES: [string, AdlensTheme][] = [
  ['light', defaultTheme],
  ['dark', darkTheme],
  ...Object.values(WHITE_LABELS).map((config): [string, AdlensTheme] => [
    config.id,
    mergeTheme(defaultTheme, whiteLabelTheme(config.branding)),
  ]),
];

// Compared items and the channels or ad types of one card must never be told apart by a shade only.
describe.each(THEMES)('the %s theme’s compared-item colours', (_name, theme) => {
  it('are far from every data colour (channels, ad types) and none is one', () => {
    const close = theme.palette.entities.flatMap((entity) =>
      theme.palette.data.filter((data) => deltaE(entity, data) < 15).map((data) => `${entity} ~ ${data}`),
    );
    expect(close).toEqual([]);
  });

  it('tell the items of a comparison apart, one colour each for the largest comparison', () => {
    const { entities } = theme.palette;
    expect(entities.length).toBeGreaterThanOrEqual(10);
    for (const [index, a] of entities.entries())
      for (const b of entities.slice(index + 1)) expect(deltaE(a, b), `${a} vs ${b}`).toBeGreaterThan(10);
  });
});
