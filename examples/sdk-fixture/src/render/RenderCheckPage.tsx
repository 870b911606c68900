import type { AdlensClient } from '@adlens/api-client';
import {
  AdlensWidgetsProvider,
  DatasetWidget,
  EstimatedExpenditureWidget,
  type ReportItem,
  type WidgetFilters,
  adTypesWidget,
  expenditureTrendWidget,
} from '@adlens/report-widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export interface RenderCheckPageProps {
  client: AdlensClient;
  /** The advertiser the widgets show, as the recorded responses name it. */
  item: ReportItem;
  /** The period of the recorded responses. */
  filters: WidgetFilters;
}

/** The width every widget card gets; the Storybook side of the check is measured at the same width. */
const CARD_WIDTH = 720;

/**
 * Side by side, so every card starts at the same whole-pixel offset as in Storybook: below a card of
 * fractional height, text and curves would be rasterised half a pixel apart from the story's.
 */
const LAYOUT = {
  display: 'grid',
  gridTemplateColumns: `repeat(3, ${CARD_WIDTH}px)`,
  alignItems: 'start',
  gap: 24,
  padding: 16,
} as const;

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * Three kinds of widget on a dark host page: the estimated expenditure (figures and a
 * donut), the ad-types pie with its legend, and the spend trend, in the dark colour scheme a dark
 * page asks for. `scripts/sdk-fixture.sh` compares each card with its Storybook story.
 */
export function RenderCheckPage({ client, item, filters }: RenderCheckPageProps) {
  const advertiserIds = item.entities.flatMap((entity) => entity.ids);
  return (
    <QueryClientProvider client={queryClient}>
      <AdlensWidgetsProvider client={client} language="en" colorScheme="dark">
        <main style={LAYOUT}>
          <div data-render-widget="estimated-expenditure">
            <EstimatedExpenditureWidget advertiserIds={advertiserIds} filters={filters} />
          </div>
          <div data-render-widget="ad-types">
            <DatasetWidget definition={adTypesWidget} items={[item]} filters={filters} />
          </div>
          <div data-render-widget="expenditure-trend">
            <DatasetWidget definition={expenditureTrendWidget} items={[item]} filters={filters} />
          </div>
        </main>
      </AdlensWidgetsProvider>
    </QueryClientProvider>
  );
}
