import type { EntitySummary } from '@adlens/core';
import {
  CountryFilter,
  DemographicSelector,
  EntityLinkContext,
  PeriodFilter,
  type WidgetFilters,
  WidgetReportContext,
  type WidgetReportContextValue,
} from '@adlens/report-widgets';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { styled } from 'styled-components';
import { useEntityLinks } from '../../reportKit/useEntityLinks.ts';
import { BlankPlaceholder } from '../../shared/placeholders/BlankPlaceholder.tsx';
import { writePersistedFilter } from '../../shared/runtime/persistedFilters.ts';
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
import { useReportExport } from '../exports/useReportExport.ts';
import { type ExportScopeContext, exportScopeContext, useWidgetExportHost } from '../exports/useWidgetExportHost.ts';
import { useAudienceFilters } from './useAudienceFilters.ts';
import { useSavedSettings } from '../../reportKit/useSavedSettings.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 24px;
`;

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
 * (a search on the empty page), the market and period, the demographic selector, and the page's
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
  const filters = useAudienceFilters(advertiserId ?? 0, search, advertiserId !== null);

  // The chosen market and period go into the URL (replacing it), so the address names the report.
  const chosenCountry = filters.status === 'ready' ? filters.country : null;
  const chosenPeriod = filters.status === 'ready' ? filters.period : null;
  const chosen = useMemo(
    () => (chosenCountry && chosenPeriod ? { country: chosenCountry, period: chosenPeriod } : null),
    [chosenCountry, chosenPeriod],
  );
  // Persisted settings keys: the demographic selection is the user's saved
  // gender and age until the address names one (a choice saves it; Everybody forgets it).
  const { settings, save } = useSavedSettings();
  const gender = search.gender ?? settings.gender;
  const age = search.age ?? settings.age;
  useEffect(() => {
    if (!chosen) return;
    const restored = { gender, age };
    if (
      search.country === chosen.country &&
      search.period === chosen.period &&
      search.gender === gender &&
      search.age === age
    )
      return;
    void navigate({
      to: '.',
      search: (previous: AudienceSearch) => ({ ...previous, ...chosen, ...restored }),
      replace: true,
    });
  }, [chosen, search.country, search.period, search.gender, search.age, gender, age, navigate]);

  // A new market or period resets the demographic selection.
  const changeMarket = (key: 'country' | 'period', value: string) => {
    writePersistedFilter(key, value);
    void save({ [key]: value, gender: null, age: null });
    void navigate({
      to: '.',
      search: (previous: AudienceSearch) => ({ ...previous, [key]: value, gender: undefined, age: undefined }),
    });
  };

  const definitions = useMemo(() => audienceWidgets(kind), [kind]);
  const reportItems = useMemo(() => widgetItems(cards, 'advertiser', 'common'), [cards]);
  const widgetFilters = useMemo(() => {
    if (!chosen) return null;
    const selection: WidgetFilters & { gender?: string; age?: string } = { ...chosen };
    if (gender) selection.gender = gender;
    if (age) selection.age = age;
    return selection;
  }, [chosen, gender, age]);
  const showWidgets = widgetFilters !== null && reportItems.length > 0;
  const reportKey = `${pathname}:${JSON.stringify(widgetFilters)}`;
  const decided = advertiserId === null || filters.status === 'unavailable' || (filters.status === 'ready' && settled);
  const { ready, onStatusChange } = usePageReady(
    reportKey,
    showWidgets ? definitions.map((definition) => definition.type) : [],
    decided,
  );
  const rootRef = usePageReadyFlag(ready);

  // The audience report's Excel (AUDIENCE_GLOBAL_EXCEL_REPORT) and PDF, and each widget's exports.
  const exportContext = useMemo<ExportScopeContext | null>(
    () =>
      widgetFilters && advertiserId !== null
        ? exportScopeContext(widgetFilters, { reportType: kind === 'demographics' ? 'DEMOGRAPHICS' : 'INTERESTS' })
        : null,
    [widgetFilters, advertiserId, kind],
  );
  const exportHost = useWidgetExportHost(exportContext);
  const exportLimit = useExportLimit();
  const widgetContext = useMemo<WidgetReportContextValue>(() => ({ exports: exportHost }), [exportHost]);
  // A visited website opens its publisher report in the same market. Audience periods are
  // the panel's own (audience/periods), not report periods, so the report chooses its default one.
  const entityLinks = useEntityLinks({ search: { country: chosenCountry ?? undefined } });
  const reportTitle = cards.map((card) => card.title).join(', ');
  const reportExport = useReportExport({
    title: `${reportTitle} ${kind === 'demographics' ? 'demographics' : 'interests'}`,
    widgets: definitions.map((definition) => ({ definition, items: reportItems, options: definition.defaultOptions })),
    filters: widgetFilters ?? {},
    context: exportContext,
    type: 'AUDIENCE_GLOBAL_EXCEL_REPORT',
    pdfRoot: rootRef,
  });

  const onAdd = (entity: EntitySummary) => void navigate({ href: audienceHref(kind, entity.id, search) });
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
          <Bar role="group" aria-label="Report filters">
            <CountryFilter
              countries={filters.countries}
              value={filters.countries.find((option) => option.code === filters.country)?.id ?? null}
              onChange={(id) => {
                const next = filters.countries.find((option) => option.id === id);
                if (next) changeMarket('country', next.code);
              }}
            />
            <PeriodFilter
              periods={filters.periods}
              value={filters.period}
              maxMonths={filters.maxMonths}
              onChange={(value) => changeMarket('period', value)}
            />
            <DemographicSelector
              lists={filters.lists}
              value={{ gender: gender ?? null, age: age ?? null }}
              onChange={(next) => {
                void save({ gender: next.gender ?? null, age: next.age ?? null });
                void navigate({
                  to: '.',
                  search: (previous: AudienceSearch) => ({
                    ...previous,
                    gender: next.gender ?? undefined,
                    age: next.age ?? undefined,
                  }),
                });
              }}
            />
          </Bar>
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
