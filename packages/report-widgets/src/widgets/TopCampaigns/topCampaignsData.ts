import type { CampaignsResponse, DatasetRequest } from '@adlens/core';
import { buildItemRequest } from '../../contract/buildItemRequest.ts';
import type { WidgetItem, WidgetQueryInput } from '../../contract/widgetDefinition.ts';

/** Top campaigns shows 5 rows, 20 in full screen. */
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

/**
 * Whether the Advertiser column tells the reader anything: not on one advertiser's own report,
 * where every row names that advertiser (the column would only push Spend out of a narrow card).
 */
export function showsAdvertiserColumn(item: Pick<WidgetItem, 'entities'>, data: CampaignsResponse): boolean {
  const [only, ...others] = item.entities;
  if (!only || others.length > 0 || only.entityType !== 'advertiser' || only.ids.length !== 1) return true;
  return data.elements.some((row) => row.advertiser.id !== only.ids[0]);
}
