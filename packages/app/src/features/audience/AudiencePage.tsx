import type { EntitySummary } from '@adlens/core';
import { EntityLinkContext, WidgetReportContext } from '@adlens/report-widgets';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useEntityLinks } from '../../reportKit/useEntityLinks.ts';
import { BlankPlaceholder } from '../../shared/placeholders/BlankPlaceholder.tsx';
import { widgetItems } from '../../reportKit/reportCards.ts';
import { ReportHeading } from '../../reportKit/ReportHeading.tsx';
import { ReportWidgets } from '../../reportKit/ReportWidgets.tsx';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import { useReportCards } from '../../reportKit/useReportCards.ts';
import type { AudienceLocation } from '../../model/location/audienceLocation.ts';
import type { AudienceSearch } from '../../model/location/audienceSearch.ts';
import { audienceWidgets } from './audienceWidgets.ts';
import { ReportExportMenu } from '../exports/ReportExportMenu.tsx';
import { ExportLimitPage } from '../exports/ExportLimitPage.tsx';
import { useExportLimit } from '../exports/useExportLimit.ts';
import { AudienceFilterBar } from './AudienceFilterBar.tsx';
import { useAudienceExports } from './useAudienceExports.ts';
import { useAudienceSelection } from './useAudienceSelection.ts';

/** The audience report's address for an advertiser, keeping the market and period. */
function audienceHref(kind: AudienceLocation['kind'], advertiserId: number, search: AudienceSearch): string {
  const query = new URLSearchParams();
  if (search.country) query.set('country', search.country);
  if (search.period) query.set('period', search.period);
  const text = query.toString();
  return `/audience/${kind}/common/${advertiserId}${text ? `?${text}` : ''}`;
}

/**
 * An audience report: the advertiser's heading
 * (a search on the empty page), the market and period, the demographic selection, and the page's
 * audience widgets from the registry. Changing the market or the period resets the demographic
 * selection, whose lists are asked again for the new market and period.
 */
export function AudiencePage({ location, search }: { location: AudienceLocation; search: AudienceSearch }) {
  const { kind, advertiserId } = location;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = useMemo(
    () => (advertiserId === null ? [] : [{ kind: 'single' as const, id: advertiserId }]),
    [advertiserId],
  );
  const { cards, settled } = useReportCards('advertiser', items, undefined);
  const selection = useAudienceSelection(advertiserId, search);
  const { filters, chosen, gender, age, widgetFilters } = selection;
  // The URL holds what the user chose (written once per action); the market and period the page picked
  // by default are carried by its links and page events instead.
  const linkSearch: AudienceSearch = { ...search, ...(chosen ?? {}) };

  const definitions = useMemo(() => audienceWidgets(kind), [kind]);
  const reportItems = useMemo(() => widgetItems(cards, 'advertiser', 'common'), [cards]);
  const showWidgets = widgetFilters !== null && reportItems.length > 0;
  const decided = advertiserId === null || filters.status === 'unavailable' || (filters.status === 'ready' && settled);
  const { ready, onStatusChange } = usePageReady(
    `${pathname}:${JSON.stringify(widgetFilters)}`,
    showWidgets ? definitions.map((definition) => definition.type) : [],
    decided,
    'report',
    chosen ?? undefined,
  );
  const rootRef = usePageReadyFlag(ready);
  const { widgetContext, reportExport } = useAudienceExports({
    location,
    title: cards.map((card) => card.title).join(', '),
    definitions,
    items: reportItems,
    widgetFilters,
    pdfRoot: rootRef,
  });
  const exportLimit = useExportLimit();
  // A visited website opens its publisher report in the same market. Audience periods are
  // the panel's own (audience/periods), not report periods, so the report chooses its default one.
  const entityLinks = useEntityLinks({ search: { country: filters.status === 'ready' ? filters.country : undefined } });

  const onAdd = (entity: EntitySummary) => void navigate({ href: audienceHref(kind, entity.id, linkSearch) });
  return (
    <div ref={rootRef} data-report-type={kind}>
      <div data-pdf-section="">
        <ReportHeading
          entityType="advertiser"
          cards={cards}
          comparison={false}
          onAdd={advertiserId === null ? onAdd : undefined}
          actions={reportExport && advertiserId !== null ? <ReportExportMenu {...reportExport} /> : undefined}
        />
        {filters.status === 'ready' && (
          <AudienceFilterBar
            filters={filters}
            gender={gender}
            age={age}
            onMarketChange={selection.changeMarket}
            onDemographicsChange={selection.changeDemographics}
          />
        )}
      </div>
      <ExportLimitPage />
      {filters.status === 'unavailable' && (
        <BlankPlaceholder
          channelAvailable
          periodAvailable={filters.periodAvailable}
          homeHref="/ad-intelligence"
          onGoHome={() => void navigate({ to: '/ad-intelligence' })}
        />
      )}
      {showWidgets && !exportLimit.limit && (
        <WidgetReportContext value={widgetContext}>
          <EntityLinkContext value={entityLinks}>
            <ReportWidgets
              definitions={definitions}
              items={reportItems}
              filters={widgetFilters}
              onStatusChange={onStatusChange}
            />
          </EntityLinkContext>
        </WidgetReportContext>
      )}
    </div>
  );
}
