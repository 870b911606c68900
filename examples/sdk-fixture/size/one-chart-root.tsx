// Size page (bench/widgetBundleSizes.ts): one chart widget — the ad-type distribution pie — from the package
// root (which must tree-shake to what the subpath costs), drawn by DatasetWidget in its provider.
import { AdlensClient } from '@adlens/api-client';
import { AdlensWidgetsProvider, DatasetWidget, adTypesWidget } from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

const client = new AdlensClient({ apiOrigin: 'http://localhost:4000' });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <AdlensWidgetsProvider client={client} language="en">
      <DatasetWidget
        definition={adTypesWidget}
        items={[{ key: '1', title: 'Advertiser 1', icon: null, entities: [{ entityType: 'advertiser', ids: [1] }] }]}
        filters={{ channel: { type: 'ALL', device: 'ALL' }, period: 'LAST_3_MONTHS' }}
      />
    </AdlensWidgetsProvider>
  </QueryClientProvider>,
);
