import type { AdlensClient } from '@adlens/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@adlens/core';
import { type ReactNode, useCallback, useMemo } from 'react';
import { type DefaultTheme, ThemeProvider } from 'styled-components';
import { createWidgetsI18n } from '../i18n/createWidgetsI18n.ts';
import type { AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
import { colorSchemeTheme } from '../theme/colorSchemeTheme.ts';
import { mergeTheme } from '../theme/mergeTheme.ts';
import { withAdlensTheme } from '../theme/withAdlensTheme.ts';
import { usePrefersDarkColorScheme } from '../theme/usePrefersDarkColorScheme.ts';
import { AdlensWidgetsContext, type AdlensWidgetsContextValue } from './AdlensWidgetsContext.ts';

/** 'auto' follows the user's system (`prefers-color-scheme`). */
export type AdlensColorSchemeOption = 'light' | 'dark' | 'auto';

export interface AdlensWidgetsProviderProps {
  /** The API client the widgets fetch with; the host owns its session (login, tokens). */
  client: AdlensClient;
  /** 'en' (default) or 'en-winmo', where Advertiser reads Domain. */
  language?: Language;
  /** The preset the theme starts from: 'light' (default), 'dark' for a dark host page, or 'auto'. */
  colorScheme?: AdlensColorSchemeOption;
  /** White-label overrides merged over the colour scheme's preset. */
  theme?: AdlensThemeOverrides;
  children?: ReactNode;
}

/**
 * Everything the widgets need from their host: the API client, the language and the theme. The host
 * wraps it in its own <QueryClientProvider> so widget queries share the host's cache. The theme goes
 * under `theme.adlens` of styled-components' theme: a host's own <ThemeProvider> around
 * this one keeps every key it set, for its components inside ours.
 */
export function AdlensWidgetsProvider({
  client,
  language = DEFAULT_LANGUAGE,
  colorScheme = 'light',
  theme,
  children,
}: AdlensWidgetsProviderProps) {
  // One i18next instance per provider and language; rebuilding it is cheap (in-memory resources).
  const i18n = useMemo(() => createWidgetsI18n(language), [language]);
  const value = useMemo<AdlensWidgetsContextValue>(() => ({ client, language, i18n }), [client, language, i18n]);

  const prefersDark = usePrefersDarkColorScheme();
  const scheme = colorScheme === 'auto' ? (prefersDark ? 'dark' : 'light') : colorScheme;
  const mergedTheme = useMemo(() => mergeTheme(colorSchemeTheme(scheme), theme), [scheme, theme]);
  const scopedTheme = useCallback((hostTheme?: DefaultTheme) => withAdlensTheme(hostTheme, mergedTheme), [mergedTheme]);
  return (
    <AdlensWidgetsContext.Provider value={value}>
      <ThemeProvider theme={scopedTheme}>{children}</ThemeProvider>
    </AdlensWidgetsContext.Provider>
  );
}
