import type { AdlensClient } from '@adlens/api-client';
import type {
  AgeGroup,
  BenchmarkedType,
  ChannelSelection,
  DatasetEntities,
  DatasetRequest,
  EntityType,
  ExportTable,
  Gender,
} from '@adlens/core';
import type { ComponentType } from 'react';
import type { ChartKind } from './chartKind.ts';
import type { WidgetBodyHeight } from './widgetBodyHeight.ts';
import type { TranslationKey } from '../i18n/translationKey.ts';
import { type TextTree, registerWidgetTexts } from '../i18n/createWidgetsI18n.ts';
import type { WidgetChoiceMapping } from './widgetSavedChoices.ts';

/** The filter state a widget is drawn for. */
export interface WidgetFilters {
  /** Channel type and device; all channels on all devices when omitted. */
  channel?: ChannelSelection;
  /** Two-letter country code. */
  country?: string;
  /** A period code (LAST_3_MONTHS…) or a custom `YYYYMMDD-YYYYMMDD` range. */
  period?: string;
  /** ISO currency code; USD when omitted. */
  currency?: string;
  /** The audience pages' demographic selection; everybody when omitted. */
  gender?: Gender;
  age?: AgeGroup;
  /**
   * Brand items: false counts each brand alone, without its sub-brands (the user's brand hierarchy
   * preference off); they are included when omitted.
   */
  subBrands?: boolean;
  /**
   * Campaign items: their figures on this publisher only (a campaign opened from a publisher's
   * report, docs/product/campaign-on-a-publisher.md); every publisher when omitted.
   */
  publisher?: { id: number; title: string };
}

/**
 * One compared unit of a report: a single entity or a group whose
 * ids are aggregated into one figure. A report shows one item, a comparison several; a benchmark
 * item ('(Avg)') sorts first.
 */
export interface WidgetItem {
  /** Stable within the report, e.g. '12' or 'Group 1:(12,40)'. */
  key: string;
  title: string;
  icon: string | null;
  entities: readonly DatasetEntities[];
  benchmark?: boolean;
  /**
   * A benchmark's report type: the API averages the category per advertiser at that type's intervals
   * and months (core BENCHMARK_PARAM). Advertiser when omitted.
   */
  benchmarkOf?: BenchmarkedType;
}

/**
 * The former name of `WidgetItem`, kept so hosts that import it keep compiling.
 * @deprecated Use `WidgetItem`; core's `ReportItem` is a different thing (a report's entity or group
 * as its address names it).
 */
export type ReportItem = WidgetItem;

export interface WidgetQueryInput<TOptions = undefined> {
  /** One item's entities: the request aggregates them (core reportDatasets.ts). */
  entities: readonly DatasetEntities[];
  filters: WidgetFilters;
  /** The widget's own choices (tab, sort, ad types, page…). */
  options: TOptions;
  /** Full screen shows more rows (top ads 1 row → 4, top campaigns 5 → 20). */
  fullscreen: boolean;
}

/** One item with its data, in report order. */
export interface WidgetItemData<TData> {
  item: WidgetItem;
  data: TData;
  /**
   * The item's place among the report's items (a benchmark first): its series colour, the same in
   * every widget even where another item has nothing to show.
   * Omitted, the item's place in `items`.
   */
  colorIndex?: number;
}

/**
 * A compared item with nothing to show in this widget:
 * the card says why above the chart (ComparisonGaps), and the widget keeps the item's place, column
 * or legend entry, marked as having no data.
 */
export interface MissingItem {
  item: WidgetItem;
  /** The item's place among the report's items, as `WidgetItemData.colorIndex`. */
  colorIndex: number;
}

export interface WidgetViewProps<TData, TOptions = undefined> {
  /** The items that have data (empty ones are left out; the card is empty when none has). */
  items: readonly WidgetItemData<TData>[];
  /** Compared items without data for these filters, in report order; empty outside comparisons. */
  missing: readonly MissingItem[];
  filters: WidgetFilters;
  options: TOptions;
  onOptionsChange(options: TOptions): void;
  fullscreen: boolean;
  /** Level for headings inside the widget: one below the card's title. */
  headingLevel: 3 | 4;
}

/** Controls shown in the card header in every state (tabs, sort, ad-type filter, search). */
export interface WidgetControlsProps<TOptions> {
  options: TOptions;
  onOptionsChange(options: TOptions): void;
  fullscreen: boolean;
  /** The items the widget shows (those its dataset answers for), so controls can ask about them. */
  items: readonly WidgetItem[];
  /** The report's filter state, so controls can fit the channel or ask filter datasets. */
  filters: WidgetFilters;
}

export interface WidgetSkeletonProps {
  /** How many items are loading, so a comparison's skeleton has as many columns. */
  entityCount: number;
}

/** Grid units of a dashboard (columns × rows). */
export interface DashboardSize {
  w: number;
  h: number;
}

/** How the widget fetches: a plain dataset, or one that needs the report view token. */
export interface WidgetFetchContext {
  client: AdlensClient;
  /** The report's view token; widgets with `needsViewToken` wait until there is one. */
  viewToken: string | undefined;
  signal: AbortSignal;
}

/**
 * Everything about one widget type, declared once: report pages, dashboards, the
 * sneak-peek preview, exports and Storybook all read this instead of knowing widgets one by one.
 */
export interface WidgetDefinition<TType extends string, TData, TRow, TOptions = undefined> {
  type: TType;
  titleKey: TranslationKey;
  helpKey?: TranslationKey;
  /** The dataset behind the widget (`GET datasets/{name}`). */
  dataset: string;
  /** Entity types the widget can show; the first one names the sub-header by default. */
  entityTypes: readonly [EntityType, ...EntityType[]];
  /** Report datasets (top ads, month over month, channel share) are read with the report's view token. */
  needsViewToken?: boolean;
  /** The data has no channel or device (audience panels): the sub-header names the entity type only. */
  channelFree?: boolean;
  /** The widget's own choices before the user changes any. */
  defaultOptions: TOptions;
  /** The query builder: a DatasetRequest for one item from its entities, the filters and options. */
  buildRequest(input: WidgetQueryInput<TOptions>): DatasetRequest;
  /** True when an item's data is too thin to draw; the card is empty when every item is. */
  isEmpty(data: TData): boolean;
  /** The presentational view of successful responses, one per item. */
  component: ComponentType<WidgetViewProps<TData, TOptions>>;
  controls?: ComponentType<WidgetControlsProps<TOptions>>;
  skeleton: ComponentType<WidgetSkeletonProps>;
  /**
   * The card body's least height (px) in every state — loading, empty, error and each of its views —
   * for a widget whose views differ in height, so switching between them never moves the page.
   */
  bodyMinHeight?: WidgetBodyHeight;
  texts: {
    empty: TranslationKey;
    emptyHint: TranslationKey;
    error: TranslationKey;
    /**
     * The one line a card shows instead of a report's industry benchmark it cannot draw, saying why.
     * Given, the widget leaves the benchmark out even if its dataset reads categories; a widget that
     * reads no categories says `widget.noBenchmark` without one.
     */
    noBenchmark?: TranslationKey;
  };
  chartKind: ChartKind | 'table' | 'gallery' | 'header';
  /**
   * A new dashboard tile's size, in grid units (12 columns, rows of 40 px with 16 px gaps): also the
   * smallest that shows the widget whole, so the grid refuses resizing below it.
   */
  defaultSize: DashboardSize;
  /**
   * The widget's table for 'Copy data' and the server's Excel and TSV: core's DATASET_EXPORT_TABLES
   * entry of its dataset, so the card and the files have the same columns.
   */
  exportTable: ExportTable<TData, TRow>;
  /** The ads the widget shows, for its creatives downloads. */
  exportCreativeIds?(items: readonly WidgetItemData<TData>[]): number[];
  /**
   * Texts only this widget family uses, registered when the definition loads (registerWidgetTexts):
   * they travel with the widget's code instead of with every page.
   */
  textBundle?: TextTree;
  /**
   * Which of the widget's options the user keeps from report to report (its
   * persisted settings keys); the host stores them (WidgetReportContext.savedChoices).
   */
  savedChoices?: WidgetChoiceMapping<TOptions>;
}

/**
 * Declares a widget type: lets TypeScript infer and check the parts, and registers the widget's own
 * texts (textBundle).
 *
 * Marked free of side effects for bundlers: a definition nobody uses is dropped with its view, its
 * chart and the chart's ECharts modules (one widget costs what it draws). Its texts are
 * needed only where the definition is used, as the chart modules are (`chartModules.ts`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineWidget<const TType extends string, TData, TRow, TOptions = undefined>(
  definition: WidgetDefinition<TType, TData, TRow, TOptions>,
): WidgetDefinition<TType, TData, TRow, TOptions> {
  if (definition.textBundle) registerWidgetTexts(definition.textBundle);
  return definition;
}

/** Fetches one item's data for a definition: the dataset, with the view token when it needs one. */
export function fetchWidgetData<TData>(
  definition: { dataset: string; needsViewToken?: boolean },
  request: DatasetRequest,
  { client, viewToken, signal }: WidgetFetchContext,
): Promise<TData> {
  if (!definition.needsViewToken) return client.getDataset<TData>(definition.dataset, request, { signal });
  // A report request without a view token is an error, not an anonymous read.
  if (!viewToken) return Promise.reject(new Error('Report view token is not defined'));
  return client.getReportDataset<TData>(definition.dataset, request, viewToken, { signal });
}
