import type { AdlensClient } from '@adlens/api-client';
import {
  AdlensWidgetsProvider,
  EntitySearch,
  type EntitySummary,
  EstimatedExpenditureWidget,
} from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

export interface AppProps {
  client: AdlensClient;
}

/** At most 10 selected entities in a comparison. */
const MAX_COMPARED = 10;

const queryClient = new QueryClient();

/** Search advertisers and compare their estimated expenditure over the last three months. */
export function App({ client }: AppProps) {
  const [advertisers, setAdvertisers] = useState<EntitySummary[]>([]);

  const add = (entity: EntitySummary) =>
    setAdvertisers((current) =>
      current.some((a) => a.id === entity.id) ? current : [...current, entity].slice(-MAX_COMPARED),
    );

  return (
    // The host owns the query cache; the widgets add their queries to it.
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client} language="en" theme={{ palette: { primary: '#0b5cad' } }}>
        <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Adlens widgets in a React app</h1>
          <EntitySearch entityType="advertiser" onSelect={add} />
          {advertisers.length > 0 && (
            <p>
              Comparing: {advertisers.map((a) => a.title).join(', ')}{' '}
              <button type="button" onClick={() => setAdvertisers([])}>
                Clear
              </button>
            </p>
          )}
          {advertisers.length === 0 ? (
            <p>Pick an advertiser to see its estimated expenditure.</p>
          ) : (
            <EstimatedExpenditureWidget
              advertiserIds={advertisers.map((a) => a.id)}
              filters={{ channel: { type: 'ALL', device: 'ALL' }, period: 'LAST_3_MONTHS' }}
            />
          )}
        </main>
      </AdlensWidgetsProvider>
    </QueryClientProvider>
  );
}
