import type { DefaultTheme } from 'styled-components';
import type { AdlensTheme } from './AdlensTheme.ts';
import { defaultTheme } from './defaultTheme.ts';

/**
 * The key of the styled-components theme that holds the Adlens theme: the widgets share the
 * host app's <ThemeProvider> without writing over its own `palette`, `typography` or `spacing`.
 */
export const ADLENS_THEME_KEY = 'adlens';

function isAdlensTheme(theme: unknown): theme is AdlensTheme {
  return typeof theme === 'object' && theme !== null && 'palette' in theme && 'typography' in theme;
}

/**
 * The Adlens theme from a styled-components interpolation context: `theme.adlens`, set by
 * <AdlensWidgetsProvider>. The package does not augment styled-components' global `DefaultTheme` (that
 * would leak into the host app's own theme typing); outside the provider the default theme applies.
 * A host theme's own top-level `palette` is never read as ours.
 */
export function themeOf(props: { theme?: DefaultTheme }): AdlensTheme {
  const scoped: unknown = (props.theme as Record<string, unknown> | undefined)?.[ADLENS_THEME_KEY];
  return isAdlensTheme(scoped) ? scoped : defaultTheme;
}
