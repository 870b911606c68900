import { AdlensClient } from '@adlens/api-client';
import type { Language } from '@adlens/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
import type { AdlensColorScheme, AdlensThemeOverrides } from '../theme/AdlensTheme.ts';
import { type FixtureFetch, fixtureToken } from './fixtureFetch.ts';

export interface StoryProvidersProps {
  language: Language;
  fixtures: FixtureFetch;
  colorScheme?: AdlensColorScheme;
  theme?: AdlensThemeOverrides;
  children: ReactNode;
}

/**
 * What a host app provides, per story: a fresh query cache (no data leaks between stories, no
 * retries so error states show at once) and a real AdlensClient whose fetch serves fixtures.
 */
export function StoryProviders({ language, fixtures, colorScheme, theme, children }: StoryProvidersProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [client] = useState(() => {
    const storyClient = new AdlensClient({ apiOrigin: window.location.origin, fetch: fixtures.fetch });
    storyClient.session.signIn(fixtureToken('AUTHENTICATION'));
    return storyClient;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client} language={language} colorScheme={colorScheme} theme={theme}>
        {children}
      </AdlensWidgetsProvider>
    </QueryClientProvider>
  );
}
