import type { CampaignsResponse, DatasetRequest } from '@adlens/core';
import { buildItemRequest } from '../../registry/buildItemRequest.ts';
import type { WidgetItemData, WidgetQueryInput } from '../../registry/widgetDefinition.ts';

/** spec reports-data §9: top campaigns shows 5 rows, 20 in full screen. */
export const TOP_CAMPAIGNS_ROWS = { normal: 5, fullscreen: 20 } as const;

export function topCampaignsPageSize(fullscreen: boolean): number {
  return fullscreen ? TOP_CAMPAIGNS_ROWS.fullscreen : TOP_CAMPAIGNS_ROWS.normal;
}

export interface TopCampaignsOptions {
  /** 0-based. */
  page: number;
}

export const DEFAULT_TOP_CAMPAIGNS_OPTIONS: TopCampaignsOptions = { page: 0 };

/** One item's page of campaigns, most impressions first (the dataset's only order). */
export function buildTopCampaignsRequest(input: WidgetQueryInput<TopCampaignsOptions>): DatasetRequest {
  return { ...buildItemRequest(input), page: input.options.page, size: topCampaignsPageSize(input.fullscreen) };
}

export function isTopCampaignsEmpty(data: CampaignsResponse): boolean {
  return data.elements.length === 0;
}

export interface TopCampaignsExportRow {
  item: string;
  campaign: string;
  advertiser: string;
  firstSeen: string;
  lastSeen: string;
  duration: number;
  channels: string;
  impressions: number;
  expenses: number;
  landingPage: string;
}

export function topCampaignsExportRows(items: readonly WidgetItemData<CampaignsResponse>[]): TopCampaignsExportRow[] {
  return items.flatMap(({ item, data }) =>
    data.elements.map((row) => ({
      item: item.title,
      campaign: row.title,
      advertiser: row.advertiser.title,
      firstSeen: row.firstSeen,
      lastSeen: row.lastSeen,
      duration: row.duration,
      // Codes, so a spreadsheet can filter on them in any language.
      channels: row.channels.join(', '),
      impressions: row.impressions,
      expenses: row.expenses,
      landingPage: row.homePageUrl,
    })),
  );
}
