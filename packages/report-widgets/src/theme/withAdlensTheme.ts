import type { DefaultTheme } from 'styled-components';
import type { AdlensTheme } from './AdlensTheme.ts';
import { ADLENS_THEME_KEY } from './themeOf.ts';

/**
 * The styled-components theme under <AdlensWidgetsProvider>: the host's theme, if it has
 * one, with ours added under `adlens` — the host's own keys stay as they were.
 */
export function withAdlensTheme(hostTheme: DefaultTheme | undefined, theme: AdlensTheme): DefaultTheme {
  return { ...hostTheme, [ADLENS_THEME_KEY]: theme } as DefaultTheme;
}
