import { adlensKeys } from '@adlens/api-client/query';
import { type EntitySummary, type ReportItem, isSelectableOption } from '@adlens/core';
import { EntityLinkContext, WidgetReportContext, type WidgetReportContextValue } from '@adlens/report-widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TrialSearchLimitDialog } from '../../shared/dialogs/TrialSearchLimitDialog.tsx';
import { BookmarkButton } from '../favorites/BookmarkButton.tsx';
import { SavedFiltersNotice } from '../favorites/SavedFiltersNotice.tsx';
import { useSavedGroupItems } from '../favorites/useSavedGroupItems.ts';
import { LimitNotice } from '../../shared/limits/LimitNotice.tsx';
import { useUpgradeAction } from '../../shared/limits/useUpgradeAction.tsx';
import { withReload } from '../../shared/gating/withReload.ts';
import { BlankPlaceholder } from '../../shared/placeholders/BlankPlaceholder.tsx';
import {
  type ReportLocation,
  filterSearch,
  hasCompareVariant,
  maxItems,
  reportPath,
  reportQuery,
} from '../../model/location/reportLocation.ts';
import { REPORT_FILTER_KEYS, type ReportSearch } from '../../model/location/searchParams.ts';
import { type ReportFilterValues, premiumFilters } from '../../shared/gating/chooseReportFilters.ts';
import { CampaignBackButton } from '../../reportKit/CampaignBackButton.tsx';
import { useEntityLinks } from '../../reportKit/useEntityLinks.ts';
import { widgetItems } from '../../reportKit/reportCards.ts';
import { NoDataFilterNotice } from './NoDataFilterNotice.tsx';
import { PublisherSliceNotice } from './PublisherSliceNotice.tsx';
import { usePublisherSlice, useSlicedFilters } from './usePublisherSlice.ts';
import { ReportFilterBar } from '../../reportKit/ReportFilterBar.tsx';
import { ReportHeading } from '../../reportKit/ReportHeading.tsx';
import { DemoPresetList } from '../demoPresets/DemoPresetList.tsx';
import { BrowseCategoriesLink } from '../../reportKit/BrowseCategoriesLink.tsx';
import { filterParams, reportViewRequest } from '../../reportKit/reportViewRequest.ts';
import { ReportWidgets } from '../../reportKit/ReportWidgets.tsx';
import { type ReportWidgetsInput, prefetchWidgets } from './prefetchWidgets.ts';
import { reportWidgetPlan } from './reportWidgetPlan.ts';
import { benchmarkControl } from '../../reportKit/useBenchmarkGate.tsx';
import { usePageReady } from '../../reportKit/usePageReady.ts';
import { usePageErrorAnalytics } from '../../shared/analytics/usePageErrorAnalytics.ts';
import { trackFullscreen, useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { usePageReadyFlag } from '../../reportKit/usePageReadyFlag.ts';
import { useReportCards } from '../../reportKit/useReportCards.ts';
import { useReportFilters } from '../../reportKit/useReportFilters.ts';
import { VIEW_TOKEN_KEY, useReportViewToken, viewTokenReloadKey } from '../../reportKit/useReportViewToken.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useSkipEntity } from '../../shared/skip/useSkipEntity.ts';
import { useAddToDashboard } from '../dashboards/useAddToDashboard.tsx';
import { usePackageOpens } from '../../shared/gating/usePackageOpens.ts';
import { ReportExportMenu } from '../exports/ReportExportMenu.tsx';
import { reportExportKind } from '../exports/reportExportKind.ts';
import { ExportLimitPage } from '../exports/ExportLimitPage.tsx';
import { useExportLimit } from '../exports/useExportLimit.ts';
import { useReportExport } from '../exports/useReportExport.ts';
import { type ExportScopeContext, exportScopeContext, useWidgetExportHost } from '../exports/useWidgetExportHost.ts';
import { useSavedSettings } from '../../reportKit/useSavedSettings.ts';
import { widgetChoicesHost } from '../../reportKit/widgetChoicesHost.ts';
import { RecentBrandLink } from '../../reportKit/RecentBrandLink.tsx';
import { BrandHierarchyNote } from './BrandHierarchyNote.tsx';

export interface ReportPageProps {
  location: ReportLocation;
  /** The report route's validated query: the filters, the full-screen widget, the benchmark. */
  search: ReportSearch;
  /** The campaign detail page: a campaign report with a Back button to the report it came from. */
  campaignDetail?: boolean;
}

/** sessionStorage key of the report a full-screen widget returns to. */
const FULLSCREEN_RETURN_KEY = 'adlens.fullscreenReturnUrl';

function sameItem(a: ReportItem, b: ReportItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every report page: the heading with its items, the filter bar, and the
 * report type's widgets from the registry. Filters are chosen by the default rules and written into
 * the URL; once they and the items are known the report view token is asked for and handed to the
 * widgets; the page is marked ready when every widget has settled.
 */
export function ReportPage({ location, search, campaignDetail = false }: ReportPageProps) {
  const { entityType, variant, items } = location;
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const href = useRouterState({ select: (state) => state.location.href });
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const writeSearch = useCallback(
    (values: ReportFilterValues, replace: boolean) =>
      void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, ...values }), replace }),
    [navigate],
  );
  const { state: chosenFilters, change } = useReportFilters({ search, writeSearch, brand: entityType === 'brand' });
  // A campaign opened from a publisher's report reads that publisher's slice, in every widget.
  const publisherSlice = usePublisherSlice(entityType, search.publisherId);
  const filters = useSlicedFilters(chosenFilters, publisherSlice);
  // The widgets' context keeps one identity across renders; a country switch reaches the latest `change`.
  const changeFilter = useRef(change);
  useEffect(() => {
    changeFilter.current = change;
  });
  const benchmarkId = variant === 'compare' ? search.category : undefined;
  // Bookmarks in the URL open as the entities and groups they hold; the view still names them.
  const saved = useSavedGroupItems(items);
  const reportCardsState = useReportCards(entityType, saved.items, benchmarkId);
  const { cards, namedIds, namesSettled } = reportCardsState;
  const settled = reportCardsState.settled && saved.settled;
  const reportItems = useMemo(() => widgetItems(cards, entityType, variant), [cards, entityType, variant]);
  // One item (not a comparison, whose members each say so in every card): the filter bar says when
  // the chosen country has none of its data.
  const compared = reportItems.filter((item) => !item.benchmark);
  const singleItem = compared.length === 1 ? compared[0] : undefined;

  // `reload=true` (the limit page's 'back to report') and `refresh`: load the report afresh —
  // a new view token (the token's key holds `refresh`; `reload` drops the cached one) and new data.
  const [reloadNonce, setReloadNonce] = useState(0);
  const refetchData = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...adlensKeys.all, 'dataset'] }),
    [queryClient],
  );
  useEffect(() => {
    if (!search.reload) return;
    queryClient.removeQueries({ queryKey: VIEW_TOKEN_KEY });
    refetchData();
    void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, reload: undefined }), replace: true });
  }, [search.reload, queryClient, refetchData, navigate]);
  const refreshed = useRef(search.refresh);
  useEffect(() => {
    if (search.refresh === refreshed.current) return;
    refreshed.current = search.refresh;
    if (search.refresh) refetchData();
  }, [search.refresh, refetchData]);

  const filterValues = filters.status === 'ready' ? filters.values : null;
  const viewRequest = useMemo(() => {
    // The view needs the ids, not the titles: only `name:` items must be resolved first, so the
    // token is asked for alongside the widgets' data instead of after the heading's lookups.
    if (!filterValues || !namesSettled || items.length === 0) return null;
    const params = filterParams(filterValues);
    return reportViewRequest({ entityType, variant, items, params, categoryId: benchmarkId, namedIds });
  }, [filterValues, namesSettled, items, entityType, variant, benchmarkId, namedIds]);
  const runtime = useAdlensRuntime();
  const { client } = runtime;
  const tokenWidgets = useRef<ReportWidgetsInput | null>(null);
  const onToken = useCallback(
    (viewToken: string) => {
      if (tokenWidgets.current) prefetchWidgets(queryClient, client, tokenWidgets.current, viewToken);
    },
    [queryClient, client],
  );
  const token = useReportViewToken(viewRequest, viewTokenReloadKey(search.refresh, reloadNonce), onToken);
  const failure = token.status === 'error' ? token.failure : null;

  // A 400 on report load goes to the bad-request page.
  useEffect(() => {
    if (failure?.kind === 'bad-request') void navigate({ to: '/bad-request', replace: true });
  }, [failure, navigate]);

  const publisherId =
    entityType === 'publisher' && items.length === 1 && items[0]?.kind === 'single' ? items[0].id : undefined;
  // The widgets' context changes only when what they read does: the token, and the filters their
  // links carry (the chosen ones, which writing them into the URL does not change). Every change
  // re-renders every widget.
  const viewToken = token.status === 'ready' ? token.token : undefined;
  // Every entity in the widgets opens its report with these filters; the page's own
  // entity (one item, not a comparison) links nowhere.
  const ownItem = variant === 'common' && items.length === 1 && items[0]?.kind === 'single' ? items[0] : undefined;
  const entityLinks = useEntityLinks({
    search: filterValues ?? {},
    publisherId,
    current: ownItem && { entityType, id: ownItem.id },
  });
  // A widget the package refuses offers the package's upgrade path.
  const { action: upgrade, dialog: upgradeDialog } = useUpgradeAction('Package limit');
  const skip = useSkipEntity();
  // Every widget can be added to one of the user's dashboards, when the package has them.
  const dashboardsOpen = usePackageOpens('dashboards');
  const { addToDashboard, dialog: addToDashboardDialog } = useAddToDashboard(
    entityType,
    reportItems,
    dashboardsOpen && variant !== 'empty',
    filterValues,
  );
  // What every export of this report covers (its filters, link and view token).
  const exportKind = reportExportKind(entityType, {
    comparison: variant === 'compare',
    benchmark: benchmarkId !== undefined,
  });
  const widgetFilters = filters.status === 'ready' ? filters.filters : null;
  const exportContext = useMemo<ExportScopeContext | null>(
    () =>
      widgetFilters && variant !== 'empty'
        ? exportScopeContext(widgetFilters, { viewToken, reportType: exportKind.reportType })
        : null,
    [widgetFilters, variant, viewToken, exportKind.reportType],
  );
  const exportHost = useWidgetExportHost(exportContext);
  const exportLimit = useExportLimit();
  // The widgets' sorts, type filters, metric, view and interval are the user's, kept on the server.
  const { current: currentSettings, save: saveSettings } = useSavedSettings();
  // Persisted settings keys: the brand whose report was opened last.
  const openedBrand =
    entityType === 'brand' && variant === 'common' && items.length === 1 && items[0]?.kind === 'single'
      ? items[0].id
      : undefined;
  useEffect(() => {
    if (openedBrand !== undefined && currentSettings().recentBrand !== openedBrand)
      void saveSettings({ recentBrand: openedBrand });
  }, [openedBrand, currentSettings, saveSettings]);
  const savedChoices = useMemo(
    () => widgetChoicesHost(currentSettings, (patch) => void saveSettings(patch)),
    [currentSettings, saveSettings],
  );
  const reportContext = useMemo<WidgetReportContextValue>(
    () => ({
      viewToken,
      upgrade,
      skip,
      addToDashboard,
      exports: exportHost,
      savedChoices,
      changeCountry: (code) => changeFilter.current('country', code),
    }),
    [viewToken, upgrade, skip, addToDashboard, exportHost, savedChoices],
  );

  // Widgets that need the token are left out when it cannot be had for a reason other than a limit.
  const tokenFailed = failure?.kind === 'failed';
  const plan = useMemo(
    () => reportWidgetPlan(entityType, reportItems, { widget: search.widget, entityId: search.entityId }, tokenFailed),
    [entityType, reportItems, search.widget, search.entityId, tokenFailed],
  );
  const { definitions, fullscreen, items: fullscreenItems } = plan;
  const tokenWidgetsInput: ReportWidgetsInput | null =
    filters.status === 'ready' ? { definitions, items: fullscreenItems, filters: filters.filters, fullscreen } : null;
  useLayoutEffect(() => {
    tokenWidgets.current = tokenWidgetsInput;
  });
  const blockedByLimit =
    failure?.kind === 'view-limit' || failure?.kind === 'trial-limit' || exportLimit.limit !== null;
  const showWidgets = filters.status === 'ready' && !blockedByLimit && reportItems.length > 0;
  const expected = showWidgets ? (fullscreen ? [fullscreen] : definitions.map((definition) => definition.type)) : [];
  // The chosen filters, not the URL's: writing the defaults into the URL is the same report.
  const reportKey = `${pathname}:${JSON.stringify(filterValues)}:${fullscreen ?? ''}:${reloadNonce}`;
  const decided =
    variant === 'empty' ||
    filters.status === 'unavailable' ||
    failure?.kind === 'view-limit' ||
    (filters.status === 'ready' && settled);
  const { ready, onStatusChange } = usePageReady(reportKey, expected, decided);
  const rootRef = usePageReadyFlag(ready);
  usePageErrorAnalytics(reportKey, failure ? (failure.kind === 'failed' ? 'view-token-failed' : failure.kind) : null);
  const trackAction = useTrackAction();

  const goTo = (nextItems: readonly ReportItem[], compare: boolean) => {
    const query = reportQuery({ ...filterSearch(search), category: compare ? search.category : undefined });
    void router.navigate({ href: `${reportPath(entityType, nextItems, compare)}${query}` });
  };
  // Adding to or removing from an opened bookmark edits what it holds: the report is no longer the bookmark.
  const shownItems = saved.items;
  const canAdd =
    variant === 'empty' ||
    (hasCompareVariant(entityType) && !campaignDetail && shownItems.length < maxItems(entityType));
  const onAdd = (entity: EntitySummary) => {
    const added: ReportItem = { kind: 'single', id: entity.id };
    if (shownItems.some((item) => sameItem(item, added))) return;
    const next = [...shownItems, added];
    goTo(next, next.length > 1 || benchmarkId !== undefined);
  };
  // A benchmark lives in `category` on the compare variant, one item included.
  const setBenchmark = (categoryId: number | undefined) => {
    const query = reportQuery({ ...filterSearch(search), category: categoryId });
    const compare = categoryId !== undefined || shownItems.length > 1;
    void router.navigate({ href: `${reportPath(entityType, shownItems, compare)}${query}` });
  };
  const onRemove =
    shownItems.length > 1 || benchmarkId !== undefined
      ? (card: { item: ReportItem | null }) => {
          // The benchmark card's item is null: removing it drops the benchmark.
          if (!card.item) return setBenchmark(undefined);
          const next = shownItems.filter((item) => !card.item || !sameItem(item, card.item));
          goTo(next, variant === 'compare' && (next.length > 1 || benchmarkId !== undefined));
        }
      : undefined;
  // Grouping, renaming and ungrouping rewrite the items; a benchmark keeps the comparison.
  const editable = variant !== 'empty' && !campaignDetail;
  const onItemsChange = editable
    ? (next: ReportItem[]) =>
        goTo(next, hasCompareVariant(entityType) && (next.length > 1 || benchmarkId !== undefined))
    : undefined;
  const onBenchmark =
    editable && benchmarkControl(entityType) ? (categoryId: number) => setBenchmark(categoryId) : undefined;

  const toggleFullscreen = (type: string, on: boolean) => {
    if (on) {
      sessionStorage.setItem(FULLSCREEN_RETURN_KEY, href);
      void trackFullscreen(trackAction, type).then(() =>
        navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, widget: type }) }),
      );
      return;
    }
    const back = sessionStorage.getItem(FULLSCREEN_RETURN_KEY);
    sessionStorage.removeItem(FULLSCREEN_RETURN_KEY);
    if (back) void router.navigate({ href: back });
    else
      void navigate({
        to: '.',
        search: (previous: ReportSearch) => ({ ...previous, widget: undefined }),
        replace: true,
      });
  };

  // A bookmark opened with its saved filters says so, and offers the viewer's own.
  const [ownFilters, setOwnFilters] = useState(false);
  const openedFavorite = items.length === 1 && saved.favorites.length === 1 ? saved.favorites[0]! : null;
  const savedParams = openedFavorite?.details.params;
  const showsSavedFilters =
    !ownFilters &&
    savedParams != null &&
    filterValues !== null &&
    Object.keys(savedParams).length > 0 &&
    Object.entries(savedParams).every(([key, value]) => filterValues[key as keyof ReportFilterValues] === value);
  const useOwnFilters = () => {
    setOwnFilters(true);
    void navigate({
      to: '.',
      search: (previous: ReportSearch) => ({
        ...previous,
        ...Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, undefined])),
      }),
    });
  };
  const reportTitle = cards.map((card) => card.title).join(variant === 'compare' ? ' vs ' : ', ');
  const reportExport = useReportExport({
    title: reportTitle,
    widgets: definitions.map((definition) => ({
      definition,
      items: fullscreenItems,
      options: definition.defaultOptions,
    })),
    filters: widgetFilters ?? {},
    context: exportContext,
    type: exportKind.type,
    pdfRoot: rootRef,
    onExport: (format) => void trackAction('Report Export', format === 'XLSX' ? 'Excel' : 'PDF'),
  });

  const options = filters.status === 'ready' ? filters.options : null;
  const selectableChannels = options?.channels.filter(isSelectableOption) ?? [];
  return (
    <div ref={rootRef} data-report-type={entityType}>
      {campaignDetail && <CampaignBackButton />}
      {/* The PDF's first page: the report's title, items and filters. */}
      <div data-pdf-section={fullscreen ? undefined : ''}>
        {!fullscreen && (
          <ReportHeading
            entityType={entityType}
            cards={cards}
            comparison={variant === 'compare'}
            onAdd={canAdd ? onAdd : undefined}
            onRemove={onRemove}
            onItemsChange={onItemsChange}
            onBenchmark={onBenchmark}
            benchmarkId={benchmarkId}
            actions={
              variant !== 'empty' ? (
                <>
                  {reportExport && <ReportExportMenu {...reportExport} />}
                  {!campaignDetail && (
                    <BookmarkButton view={viewRequest} opened={saved.favorites} title={reportTitle} />
                  )}
                </>
              ) : undefined
            }
          />
        )}
        {variant === 'empty' && entityType === 'category' && <BrowseCategoriesLink search={search} />}
        {variant === 'empty' && entityType === 'brand' && <RecentBrandLink search={search} />}
        {showsSavedFilters && openedFavorite && !fullscreen && (
          <SavedFiltersNotice favorite={openedFavorite} onUseCurrent={useOwnFilters} />
        )}
        {variant !== 'empty' && filters.status === 'ready' && filters.options && !fullscreen && (
          <ReportFilterBar
            values={filters.values}
            options={filters.options}
            onChange={change}
            viewToken={token.status === 'ready' ? token.token : null}
          />
        )}
        {publisherSlice.status === 'ready' && !fullscreen && (
          <PublisherSliceNotice title={publisherSlice.publisher.title} />
        )}
        {variant !== 'empty' && entityType === 'brand' && filters.status === 'ready' && !fullscreen && (
          <BrandHierarchyNote subBrands={filters.filters.subBrands !== false} />
        )}
        {variant !== 'empty' && filters.status === 'ready' && !fullscreen && singleItem && (
          <NoDataFilterNotice
            item={singleItem}
            filters={filters.filters}
            onCountry={(code) => change('country', code)}
            onChannel={(value) => change('channel', value)}
          />
        )}
      </div>
      {/* Demo presets: an empty report offers examples below its search. */}
      {variant === 'empty' && <DemoPresetList page={entityType} />}
      {filters.status === 'unavailable' && (
        <BlankPlaceholder
          channelAvailable={filters.channelAvailable}
          periodAvailable={filters.periodAvailable}
          // inside an integration the no-channel box offers the upgrade.
          upgrade={
            runtime.config.integration !== 'none' && filters.lockedChannels > 0
              ? {
                  entity: cards.find((card) => !card.benchmark)?.title ?? entityType,
                  channels: filters.lockedChannels,
                  onUpgrade: upgrade.onAction,
                }
              : undefined
          }
          homeHref="/ad-intelligence"
          onGoHome={() => void navigate({ to: '/ad-intelligence' })}
        />
      )}
      {failure?.kind === 'view-limit' && (
        <LimitNotice
          reached={{ feature: 'REPORT_VIEWS', interval: failure.interval, limit: failure.limit }}
          path={pathname}
          onBack={() => void navigate({ href: withReload(href) })}
        />
      )}
      <ExportLimitPage />
      {failure?.kind === 'failed' && (
        <p role="status">Some widgets of this report could not be loaded. Please try again later.</p>
      )}
      {showWidgets && (
        <WidgetReportContext value={reportContext}>
          <EntityLinkContext value={entityLinks}>
            <ReportWidgets
              definitions={definitions}
              items={fullscreenItems}
              filters={filters.filters}
              fullscreen={fullscreen}
              onFullscreenChange={toggleFullscreen}
              onStatusChange={onStatusChange}
            />
          </EntityLinkContext>
        </WidgetReportContext>
      )}
      {upgradeDialog}
      {addToDashboardDialog}
      <TrialSearchLimitDialog
        open={failure?.kind === 'trial-limit'}
        countries={(options?.countries ?? []).filter(isSelectableOption)}
        channel={selectableChannels.length === 1 ? selectableChannels[0]!.title : undefined}
        onConfirm={() => {
          // Report load, 402: reload the session, then the report — under the current
          // package: a channel or country outside it (the refused premium search) gives way to the
          // package's defaults, or the reload would be refused again.
          void queryClient.invalidateQueries({ queryKey: adlensKeys.sessionUser() });
          refetchData();
          const outside = premiumFilters(filterValues, options);
          if (outside.length > 0) {
            void navigate({
              to: '.',
              search: (previous: ReportSearch) => ({
                ...previous,
                ...Object.fromEntries(outside.map((key) => [key, undefined])),
              }),
              replace: true,
            });
          }
          setReloadNonce((nonce) => nonce + 1);
        }}
      />
    </div>
  );
}
