import type { AdlensTheme, AdlensThemeOverrides } from './AdlensTheme.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeDeep(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = base[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
  }
  return out;
}

/**
 * White-label overrides on top of a base theme. Objects merge key by key; arrays replace whole, so a
 * brand that gives its own data colours gets exactly those colours in that order.
 */
export function mergeTheme(base: AdlensTheme, overrides: AdlensThemeOverrides | undefined): AdlensTheme {
  if (!overrides) return base;
  // The merge keeps every key of `base` and only writes values typed by AdlensThemeOverrides.
  return mergeDeep(
    base as unknown as Record<string, unknown>,
    overrides as unknown as Record<string, unknown>,
  ) as unknown as AdlensTheme;
}
