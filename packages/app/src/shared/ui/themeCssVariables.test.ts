import { MERIDIAN_WHITE_LABEL, defaultTheme, mergeTheme, whiteLabelTheme } from '@adlens/report-widgets';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './themeCssVariables.ts';
import { tokens } from './tokens.ts';

describe('themeCssVariables: the white-label theme behind the shell tokens', () => {
  it('sets every custom property the tokens read', () => {
    const variables = themeCssVariables(defaultTheme);
    const read = Object.values(tokens).flatMap((value) =>
      [...value.matchAll(/var\((--adlens-[a-z-]+)/g)].map((m) => m[1]),
    );
    for (const name of read) expect(variables).toHaveProperty(name as string);
  });

  it('keeps the Adlens colours by default and paints another brand in its own', () => {
    expect(themeCssVariables(defaultTheme)).toMatchObject({
      '--adlens-primary': '#1f5fcc',
      '--adlens-primary-hover': '#184ea8',
    });
    const meridian = themeCssVariables(mergeTheme(defaultTheme, whiteLabelTheme(MERIDIAN_WHITE_LABEL.branding)));
    expect(meridian).toMatchObject({
      '--adlens-primary': '#0b6e4f',
      '--adlens-page': '#f1f6f3',
      '--adlens-primary-hover': 'color-mix(in srgb, #0b6e4f 80%, black)',
    });
  });
});
