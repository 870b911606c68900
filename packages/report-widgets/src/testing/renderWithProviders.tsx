import { AdlensClient } from '@adlens/api-client';
import type { Language } from '@adlens/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdlensWidgetsProvider } from '../provider/AdlensWidgetsProvider.tsx';
import { type FixtureRoutes, createFixtureFetch, fixtureToken } from '../storybook/fixtureFetch.ts';

/** Renders inside the providers a host sets up, with a real AdlensClient answering from fixtures. */
export function renderWithProviders(ui: ReactElement, options: { language?: Language; routes?: FixtureRoutes } = {}) {
  const fixtures = createFixtureFetch(options.routes ?? {});
  const client = new AdlensClient({ apiOrigin: 'http://api.test', fetch: fixtures.fetch });
  client.session.signIn(fixtureToken('AUTHENTICATION'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client} language={options.language}>
        {ui}
      </AdlensWidgetsProvider>
    </QueryClientProvider>,
  );
  return { ...result, fixtures, client };
}
