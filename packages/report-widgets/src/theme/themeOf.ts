import type { DefaultTheme } from 'styled-components';
import type { AdlensTheme } from './AdlensTheme.ts';
import { defaultTheme } from './defaultTheme.ts';

function isAdlensTheme(theme: unknown): theme is AdlensTheme {
  return typeof theme === 'object' && theme !== null && 'palette' in theme && 'typography' in theme;
}

/**
 * The Adlens theme from a styled-components interpolation context. The package does not augment
 * styled-components' global `DefaultTheme` (that would leak into the host app's own theme typing);
 * outside <AdlensWidgetsProvider> — or under a host theme of another shape — the default theme applies.
 */
export function themeOf(props: { theme?: DefaultTheme }): AdlensTheme {
  return isAdlensTheme(props.theme) ? props.theme : defaultTheme;
}
