import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { mergeTheme } from '../theme/mergeTheme.ts';
import { ADLENS_WHITE_LABEL } from './adlensWhiteLabel.ts';
import { MERIDIAN_WHITE_LABEL } from './meridianWhiteLabel.ts';
import { whiteLabelById } from './whiteLabels.ts';
import { whiteLabelTheme } from './whiteLabelTheme.ts';

describe('whiteLabelTheme: brand colours into the widgets theme', () => {
  it('gives the Adlens brand the default theme', () => {
    expect(mergeTheme(defaultTheme, whiteLabelTheme(ADLENS_WHITE_LABEL.branding))).toEqual(defaultTheme);
  });

  it('paints the second brand in its own colours and keeps the rest of the theme', () => {
    const theme = mergeTheme(defaultTheme, whiteLabelTheme(MERIDIAN_WHITE_LABEL.branding));
    expect(theme.palette.primary).toBe('#0b6e4f');
    expect(theme.palette.neutral.surface).toBe('#f1f6f3');
    expect(theme.palette.data[0]).toBe('#0b6e4f');
    expect(theme.palette.data).toHaveLength(9);
    expect(theme.palette.heatmap).toEqual(['#d8ede4', '#9fd1bb', '#4fa383', '#0b6e4f']);
    expect(theme.typography).toEqual(defaultTheme.typography);
  });
});

describe('the shipped configurations', () => {
  it('default to no country and the last 3 months', () => {
    expect(ADLENS_WHITE_LABEL.defaultFilters).toEqual({ country: null, period: 'LAST_3_MONTHS' });
  });

  it('put {year} in their footers', () => {
    for (const config of [ADLENS_WHITE_LABEL, MERIDIAN_WHITE_LABEL])
      expect(config.footer?.copyright).toContain('{year}');
  });

  it('are found by id, the Adlens one otherwise', () => {
    expect(whiteLabelById('meridian')).toBe(MERIDIAN_WHITE_LABEL);
    expect(whiteLabelById('unknown')).toBe(ADLENS_WHITE_LABEL);
    expect(whiteLabelById(null)).toBe(ADLENS_WHITE_LABEL);
  });
});
