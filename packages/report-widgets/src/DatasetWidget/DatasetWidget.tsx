import { DEFAULT_CURRENCY, exportFileName, toIsoDate } from '@adlens/core';
import { type ComponentProps, type ReactNode, memo, useEffect } from 'react';
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
  type WidgetItem,
  type WidgetDefinition,
  type WidgetFilters,
  type WidgetItemData,
} from '../contract/widgetDefinition.ts';
import { type ComparisonGap, ComparisonGaps } from './ComparisonGaps.tsx';
import { useWidgetReportContext } from '../contract/WidgetReportContext.ts';
import { answeredContext } from './answeredContext.ts';
import { useLoadedItems } from './useLoadedItems.ts';
import { useMissingItems } from './useMissingItems.ts';
import { useWidgetOptions } from './useWidgetOptions.ts';
import { useWidgetQueries } from './useWidgetQueries.ts';
import { BenchmarkNote } from './BenchmarkNote.tsx';
import type { AnyWidgetDefinition } from '../contract/widgetQuery.ts';
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
 * A registered widget on live data: one request per report item built from the declaration, the card
 * state of them all, and the widget's own options (tabs, sort, paging). Every dataset widget is this
 * plus its declaration. It renders again only when its props change, so a report page re-rendering
 * (a filter written into the URL, the view token arriving) does not redraw every widget.
 */
export const DatasetWidget = memo(DatasetWidgetCard) as typeof DatasetWidgetCard;
