// Size page (bench/widgetBundleSizes.ts): EntitySearch alone, imported from the package root (the root entry must tree-shake to the same as the subpath), in its provider.
import { AdlensClient } from '@adlens/api-client';
import { AdlensWidgetsProvider, EntitySearch } from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

const client = new AdlensClient({ apiOrigin: 'http://localhost:4000' });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <AdlensWidgetsProvider client={client} language="en">
      <EntitySearch entityType="advertiser" onSelect={(entity) => console.log(entity)} />
    </AdlensWidgetsProvider>
  </QueryClientProvider>,
);
