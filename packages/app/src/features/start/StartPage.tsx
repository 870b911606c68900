import { ALL_CHANNELS } from '@adlens/core';
import {
  EntityLinkContext,
  type WidgetItem,
  WidgetReportContext,
  type WidgetFilters,
  type WidgetReportContextValue,
} from '@adlens/report-widgets';
import { useMemo } from 'react';
import { useLocation } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { GlobalSearchBox } from '../globalSearch/GlobalSearchBox.tsx';
import { useOpenReport } from '../globalSearch/useOpenReport.ts';
import { RecentsList } from '../recents/RecentsList.tsx';
import { START_PAGE_LAYOUT, layoutWidgets } from '../../reportKit/reportLayouts.ts';
import { ReportWidgets } from '../../reportKit/ReportWidgets.tsx';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import { useEntityLinks } from '../../reportKit/useEntityLinks.ts';
import { DEFAULT_REPORT_FILTERS } from '../../model/location/searchParams.ts';
import { useWording } from '../../shared/runtime/useWording.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { useSkipEntity } from '../../shared/skip/useSkipEntity.ts';

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${tokens.muted};
`;

const SearchBox = styled.div`
  max-width: 640px;
  margin: 0 0 32px;
`;

const Section = styled.div`
  margin: 0 0 32px;
`;

/** The start page's top lists are the market's: one item without entities (report-widgets' rule). */
const MARKET_ITEMS: WidgetItem[] = [{ key: 'market', title: 'Market', icon: null, entities: [] }];
const MARKET_FILTERS: WidgetFilters = {
  channel: ALL_CHANNELS,
  period: DEFAULT_REPORT_FILTERS.period,
};

/**
 * The ad-intelligence start page (its top items): the global search
 * that opens any report ("Find anything"; Ctrl/Cmd-K opens it as a dialog from anywhere),
 * the start-page top-items widget and the recent reports. It is ready (`data-page-ready`, the
 * page-ready event and PAGE_READY) as a report is: once its widgets have loaded or failed.
 */
export function StartPage() {
  const wording = useWording();
  const openReport = useOpenReport();
  const widgets = layoutWidgets(START_PAGE_LAYOUT);
  const skip = useSkipEntity();
  const context = useMemo<WidgetReportContextValue>(
    () => ({
      skip,
    }),
    [skip],
  );
  const entityLinks = useEntityLinks();
  const { pathname } = useLocation();
  const { ready, onStatusChange } = usePageReady(
    `${pathname}:${JSON.stringify(MARKET_FILTERS)}`,
    widgets.map((definition) => definition.type),
    true,
    'start',
  );
  const rootRef = usePageReadyFlag(ready);

  return (
    <div ref={rootRef}>
      <h1>Ad Intelligence</h1>
      <Intro>{wording('Find an advertiser to see where and how much it spends on advertising.')}</Intro>
      <SearchBox>
        <GlobalSearchBox variant="inline" onOpen={openReport} />
      </SearchBox>
      {widgets.length > 0 && (
        <Section>
          <WidgetReportContext value={context}>
            <EntityLinkContext value={entityLinks}>
              <ReportWidgets
                definitions={widgets}
                items={MARKET_ITEMS}
                filters={MARKET_FILTERS}
                onStatusChange={onStatusChange}
              />
            </EntityLinkContext>
          </WidgetReportContext>
        </Section>
      )}
      <RecentsList />
    </div>
  );
}
