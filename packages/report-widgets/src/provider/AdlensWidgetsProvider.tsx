import type { AdlensClient } from '@adlens/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@adlens/core';
import { type ReactNode, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { createWidgetsI18n } from '../i18n/createWidgetsI18n.ts';
import type { AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
import { defaultTheme } from '../theme/defaultTheme.ts';
import { mergeTheme } from '../theme/mergeTheme.ts';
import { AdlensWidgetsContext, type AdlensWidgetsContextValue } from './AdlensWidgetsContext.ts';

export interface AdlensWidgetsProviderProps {
  /** The API client the widgets fetch with; the host owns its session (login, tokens). */
  client: AdlensClient;
  /** 'en' (default) or 'en-winmo', where Advertiser reads Domain. */
  language?: Language;
  /** White-label overrides merged over the default theme. */
  theme?: AdlensThemeOverrides;
  children?: ReactNode;
}

/**
 * Everything the widgets need from their host: the API client, the language and the theme. The host
 * wraps it in its own <QueryClientProvider> so widget queries share the host's cache.
 */
export function AdlensWidgetsProvider({
  client,
  language = DEFAULT_LANGUAGE,
  theme,
  children,
}: AdlensWidgetsProviderProps) {
  // One i18next instance per provider and language; rebuilding it is cheap (in-memory resources).
  const i18n = useMemo(() => createWidgetsI18n(language), [language]);
  const value = useMemo<AdlensWidgetsContextValue>(() => ({ client, language, i18n }), [client, language, i18n]);

  const mergedTheme = useMemo(() => mergeTheme(defaultTheme, theme), [theme]);
  return (
    <AdlensWidgetsContext.Provider value={value}>
      <ThemeProvider theme={mergedTheme}>{children}</ThemeProvider>
    </AdlensWidgetsContext.Provider>
  );
}
