import { PROMOTION_IDS, type PromotionId } from '@adlens/core';

/** A promotion of a restricted feature (ids from @adlens/core gating), as data for `PromotionDialog`. */
export interface PromotionContent {
  id: PromotionId;
  title: string;
  subtitle: string;
  /** Trusted HTML, still sanitized by `PromotionDialog` before it is rendered. */
  messageHtml: string;
  /** A badge above the title (Demographics and Interests are 'Enterprise+ Package'). */
  badge?: string;
  imageUrl?: string;
  imageAlt?: string;
}

/** The badge of the audience promotions. */
export const ENTERPRISE_PLUS_PACKAGE = 'Enterprise+ Package';

export const promotionContent: Readonly<Record<PromotionId, PromotionContent>> = {
  industryBenchmark: {
    id: 'industryBenchmark',
    title: 'Industry Benchmark',
    subtitle: 'See how you measure up against your industry',
    messageHtml:
      '<p>Compare your advertising activity with the average of your industry.</p><ul><li>Share of voice across channels and markets</li><li>Spend and ad volume against your competitors</li><li>Trends over time to spot opportunities early</li></ul>',
  },
  dashboards: {
    id: 'dashboards',
    title: 'Dashboards',
    subtitle: 'All your key insights in one place',
    messageHtml:
      '<p>Build your own dashboards from the widgets you use most.</p><ul><li>Combine advertisers, brands and categories</li><li>Save, duplicate and share your views</li><li>Come back to up-to-date data every day</li></ul>',
  },
  brands: {
    id: 'brands',
    title: 'Brands',
    subtitle: 'Go beyond advertisers and analyse individual brands',
    messageHtml:
      '<p>Follow the advertising of every brand separately, even when one advertiser owns many.</p><ul><li>Estimated expenditure per brand</li><li>Ad placements and ad types</li><li>Campaigns and creatives by brand</li></ul>',
  },
  categories: {
    id: 'categories',
    title: 'Categories',
    subtitle: 'Understand whole markets, not only single players',
    messageHtml:
      '<p>Explore advertising by industry category.</p><ul><li>Top advertisers and brands in each category</li><li>Expenditure trends of the category</li><li>Channel mix compared across categories</li></ul>',
  },
  demographics: {
    id: 'demographics',
    title: 'Demographics',
    subtitle: 'Know who sees the ads',
    badge: ENTERPRISE_PLUS_PACKAGE,
    messageHtml:
      '<p>Discover the age and gender profile of the audiences that advertisers reach.</p><ul><li>Audience structure per advertiser, brand and publisher</li><li>Compare audiences between competitors</li></ul>',
  },
  interests: {
    id: 'interests',
    title: 'Interests',
    subtitle: 'Know what the audience cares about',
    badge: ENTERPRISE_PLUS_PACKAGE,
    messageHtml:
      '<p>Discover the interests of the audiences that advertisers reach.</p><ul><li>Interest profiles per advertiser, brand and publisher</li><li>Find the publishers that reach the audience you want</li></ul>',
  },
};

/** The promotions, in the order core's gating lists them. */
export const promotionIds: readonly PromotionId[] = PROMOTION_IDS;
