import { API_ERROR_CODES, DEFAULT_CURRENCY, type DateRange, exportFileName, toIsoDate } from '@adlens/core';
import { isApiError } from '@adlens/api-client';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, memo, useEffect, useMemo, useRef, useState } from 'react';
import { useAdlensClient } from '../provider/useAdlensClient.ts';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { WidgetCard, type WidgetHeadingLevel } from '../WidgetCard/WidgetCard.tsx';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';
import type { WidgetStatus } from '../WidgetCard/widgetStatus.ts';
import { type WidgetSubheader, widgetSubheaderText } from '../WidgetCard/widgetSubheaderText.ts';
import { useChannelSetNames } from '../provider/ChannelSetContext.ts';
import { AddToDashboardButton } from './AddToDashboardButton.tsx';
import { CopyDataButton } from './CopyDataButton.tsx';
import { copyDataText, currencyOfItems, toTsv, widgetTable } from './toTsv.ts';
import { WidgetExportMenu } from '../exports/WidgetExportMenu.tsx';
import { copyImageToClipboard } from '../imageExport/copyImageToClipboard.ts';
import { type ImageExport, useImageExport } from '../imageExport/useImageExport.ts';
import { downloadBlob } from '../ui/downloadBlob.ts';
import { widgetExportSheets } from '../exports/widgetExportSheets.ts';
import {
  type MissingItem,
  type WidgetItem,
  type WidgetDefinition,
  type WidgetFilters,
  type WidgetItemData,
} from '../contract/widgetDefinition.ts';
import { combineWidgetStatus } from './combineWidgetStatus.ts';
import { type ComparisonGap, ComparisonGaps } from './ComparisonGaps.tsx';
import { packageLimitRestriction } from '../contract/packageLimitRestriction.ts';
import { useWidgetReportContext } from '../contract/WidgetReportContext.ts';
import { useWidgetViewToken } from './useWidgetViewToken.ts';
import { BenchmarkNote } from './BenchmarkNote.tsx';
import { type AnyWidgetDefinition, benchmarkNote, widgetAnswersFor, widgetQuery } from '../contract/widgetQuery.ts';
import { type WidgetChoicesHost, sameChoices } from '../contract/widgetSavedChoices.ts';
import type { WidgetExportHost } from '../contract/WidgetExportHost.ts';

export interface DatasetWidgetProps<TType extends string, TData, TRow, TOptions> {
  definition: WidgetDefinition<TType, TData, TRow, TOptions>;
  /** The report's items: one, or several compared side by side. */
  items: readonly WidgetItem[];
  filters: WidgetFilters;
  headingLevel?: WidgetHeadingLevel;
  fullscreen?: boolean;
  /** Offers the full-screen toggle when given (the host keeps `widget=` in the URL). */
  onFullscreenChange?: (fullscreen: boolean) => void;
  /** Told every status change, so the page knows when it is ready. */
  onStatusChange?: (type: TType, status: WidgetStatus) => void;
  /**
   * The plan does not include the widget: nothing is fetched and the card shows
   * the lock, the message and the action over the dimmed skeleton.
   */
  restriction?: WidgetRestriction;
  /** A title of the host's instead of the definition's (a dashboard widget the user renamed). */
  title?: string;
  /** The widget's own choices to start from instead of the definition's (a saved dashboard widget). */
  initialOptions?: TOptions;
  /** The host's controls for the card itself, beside its actions (a dashboard widget's menu). */
  menu?: ReactNode;
  /** The card fills its host's box and its chart grows with it (a dashboard tile; WidgetCard `fill`). */
  fill?: boolean;
}

function DatasetWidgetCard<TType extends string, TData, TRow, TOptions>({
  definition,
  items: reportItems,
  filters,
  headingLevel = 2,
  fullscreen = false,
  onFullscreenChange,
  onStatusChange,
  restriction: planRestriction,
  title: customTitle,
  initialOptions,
  menu,
  fill = false,
}: DatasetWidgetProps<TType, TData, TRow, TOptions>) {
  const report = useWidgetReportContext();
  const { addToDashboard, exports, changeCountry, savedChoices } = report;
  const { t, language } = useAdlensTranslation();
  const channelSet = useChannelSetNames();
  const [options, setOptions] = useWidgetOptions(definition, initialOptions, savedChoices);
  const { items, noBenchmark, queries, restriction, status, refreshing, retry } = useWidgetQueries(
    definition,
    reportItems,
    filters,
    options,
    fullscreen,
    planRestriction,
  );
  const { type } = definition;
  useEffect(() => {
    onStatusChange?.(type, refreshing ? 'loading' : status);
  }, [onStatusChange, type, status, refreshing]);

  const loaded = useLoadedItems(
    items,
    queries.map((query) => query.data),
    definition.isEmpty,
    reportItems,
  );
  const withoutData = itemsWithoutData(items, queries, definition.isEmpty);
  // A comparison keeps every member: one with nothing to show gets a line saying why.
  const gaps = items.filter((item) => !item.benchmark).length > 1 ? withoutData : [];
  const missing = useMissingItems(items, gaps.map((gap) => gap.item.key).join(','), reportItems);
  const title = customTitle ?? t(definition.titleKey);
  // 'Copy data' and the report PDF write the same table.
  const tableContext = { currency: currencyOfItems(loaded, filters.currency ?? DEFAULT_CURRENCY), language };
  const gapTitles = gaps.map((gap) => gap.item.title);
  // The card pictures itself for the JPG export and the clipboard.
  const image = useImageExport();
  const subheader = cardSubheader(definition, items, filters, loaded[0]?.data);
  const View = definition.component;
  const Skeleton = definition.skeleton;
  const Controls = definition.controls;
  const controlsProps = { options, onOptionsChange: setOptions, fullscreen, items, filters };
  return (
    <WidgetCard
      title={title}
      headingLevel={headingLevel}
      help={definition.helpKey && t(definition.helpKey)}
      subheader={subheader}
      status={status}
      skeleton={<Skeleton entityCount={Math.max(items.length, 1)} />}
      onRetry={retry}
      emptyReason={
        // An empty card says which items have no data and where they have some.
        status === 'empty' &&
        !restriction && <ComparisonGaps gaps={withoutData} filters={filters} onCountryChange={changeCountry} />
      }
      emptyText={t(definition.texts.empty)}
      emptyHint={t(definition.texts.emptyHint)}
      errorText={t(definition.texts.error, { title })}
      fullscreen={fullscreen}
      onFullscreenChange={onFullscreenChange}
      actions={widgetActions(
        status,
        fullscreen,
        title,
        exports,
        addToDashboard && (() => addToDashboard({ type, options })),
        () => exportMenuParts(definition, title, items, filters, options, loaded, image),
        () =>
          copyDataText(
            [title, widgetSubheaderText(t, subheader, channelSet)],
            toTsv(definition.exportTable, loaded, tableContext, gapTitles),
          ),
      )}
      menu={menu}
      fill={fill}
      bodyMinHeight={definition.bodyMinHeight}
      restriction={restriction}
      table={() => widgetTable(definition.exportTable, loaded, tableContext, gapTitles)}
      imageExport={
        exports
          ? { ref: image.ref, capturing: image.capturing, entities: items.map((item) => item.title), filters }
          : undefined
      }
      controls={Controls && <Controls {...controlsProps} />}
    >
      {status === 'success' && noBenchmark && <BenchmarkNote>{t(noBenchmark)}</BenchmarkNote>}
      {status === 'success' && gaps.length > 0 && (
        <ComparisonGaps gaps={gaps} filters={filters} onCountryChange={changeCountry} />
      )}
      {status === 'success' && (
        <View
          items={loaded}
          missing={missing}
          filters={filters}
          options={options}
          onOptionsChange={setOptions}
          fullscreen={fullscreen}
          headingLevel={headingLevel === 2 ? 3 : 4}
        />
      )}
    </WidgetCard>
  );
}

/** The card's sub-header: the report's entity type, its filters and what the first answer covered. */
function cardSubheader(
  definition: Pick<AnyWidgetDefinition, 'entityTypes' | 'channelFree'>,
  items: readonly WidgetItem[],
  filters: WidgetFilters,
  firstData: unknown,
): WidgetSubheader {
  return {
    // The report's own type, not the benchmark's (which sorts first).
    entityType:
      items.find((item) => !item.benchmark)?.entities[0]?.entityType ??
      items[0]?.entities[0]?.entityType ??
      definition.entityTypes[0],
    channel: definition.channelFree ? null : filters.channel,
    period: filters.period,
    country: filters.country,
    ...(filters.publisher && { publisher: filters.publisher.title }),
    ...answeredContext(firstData),
  };
}

/** The report's items whose answer has nothing to show here, with the days it covered. */
function itemsWithoutData<TData>(
  items: readonly WidgetItem[],
  queries: readonly { data: TData | undefined }[],
  isEmpty: (data: TData) => boolean,
): ComparisonGap[] {
  return items.flatMap((item, index) => {
    const data = queries[index]?.data;
    if (item.benchmark || data === undefined || !isEmpty(data)) return [];
    return [{ item, dates: answeredContext(data).dates }];
  });
}

/**
 * The widget's data: the report items its dataset answers for, their queries (with the report's view
 * token, or the widget's own), and the card's status and restriction from them.
 */
function useWidgetQueries<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  reportItems: readonly WidgetItem[],
  filters: WidgetFilters,
  options: TOptions,
  fullscreen: boolean,
  planRestriction: WidgetRestriction | undefined,
) {
  const client = useAdlensClient();
  const report = useWidgetReportContext();
  const { upgrade } = report;
  // The widgets that can benchmark show a category benchmark; the others leave it out and say why.
  const items = reportItems.filter((item) => widgetAnswersFor(definition, item));
  const noBenchmark = benchmarkNote(definition, reportItems);
  // A report page that names `viewToken` in its context (undefined while its own loads)
  // hands every widget the report's token; anywhere else a widget that needs one asks for its own.
  const ownToken = useWidgetViewToken(items, filters, {
    enabled: Boolean(definition.needsViewToken) && !('viewToken' in report) && !planRestriction && items.length > 0,
  });
  const viewToken = 'viewToken' in report ? report.viewToken : ownToken.token;
  // Why the token the widget waits for could not be had: the host's, or its own.
  const hostFailure = 'viewToken' in report && definition.needsViewToken ? report.viewTokenFailure : undefined;
  const tokenError = hostFailure ? hostFailure.error : ownToken.error;
  const queries = useQueries({
    queries: items.map((item) => ({
      ...widgetQuery(definition, { item, filters, options, fullscreen }, { client, viewToken }),
      // A restricted widget asks for nothing: the plan does not include its data.
      enabled: !planRestriction && (!definition.needsViewToken || viewToken !== undefined),
      // Paging or sorting keeps the current rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
    })),
  });
  // Data the server refused as beyond the package is a restriction too, not an error to retry.
  const restriction =
    planRestriction ?? packageLimitRestriction([tokenError, ...queries.map((query) => query.error)], upgrade);
  useAskAgainWhenTokenArrives(viewToken, queries);
  // A restricted widget has nothing to load: it counts as settled and empty for the page's readiness.
  // Nothing to ask (no item this dataset answers for) is an empty widget, not one loading forever.
  // A view token that could not be had fails the widget: its queries would wait for it forever.
  const status: WidgetStatus =
    restriction || items.length === 0
      ? 'empty'
      : tokenError
        ? 'error'
        : combineWidgetStatus(queries, definition.isEmpty);
  // While new filters load, the previous figures stay on screen, but the page is not ready yet.
  const refreshing = queries.some((query) => query.isPlaceholderData);
  const retry = () => {
    if (hostFailure) hostFailure.retry();
    else if (ownToken.error) ownToken.retry();
    queries.forEach((query) => query.isError && void query.refetch());
  };
  return { items, noBenchmark, queries, restriction, status, refreshing, retry };
}

/**
 * The widget's own choices (tab, sort, metric…). A report's widget starts from the user's saved
 * choices of its type, and saves each change of them; a saved dashboard widget starts from its own
 * options (`initialOptions`).
 */
function useWidgetOptions<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  initialOptions: TOptions | undefined,
  savedChoices: WidgetChoicesHost | undefined,
): [TOptions, (next: TOptions) => void] {
  const mapping = initialOptions === undefined && savedChoices ? definition.savedChoices : undefined;
  const [options, setOptionsState] = useState<TOptions>(
    () =>
      initialOptions ??
      (mapping && savedChoices
        ? mapping.apply(definition.defaultOptions, savedChoices.read(definition.type))
        : definition.defaultOptions),
  );
  const setOptions = (next: TOptions) => {
    if (mapping && savedChoices && !sameChoices(mapping.read(options), mapping.read(next)))
      savedChoices.save(definition.type, mapping.read(next));
    setOptionsState(next);
  };
  return [options, setOptions];
}

/**
 * A trial's premium search opens data beyond the package once the report's view token has counted
 * it: an answer refused before the token came is asked again, so every widget shows what the search
 * paid for, not a lock until a reload. Armed by a token that arrives while the card is shown (not one
 * it started with): each refused item is then asked once more (a refusal the token does not lift
 * stays).
 */
function useAskAgainWhenTokenArrives(
  viewToken: string | undefined,
  queries: readonly { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> }[],
): void {
  const askedAgain = useRef<{ token: string | undefined; armed: boolean; items: Set<number> }>({
    token: viewToken,
    armed: false,
    items: new Set(),
  });
  useEffect(() => {
    if (viewToken !== askedAgain.current.token)
      askedAgain.current = { token: viewToken, armed: true, items: new Set() };
    if (viewToken === undefined || !askedAgain.current.armed) return;
    queries.forEach((query, index) => {
      const refused = isApiError(query.error) && query.error.code === API_ERROR_CODES.packageLimitExceeded;
      if (!refused || askedAgain.current.items.has(index) || query.isFetching) return;
      askedAgain.current.items.add(index);
      void query.refetch();
    });
  }, [viewToken, queries]);
}

/** What the card's export menu needs beyond the host and the title. */
type ExportMenuParts = Omit<ComponentProps<typeof WidgetExportMenu>, 'host' | 'title'>;

/** The export menu's files: the widget's sheets, its picture and the ads it shows. */
function exportMenuParts<TType extends string, TData, TRow, TOptions>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
  title: string,
  items: readonly WidgetItem[],
  filters: WidgetFilters,
  options: TOptions,
  loaded: readonly WidgetItemData<TData>[],
  image: ImageExport,
): ExportMenuParts {
  const imageFileName = () =>
    `${exportFileName([title, ...items.map((item) => item.title)].join(' '), toIsoDate(new Date()))}.jpg`;
  return {
    widgetType: definition.type,
    fileName: [title, ...items.filter((item) => !item.benchmark).map((item) => item.title)].join(' '),
    comparison: items.filter((item) => !item.benchmark).length > 1,
    sheets: () => widgetExportSheets(definition, { title, items, filters, options }),
    saveImage: async () => downloadBlob(await image.capture(), imageFileName()),
    copyImage: () => copyImageToClipboard(image.capture()),
    creativeIds: definition.exportCreativeIds && (() => definition.exportCreativeIds?.(loaded) ?? []),
  };
}

/**
 * The card's actions: the export menu and 'Copy data' once it shows data, 'Add to dashboard' where
 * the host offers it. Nothing at all when there is no action, so the card leaves out the actions area.
 */
function widgetActions(
  status: WidgetStatus,
  fullscreen: boolean,
  title: string,
  exports: WidgetExportHost | undefined,
  addToDashboard: (() => void) | undefined,
  exportMenu: () => ExportMenuParts,
  copyText: () => string,
): ReactNode {
  if (status !== 'success' && !(addToDashboard && !fullscreen)) return false;
  return (
    <>
      {status === 'success' && exports && <WidgetExportMenu host={exports} title={title} {...exportMenu()} />}
      {status === 'success' && <CopyDataButton title={title} text={copyText} />}
      {addToDashboard && !fullscreen && <AddToDashboardButton title={title} onAdd={addToDashboard} />}
    </>
  );
}

/**
 * The days and currency a dataset answered for (every report dataset states its `period` and
 * `currency`): the card's sub-header names them, so its figures say what they count.
 */
function answeredContext(data: unknown): { dates?: DateRange; currency?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const { period, currency } = data as { period?: unknown; currency?: unknown };
  const dates =
    typeof period === 'object' && period !== null && 'start' in period && 'end' in period
      ? { start: String(period.start), end: String(period.end) }
      : undefined;
  return { ...(dates && { dates }), ...(typeof currency === 'string' && { currency }) };
}

/** A name for each data object the cache hands out, so a memo can tell new data from the same. */
const dataIds = new WeakMap<object, number>();
let lastDataId = 0;
function identityOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  let id = dataIds.get(value);
  if (id === undefined) {
    lastDataId += 1;
    id = lastDataId;
    dataIds.set(value, id);
  }
  return `#${id}`;
}

/**
 * The items with data to show, the same array for as long as the items and their data are the same:
 * the views memoise their charts on it, and a chart given a new option draws itself again.
 */
const NO_MISSING_ITEMS: readonly MissingItem[] = [];

/** An item's place among the report's items: its colour and its place in a comparison. */
function placeInReport(reportItems: readonly WidgetItem[], item: WidgetItem): number {
  return Math.max(
    reportItems.findIndex((reported) => reported.key === item.key),
    0,
  );
}

/** The compared items without data (their keys joined), the same array while they stay the same. */
function useMissingItems(
  items: readonly WidgetItem[],
  gapKeys: string,
  reportItems: readonly WidgetItem[],
): readonly MissingItem[] {
  return useMemo(
    () =>
      gapKeys === ''
        ? NO_MISSING_ITEMS
        : items
            .filter((item) => gapKeys.split(',').includes(item.key))
            .map((item) => ({ item, colorIndex: placeInReport(reportItems, item) })),
    [items, gapKeys, reportItems],
  );
}

function useLoadedItems<TData>(
  items: readonly WidgetItem[],
  raws: readonly (TData | undefined)[],
  isEmpty: (data: TData) => boolean,
  reportItems: readonly WidgetItem[],
): WidgetItemData<TData>[] {
  const key = `${JSON.stringify(items)}\n${raws.map(identityOf).join(',')}\n${reportItems.map((item) => item.key).join(',')}`;
  return useMemo(
    () => {
      const loaded: WidgetItemData<TData>[] = [];
      items.forEach((item, index) => {
        // A benchmark's figures come averaged per advertiser from the API (core BENCHMARK_PARAM).
        const data = raws[index];
        if (data !== undefined && !isEmpty(data))
          loaded.push({ item, data, colorIndex: placeInReport(reportItems, item) });
      });
      return loaded;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the items and each one's data
    [key, isEmpty],
  );
}

/**
 * A registered widget on live data: one request per report item built from the declaration, the card
 * state of them all, and the widget's own options (tabs, sort, paging). Every dataset widget is this
 * plus its declaration. It renders again only when its props change, so a report page re-rendering
 * (a filter written into the URL, the view token arriving) does not redraw every widget.
 */
export const DatasetWidget = memo(DatasetWidgetCard) as typeof DatasetWidgetCard;
