// The two pages the size bench measures twice — once importing from a widget's subpath, once from the
// package root (bench/widgetBundleSizes.ts). Each page file imports the components its way and hands
// them here by name, so the two builds differ only in where the components come from.
import { AdlensClient } from '@adlens/api-client';
import type { AdlensWidgetsProvider, DatasetWidget, EntitySearch, adTypesWidget } from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function render(Provider: typeof AdlensWidgetsProvider, widget: ReactNode) {
  const client = new AdlensClient({ apiOrigin: 'http://localhost:4000' });
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={new QueryClient()}>
      <Provider client={client} language="en">
        {widget}
      </Provider>
    </QueryClientProvider>,
  );
}

/** EntitySearch alone, in its provider. */
export function renderEntitySearchPage(components: {
  AdlensWidgetsProvider: typeof AdlensWidgetsProvider;
  EntitySearch: typeof EntitySearch;
}) {
  const { EntitySearch: Search } = components;
  render(components.AdlensWidgetsProvider, <Search entityType="advertiser" onSelect={() => undefined} />);
}

/** One chart widget — the ad-type distribution pie — drawn by DatasetWidget in its provider. */
export function renderOneChartPage(components: {
  AdlensWidgetsProvider: typeof AdlensWidgetsProvider;
  DatasetWidget: typeof DatasetWidget;
  adTypesWidget: typeof adTypesWidget;
}) {
  const { DatasetWidget: Widget, adTypesWidget: definition } = components;
  render(
    components.AdlensWidgetsProvider,
    <Widget
      definition={definition}
      items={[{ key: '1', title: 'Advertiser 1', icon: null, entities: [{ entityType: 'advertiser', ids: [1] }] }]}
      filters={{ channel: { type: 'ALL', device: 'ALL' }, period: 'LAST_3_MONTHS' }}
    />,
  );
}
