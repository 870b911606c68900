import type { DemoPresetPage } from '@adlens/core';

/**
 * Where a preset's entities come from: natural keys the synthetic data always has (seed/vocabulary.ts
 * BRAND_ADVERTISERS and KNOWN_PUBLISHERS, categoryVocabulary.ts), never ids, so a re-seeded or
 * regenerated database keeps its examples. Names and domains match case-insensitively.
 */
type DemoPresetSource =
  | { page: 'advertiser' | 'publisher' | 'keyword' | 'category' | 'brand'; names: readonly string[] }
  /**
   * Campaigns are named per flight ('Summer Launch 2025'), and the year follows the data's dates: a
   * campaign is the advertiser's largest one of that theme, with or without its year, or without a
   * theme its largest campaign of all. One campaign: the campaign report has no compare variant
   * and its header describes one campaign (a preset of two campaigns answered 400).
   */
  | { page: 'campaign'; campaign: { advertiser: string; theme?: string } };

/**
 * A preset's period: a period code (LAST_30_DAYS, LAST_3_MONTHS, LAST_12_MONTHS — 30, 90
 * and 360 days), or whole calendar months counted back from the data's last month (0 = that month), so
 * a date range always lies inside the data whatever day it ends on.
 */
export type DemoPresetPeriod =
  { code: 'LAST_30_DAYS' | 'LAST_3_MONTHS' | 'LAST_12_MONTHS' } | { fromMonthsAgo: number; toMonthsAgo: number };

export interface DemoPresetDefinition {
  id: string;
  page: DemoPresetPage;
  title: string;
  source: DemoPresetSource;
  period: DemoPresetPeriod;
  /** `TYPE-DEVICE`; never connected TV, which partner integrations do not show. */
  channel: string;
  country: string;
}

function preset(definition: Omit<DemoPresetDefinition, 'page'>): DemoPresetDefinition {
  return { ...definition, page: definition.source.page };
}

/**
 * Per report page, entity sets or keyword lists with a period, a
 * channel and a country. Every example opens on data at every scale: its advertisers are
 * always-on brands in one of their first markets (seed/vocabulary.ts BRAND_MARKETS), its keywords those
 * of their always-on flights, its channels ones they buy (demoPresetRoutes.test.ts checks each entity). The first advertiser preset compares two rivals: the onboarding wizard offers
 * it as 'own domain and competitors'.
 */
export const DEMO_PRESET_CATALOGUE: readonly DemoPresetDefinition[] = [
  preset({
    id: 'advertiser-sportswear',
    title: 'Sportswear rivals',
    source: { page: 'advertiser', names: ['nike.com', 'adidas.com'] },
    period: { code: 'LAST_3_MONTHS' },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'advertiser-retail',
    title: 'Retail giants',
    source: { page: 'advertiser', names: ['amazon.com', 'walmart.com', 'target.com'] },
    period: { code: 'LAST_12_MONTHS' },
    channel: 'DISPLAY-ALL',
    country: 'US',
  }),
  preset({
    id: 'advertiser-beverages',
    title: 'Soft drinks',
    source: { page: 'advertiser', names: ['coca-cola.com', 'pepsico.com'] },
    period: { fromMonthsAgo: 4, toMonthsAgo: 3 },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'publisher-social',
    title: 'Social networks on mobile',
    source: { page: 'publisher', names: ['Facebook', 'Instagram', 'TikTok'] },
    period: { code: 'LAST_30_DAYS' },
    channel: 'SOCIAL-MOBILE',
    country: 'US',
  }),
  preset({
    id: 'publisher-news',
    title: 'News sites',
    source: { page: 'publisher', names: ['CNN', 'The New York Times', 'The Guardian'] },
    period: { code: 'LAST_3_MONTHS' },
    channel: 'DISPLAY-DESKTOP',
    country: 'GB',
  }),
  preset({
    id: 'campaign-always-on',
    title: 'Always-on brand campaign',
    source: { page: 'campaign', campaign: { advertiser: 'amazon.com', theme: 'Always-on Brand' } },
    period: { code: 'LAST_12_MONTHS' },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'campaign-sportswear',
    title: 'Sportswear flagship campaign',
    source: { page: 'campaign', campaign: { advertiser: 'nike.com' } },
    period: { fromMonthsAgo: 3, toMonthsAgo: 1 },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'keyword-running',
    title: 'Running gear',
    source: { page: 'keyword', names: ['running gear', 'training shoes'] },
    period: { code: 'LAST_30_DAYS' },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'keyword-cars',
    title: 'Shopping for a car',
    source: { page: 'keyword', names: ['electric cars', 'hybrid cars', 'suv deals'] },
    period: { code: 'LAST_3_MONTHS' },
    channel: 'ALL-ALL',
    country: 'DE',
  }),
  preset({
    id: 'keyword-streaming',
    title: 'Streaming',
    source: { page: 'keyword', names: ['streaming service', 'watch online'] },
    period: { code: 'LAST_12_MONTHS' },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'category-beauty',
    title: 'Beauty aisle',
    source: { page: 'category', names: ['Cosmetics', 'Skin Care', 'Hair Care'] },
    period: { code: 'LAST_3_MONTHS' },
    channel: 'SOCIAL-ALL',
    country: 'US',
  }),
  preset({
    id: 'category-sportswear',
    title: 'Sportswear',
    source: { page: 'category', names: ['Sportswear'] },
    period: { fromMonthsAgo: 2, toMonthsAgo: 1 },
    channel: 'ALL-ALL',
    country: 'GB',
  }),
  preset({
    id: 'brand-sportswear',
    title: 'Nike vs Adidas',
    source: { page: 'brand', names: ['nike.com', 'adidas.com'] },
    period: { code: 'LAST_12_MONTHS' },
    channel: 'ALL-ALL',
    country: 'US',
  }),
  preset({
    id: 'brand-electronics',
    title: 'Phones and gadgets',
    source: { page: 'brand', names: ['apple.com', 'samsung.com'] },
    period: { code: 'LAST_30_DAYS' },
    channel: 'ALL-MOBILE',
    country: 'US',
  }),
];
