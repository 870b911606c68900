import type { EntityType } from '@adlens/core';
import { type RegisteredWidgetDefinition, WIDGETS } from '@adlens/report-widgets';

/**
 * The widgets of each report type, in page order. Ids are the
 * registry's widget types; an id not registered yet is skipped, so a widget appears on its reports
 * the moment its folder lands in `@adlens/report-widgets`. Ids name the dataset behind the widget,
 * as `estimated-expenditure` does.
 */
export const REPORT_LAYOUTS: Readonly<Record<EntityType, readonly string[]>> = {
  advertiser: [
    'estimated-expenditure',
    'expenditure-trend',
    'channel-share',
    'ad-types-distribution',
    'ad-placements',
    'transaction-methods',
    'month-over-month-change',
    'top-publishers',
    'youtube-channels',
    'mobile-platforms',
    'top-apps',
    'top-ads',
    'top-campaigns',
  ],
  publisher: [
    'expenditure-trend',
    'channel-share',
    'ad-types-distribution',
    'ad-placements',
    'transaction-methods',
    'top-advertisers',
    'top-ads',
    'top-campaigns',
  ],
  campaign: [
    'campaign-header',
    'expenditure-trend',
    'channel-share',
    'ad-types-distribution',
    'ad-placements',
    'top-publishers',
    'top-ads',
  ],
  keyword: ['keywords-summary', 'expenditure-trend', 'top-advertisers', 'top-publishers', 'top-ads', 'top-campaigns'],
  category: [
    'market-leaders',
    'channel-share',
    'expenditure-trend',
    'ad-types-distribution',
    'category-publishers',
    'top-advertisers',
    'top-ads',
  ],
  brand: [
    'brand-header',
    'estimated-expenditure',
    'expenditure-trend',
    'channel-share',
    'ad-types-distribution',
    'ad-placements',
    'transaction-methods',
    'top-publishers',
    'top-ads',
    'top-campaigns',
  ],
};

/** The start page's widgets: its top items. */
export const START_PAGE_LAYOUT: readonly string[] = ['start-top-items'];

/**
 * The sales tool's preview (docs/product/embeds.md#sales-tool), in this order: brand header, estimated expenditure, ad
 * placement, ad-types distribution, transaction methods, expenditure trend.
 */
export const PREVIEW_LAYOUT: readonly string[] = [
  'brand-header',
  'estimated-expenditure',
  'ad-placements',
  'ad-types-distribution',
  'transaction-methods',
  'expenditure-trend',
];

function registered(id: string): RegisteredWidgetDefinition | undefined {
  return Object.hasOwn(WIDGETS, id) ? (WIDGETS as Record<string, RegisteredWidgetDefinition>)[id] : undefined;
}

/** The registered widgets of a layout that can show the report's entity type. */
export function layoutWidgets(ids: readonly string[], entityType?: EntityType): RegisteredWidgetDefinition[] {
  return ids
    .map(registered)
    .filter(
      (definition): definition is RegisteredWidgetDefinition =>
        definition !== undefined &&
        (entityType === undefined || (definition.entityTypes as readonly EntityType[]).includes(entityType)),
    );
}
