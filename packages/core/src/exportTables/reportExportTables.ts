import { DATA_CHANNELS, type DataChannel } from '../channel.ts';
import { ESTIMATED_EXPENDITURE_DATASET, combineEntityExpenditure } from '../datasets/estimatedExpenditure.ts';
import type { EstimatedExpenditureResponse } from '../datasets/estimatedExpenditure.ts';
import { entityDisplayName } from '../entityDisplayName.ts';
import {
  type AdPlacementsResponse,
  type AdTypesResponse,
  type BrandHeaderResponse,
  type CampaignHeaderResponse,
  type CampaignsResponse,
  type ChannelShareResponse,
  type CreativesResponse,
  type DistributionResponse,
  type KeywordsSummaryResponse,
  type MobilePlatformsResponse,
  type MonthOverMonthResponse,
  REPORT_DATASETS,
  type RankingMetric,
  type RankingResponse,
  type TransactionMethodsResponse,
  type TrendResponse,
} from '../datasets/reportDatasets.ts';
import {
  adPlacementName,
  adTypeName,
  buyingMethodName,
  channelName,
  deviceName,
  mobilePlatformName,
  monthName,
} from './codeNames.ts';
import type { ExportColumn } from './exportColumn.ts';
import { type ExportTable, defineExportTable, itemColumn } from './exportTable.ts';

/** Spend and impressions, the two figures nearly every table ends with. */
interface Figures {
  impressions: number;
  expenses: number;
}
const impressionsColumn = <TRow extends Figures>(title = 'Impressions'): ExportColumn<TRow> => ({
  id: 'impressions',
  title,
  kind: 'integer',
  value: (row) => row.impressions,
});
const spendColumn = <TRow extends Figures>(title = 'Spend'): ExportColumn<TRow> => ({
  id: 'expenses',
  title,
  kind: 'money',
  value: (row) => row.expenses,
});
const cpmOf = ({ expenses, impressions }: Figures): number | null =>
  impressions === 0 ? null : (expenses / impressions) * 1000;
const channelsText = (channels: readonly string[]) => channels.map(channelName).join(', ');

// --- Estimated expenditure -------------------------------------------------------------------------

export interface ExpenditureExportRow extends Figures {
  item: string;
  channel: string;
  cpm: number | null;
  expensesChange: number | null;
  impressionsChange: number | null;
}

/**
 * The card's headline first — 'All channels' with CPM and the change against the previous equally
 * long period — then one row per channel, largest spend first (the channel rows add up to it).
 */
export const estimatedExpenditureExport = /* @__PURE__ */ defineExportTable<
  EstimatedExpenditureResponse,
  ExpenditureExportRow
>({
  dataset: ESTIMATED_EXPENDITURE_DATASET,
  columns: [
    itemColumn(),
    { id: 'channel', title: 'Channel', kind: 'text', value: (row) => row.channel },
    spendColumn(),
    impressionsColumn(),
    { id: 'cpm', title: 'CPM', kind: 'money', value: (row) => row.cpm },
    {
      id: 'expensesChange',
      title: 'Spend change vs previous period',
      kind: 'percent',
      value: (row) => row.expensesChange,
    },
    {
      id: 'impressionsChange',
      title: 'Impressions change vs previous period',
      kind: 'percent',
      value: (row) => row.impressionsChange,
    },
  ],
  rows(data, item) {
    const total = combineEntityExpenditure(data.elements);
    if (!total) return [];
    return [
      {
        item,
        channel: channelName('ALL'),
        expenses: total.expenses,
        impressions: total.impressions,
        cpm: total.cpm,
        expensesChange: total.change.expenses,
        impressionsChange: total.change.impressions,
      },
      ...total.byChannel.map((row) => ({
        item,
        channel: channelName(row.channel),
        expenses: row.expenses,
        impressions: row.impressions,
        cpm: cpmOf(row),
        expensesChange: null,
        impressionsChange: null,
      })),
    ];
  },
});

// --- Distributions: ad types, placements, transaction methods, mobile platforms, channel share -----

export interface DistributionExportRow extends Figures {
  item: string;
  name: string;
  share: number | null;
}

function distributionExport<TData extends DistributionResponse>(
  dataset: string,
  nameTitle: string,
  nameOf: (code: string) => string,
): ExportTable<TData, DistributionExportRow> {
  return defineExportTable<TData, DistributionExportRow>({
    dataset,
    columns: [
      itemColumn(),
      { id: 'name', title: nameTitle, kind: 'text', value: (row) => row.name },
      { id: 'share', title: 'Share of impressions', kind: 'percent', value: (row) => row.share },
      impressionsColumn(),
      spendColumn(),
    ],
    rows: (data, item) =>
      data.items.map(({ code, share, impressions, expenses }) => ({
        item,
        name: nameOf(code),
        share,
        impressions,
        expenses,
      })),
  });
}

export const adTypesExport = /* @__PURE__ */ distributionExport<AdTypesResponse>(
  REPORT_DATASETS.adTypes,
  'Ad type',
  adTypeName,
);
export const adPlacementsExport = /* @__PURE__ */ distributionExport<AdPlacementsResponse>(
  REPORT_DATASETS.adPlacements,
  'Placement',
  adPlacementName,
);
export const mobilePlatformsExport = /* @__PURE__ */ distributionExport<MobilePlatformsResponse>(
  REPORT_DATASETS.mobilePlatforms,
  'Platform',
  mobilePlatformName,
);
export const channelShareExport = /* @__PURE__ */ distributionExport<ChannelShareResponse>(
  REPORT_DATASETS.channelShare,
  'Channel',
  channelName,
);

export interface TransactionMethodExportRow extends DistributionExportRow {
  channel: string;
}

/** Each method's row for all channels, then its details by channel (the widget's details view). */
export const transactionMethodsExport = /* @__PURE__ */ defineExportTable<
  TransactionMethodsResponse,
  TransactionMethodExportRow
>({
  dataset: REPORT_DATASETS.transactionMethods,
  columns: [
    itemColumn(),
    { id: 'name', title: 'Transaction method', kind: 'text', value: (row) => row.name },
    { id: 'channel', title: 'Channel', kind: 'text', value: (row) => row.channel },
    { id: 'share', title: 'Share of impressions', kind: 'percent', value: (row) => row.share },
    impressionsColumn(),
    spendColumn(),
  ],
  rows: (data, item) =>
    data.items.flatMap(({ code, share, impressions, expenses, byChannel }) => [
      { item, name: buyingMethodName(code), channel: channelName('ALL'), share, impressions, expenses },
      ...(byChannel ?? []).map((row) => ({
        item,
        name: buyingMethodName(code),
        channel: channelName(row.channel),
        share: data.total.impressions === 0 ? null : (row.impressions / data.total.impressions) * 100,
        impressions: row.impressions,
        expenses: row.expenses,
      })),
    ]),
});

// --- Rankings -------------------------------------------------------------------------------------

export interface RankingExportRow extends Figures {
  item: string;
  rank: number;
  name: string;
  share: number;
  change: number | null;
}

/** A ranking's columns: rank, share and change say the figure the list is ranked by, as the card's headers do. */
function rankingColumns(metric: RankingMetric): ExportColumn<RankingExportRow>[] {
  const figure =
    metric === 'expenses' ? { noun: 'spend', title: 'Spend' } : { noun: 'impressions', title: 'Impressions' };
  return [
    itemColumn(),
    { id: 'rank', title: `Rank by ${figure.noun}`, kind: 'integer', value: (row) => row.rank },
    { id: 'name', title: 'Name', kind: 'text', value: (row) => row.name },
    impressionsColumn(),
    spendColumn(),
    { id: 'share', title: `Share of ${figure.noun}`, kind: 'percent', value: (row) => row.share },
    { id: 'change', title: `${figure.title} change vs previous period`, kind: 'percent', value: (row) => row.change },
  ];
}

/**
 * One row per ranked entity of the page read, named with its suffix ('… (YT channel)'), with the
 * rank and share the API gave it in the whole list (a search or a later page keeps them).
 */
function rankingExport(dataset: string): ExportTable<RankingResponse, RankingExportRow> {
  return defineExportTable<RankingResponse, RankingExportRow>({
    dataset,
    columns: rankingColumns('impressions'),
    columnsFor: (data) => rankingColumns(data.metric),
    rows: (data, item) =>
      data.elements.map((row) => ({
        item,
        rank: row.rank,
        name: entityDisplayName(row.entity),
        impressions: row.impressions,
        expenses: row.expenses,
        share: row.share,
        change: row.change,
      })),
  });
}

export const topPublishersExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.topPublishers);
export const topAdvertisersExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.topAdvertisers);
export const youtubeChannelsExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.youtubeChannels);
export const topAppsExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.topApps);
export const categoryPublishersExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.categoryPublishers);
export const marketLeadersExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.marketLeaders);
export const startTopItemsExport = /* @__PURE__ */ rankingExport(REPORT_DATASETS.startTopItems);

// --- Top ads and campaigns -------------------------------------------------------------------------

export interface CreativeExportRow extends Figures {
  item: string;
  id: number;
  advertiser: string;
  type: string;
  size: string;
  channel: string;
  device: string;
  placement: string;
  firstSeen: string;
  lastSeen: string;
  campaign: string;
  landingPage: string;
}

export const creativesExport = /* @__PURE__ */ defineExportTable<CreativesResponse, CreativeExportRow>({
  dataset: REPORT_DATASETS.creatives,
  columns: [
    itemColumn(),
    { id: 'id', title: 'Ad ID', kind: 'text', value: (row) => String(row.id) },
    { id: 'advertiser', title: 'Advertiser', kind: 'text', value: (row) => row.advertiser },
    { id: 'type', title: 'Ad type', kind: 'text', value: (row) => row.type },
    { id: 'size', title: 'Size (px)', kind: 'text', value: (row) => row.size },
    { id: 'channel', title: 'Channel', kind: 'text', value: (row) => row.channel },
    { id: 'device', title: 'Device', kind: 'text', value: (row) => row.device },
    { id: 'placement', title: 'Placement', kind: 'text', value: (row) => row.placement },
    { id: 'firstSeen', title: 'First seen', kind: 'date', value: (row) => row.firstSeen },
    { id: 'lastSeen', title: 'Last seen', kind: 'date', value: (row) => row.lastSeen },
    impressionsColumn(),
    spendColumn(),
    { id: 'campaign', title: 'Campaign', kind: 'text', value: (row) => row.campaign },
    { id: 'landingPage', title: 'Landing page', kind: 'text', value: (row) => row.landingPage },
  ],
  rows: (data, item) =>
    data.creatives.elements.map((creative) => ({
      item,
      id: creative.id,
      advertiser: creative.advertiser.title,
      type: adTypeName(creative.type.code),
      size: `${creative.size.width}×${creative.size.height}`,
      channel: channelName(creative.channel),
      device: deviceName(creative.device),
      placement: adPlacementName(creative.placement),
      firstSeen: creative.detectionRange.first,
      lastSeen: creative.detectionRange.last,
      impressions: creative.totalImpressions,
      expenses: creative.totalExpenses,
      campaign: creative.campaign.title,
      landingPage: creative.campaign.landingPageUrl,
    })),
});

export interface CampaignExportRow extends Figures {
  item: string;
  campaign: string;
  advertiser: string;
  firstSeen: string;
  lastSeen: string;
  duration: number;
  channels: string;
  creatives: number;
  landingPage: string;
}

const campaignColumns: readonly ExportColumn<CampaignExportRow>[] = [
  { id: 'campaign', title: 'Campaign', kind: 'text', value: (row) => row.campaign },
  { id: 'advertiser', title: 'Advertiser', kind: 'text', value: (row) => row.advertiser },
  { id: 'firstSeen', title: 'First seen', kind: 'date', value: (row) => row.firstSeen },
  { id: 'lastSeen', title: 'Last seen', kind: 'date', value: (row) => row.lastSeen },
  { id: 'duration', title: 'Duration (days)', kind: 'integer', value: (row) => row.duration },
  { id: 'channels', title: 'Channels', kind: 'text', value: (row) => row.channels },
  { id: 'creatives', title: 'Ads', kind: 'integer', value: (row) => row.creatives },
  impressionsColumn(),
  spendColumn(),
  { id: 'landingPage', title: 'Landing page', kind: 'text', value: (row) => row.landingPage },
];

function campaignRow(item: string, campaign: CampaignsResponse['elements'][number]): CampaignExportRow {
  return {
    item,
    campaign: campaign.title,
    advertiser: campaign.advertiser.title,
    firstSeen: campaign.firstSeen,
    lastSeen: campaign.lastSeen,
    duration: campaign.duration,
    channels: channelsText(campaign.channels),
    creatives: campaign.creativesCount,
    impressions: campaign.impressions,
    expenses: campaign.expenses,
    landingPage: campaign.homePageUrl,
  };
}

export const topCampaignsExport = /* @__PURE__ */ defineExportTable<CampaignsResponse, CampaignExportRow>({
  dataset: REPORT_DATASETS.topCampaigns,
  columns: [itemColumn(), ...campaignColumns],
  rows: (data, item) => data.elements.map((campaign) => campaignRow(item, campaign)),
});

export interface CampaignHeaderExportRow extends CampaignExportRow {
  keywords: string;
}

/** The campaign is the report item: no 'Report item' column. */
export const campaignHeaderExport = /* @__PURE__ */ defineExportTable<CampaignHeaderResponse, CampaignHeaderExportRow>({
  dataset: REPORT_DATASETS.campaignHeader,
  columns: [...campaignColumns, { id: 'keywords', title: 'Keywords', kind: 'text', value: (row) => row.keywords }],
  rows: (data, item) => [{ ...campaignRow(item, data.campaign), keywords: data.campaign.keywords.join(', ') }],
});

// --- Trend, month over month ---------------------------------------------------------------------

export interface TrendExportRow extends Figures {
  item: string;
  start: string;
  end: string;
  /** The interval covers only part of its week, month or quarter (the period's edges). */
  partial: boolean;
  channel: string;
}

/**
 * Rows per interval and channel (docs/decisions/exports.md: the trend keeps its channel breakdown): every
 * channel the item has anywhere gets a row in every interval (0 where it had none), so the columns
 * never depend on the data and a pivot table rebuilds the chart; an item without a channel split
 * writes its totals as 'All channels'.
 */
export const expenditureTrendExport = /* @__PURE__ */ defineExportTable<TrendResponse, TrendExportRow>({
  dataset: REPORT_DATASETS.expenditureTrend,
  columns: [
    itemColumn(),
    { id: 'start', title: 'Interval start', kind: 'date', value: (row) => row.start },
    { id: 'end', title: 'Interval end', kind: 'date', value: (row) => row.end },
    { id: 'partial', title: 'Partial interval', kind: 'text', value: (row) => (row.partial ? 'Yes' : 'No') },
    { id: 'channel', title: 'Channel', kind: 'text', value: (row) => row.channel },
    spendColumn(),
    impressionsColumn(),
  ],
  rows(data, item) {
    const present = new Set<DataChannel>(data.points.flatMap((point) => point.byChannel.map((row) => row.channel)));
    const channels = DATA_CHANNELS.filter((channel) => present.has(channel));
    return data.points.flatMap((point) => {
      if (channels.length === 0) {
        return [
          {
            item,
            start: point.start,
            end: point.end,
            partial: point.partial,
            channel: channelName('ALL'),
            expenses: point.expenses,
            impressions: point.impressions,
          },
        ];
      }
      return channels.map((channel) => {
        const row = point.byChannel.find((entry) => entry.channel === channel);
        return {
          item,
          start: point.start,
          end: point.end,
          partial: point.partial,
          channel: channelName(channel),
          expenses: row?.expenses ?? 0,
          impressions: row?.impressions ?? 0,
        };
      });
    });
  },
});

export interface MonthOverMonthExportRow extends Figures {
  item: string;
  month: string;
  /** The days counted: a month to date is compared with the same days of the month before. */
  start: string;
  end: string;
  expensesChange: number | null;
  impressionsChange: number | null;
}

/**
 * Two rows per item: the previous month, then the current one with the change against it, each with
 * the days it counts (a month to date against the same days of the month before).
 */
export const monthOverMonthExport = /* @__PURE__ */ defineExportTable<MonthOverMonthResponse, MonthOverMonthExportRow>({
  dataset: REPORT_DATASETS.monthOverMonth,
  columns: [
    itemColumn(),
    { id: 'month', title: 'Month', kind: 'text', value: (row) => row.month },
    { id: 'start', title: 'From', kind: 'date', value: (row) => row.start },
    { id: 'end', title: 'To', kind: 'date', value: (row) => row.end },
    spendColumn(),
    impressionsColumn(),
    {
      id: 'expensesChange',
      title: 'Spend change vs previous month',
      kind: 'percent',
      value: (row) => row.expensesChange,
    },
    {
      id: 'impressionsChange',
      title: 'Impressions change vs previous month',
      kind: 'percent',
      value: (row) => row.impressionsChange,
    },
  ],
  rows: (data, item) => [
    { item, ...data.previous, month: monthName(data.previous.month), expensesChange: null, impressionsChange: null },
    {
      item,
      ...data.current,
      month: monthName(data.current.month),
      expensesChange: data.change.expenses,
      impressionsChange: data.change.impressions,
    },
  ],
});

// --- Brand header, keywords summary ----------------------------------------------------------------

export interface BrandExportRow extends Figures {
  item: string;
  brand: string;
  website: string;
  master: string | null;
  subBrands: string;
  category: string | null;
}

export const brandHeaderExport = /* @__PURE__ */ defineExportTable<BrandHeaderResponse, BrandExportRow>({
  dataset: REPORT_DATASETS.brandHeader,
  columns: [
    itemColumn(),
    { id: 'brand', title: 'Brand', kind: 'text', value: (row) => row.brand },
    { id: 'website', title: 'Website', kind: 'text', value: (row) => row.website },
    { id: 'master', title: 'Master brand', kind: 'text', value: (row) => row.master },
    { id: 'subBrands', title: 'Sub-brands', kind: 'text', value: (row) => row.subBrands },
    { id: 'category', title: 'Category', kind: 'text', value: (row) => row.category },
    impressionsColumn(),
    spendColumn(),
  ],
  rows: (data, item) => [
    {
      item,
      brand: data.brand.name,
      website: data.brand.domain,
      master: data.brand.master?.title ?? null,
      subBrands: data.brand.subBrands.map((sub) => sub.title).join(', '),
      category: data.brand.category?.title ?? null,
      impressions: data.brand.impressions,
      expenses: data.brand.expenses,
    },
  ],
});

export interface KeywordExportRow extends Figures {
  item: string;
  keyword: string;
  campaigns: number;
  advertisers: number;
}

export const keywordsSummaryExport = /* @__PURE__ */ defineExportTable<KeywordsSummaryResponse, KeywordExportRow>({
  dataset: REPORT_DATASETS.keywordsSummary,
  columns: [
    itemColumn(),
    { id: 'keyword', title: 'Keyword', kind: 'text', value: (row) => row.keyword },
    { id: 'campaigns', title: 'Campaigns', kind: 'integer', value: (row) => row.campaigns },
    { id: 'advertisers', title: 'Advertisers', kind: 'integer', value: (row) => row.advertisers },
    impressionsColumn(),
    spendColumn(),
  ],
  rows: (data, item) =>
    data.elements.map((row) => ({
      item,
      keyword: row.name,
      campaigns: row.campaignsCount,
      advertisers: row.advertisersCount,
      impressions: row.impressions,
      expenses: row.expenses,
    })),
});
