import type { AdlensColorScheme, AdlensTheme } from './AdlensTheme.ts';
import { darkTheme } from './darkTheme.ts';
import { defaultTheme } from './defaultTheme.ts';

/** The preset of a colour scheme: white-label overrides merge on top of it. */
export function colorSchemeTheme(colorScheme: AdlensColorScheme): AdlensTheme {
  return colorScheme === 'dark' ? darkTheme : defaultTheme;
}
