// Size page (bench/widgetBundleSizes.ts): every widget — the whole root entry kept, as an app that
// renders all of them (a dashboard of every widget type) keeps it.
import { AdlensClient } from '@adlens/api-client';
import * as widgets from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

const client = new AdlensClient({ apiOrigin: 'http://localhost:4000' });
Object.assign(window, { adlensWidgets: widgets });

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <widgets.AdlensWidgetsProvider client={client} language="en">
      <widgets.DatasetWidget
        definition={widgets.adTypesWidget}
        items={[]}
        filters={{ channel: { type: 'ALL', device: 'ALL' }, period: 'LAST_3_MONTHS' }}
      />
    </widgets.AdlensWidgetsProvider>
  </QueryClientProvider>,
);
