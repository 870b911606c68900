import type { AdlensClient } from '@adlens/api-client';
import {
  AdlensWidgetsProvider,
  DatasetWidget,
  EntitySearch,
  type EntitySummary,
  EstimatedExpenditureWidget,
  type ReportItem,
  type WidgetFilters,
  adTypesWidget,
} from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

export interface AppProps {
  client: AdlensClient;
  /** The advertiser shown until the user picks another in the search. */
  initialAdvertiserId: number;
}

const FILTERS: WidgetFilters = { channel: { type: 'ALL', device: 'ALL' }, period: 'LAST_3_MONTHS' };

const queryClient = new QueryClient();

/**
 * Three widgets of the published SDK as a partner's app uses them: the entity search, the
 * estimated expenditure with its trend, and the ad-type distribution pie, inside one provider.
 */
export function App({ client, initialAdvertiserId }: AppProps) {
  const [picked, setPicked] = useState<EntitySummary | null>(null);
  const advertiserId = picked?.id ?? initialAdvertiserId;
  const item: ReportItem = {
    key: String(advertiserId),
    title: picked?.title ?? String(advertiserId),
    icon: picked?.icon ?? null,
    entities: [{ entityType: 'advertiser', ids: [advertiserId] }],
  };

  return (
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client} language="en">
        <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Adlens SDK fixture</h1>
          <EntitySearch entityType="advertiser" onSelect={setPicked} />
          <EstimatedExpenditureWidget advertiserIds={[advertiserId]} filters={FILTERS} />
          <DatasetWidget definition={adTypesWidget} items={[item]} filters={FILTERS} />
        </main>
      </AdlensWidgetsProvider>
    </QueryClientProvider>
  );
}
