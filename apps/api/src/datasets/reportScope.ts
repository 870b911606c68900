import type { EntityType } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { notFoundError } from '../http/ApiHttpError.ts';

/**
 * The data one report item covers (one dataset request = one report item; every
 * id it names is aggregated into one figure). Each entity type maps to the rollups that hold it:
 * - advertiser: the advertiser rollups (daily and monthly);
 * - campaign, brand (its campaigns and its sub-brands'), keyword (campaigns tagged with it): the
 *   campaign and creative rollups, restricted to those campaigns;
 * - publisher: publisher_monthly_advertiser / publisher_monthly_totals;
 * - category: category_monthly_channel and market_monthly_advertiser, the category and its
 *   subcategories (a top-level category's rows already sum its subcategories);
 * - no entity: the whole market (start page).
 */
type ScopeKind = 'advertisers' | 'campaigns' | 'publishers' | 'category' | 'market';

export interface ReportScope {
  kind: ScopeKind;
  entityType: EntityType | null;
  ids: number[];
  /** advertisers: the ids; campaigns: the campaigns' advertisers; category: the advertisers in its tree. */
  advertiserIds: number[];
  campaignIds: number[];
  /**
   * keyword: the share of each of `campaignIds` (same order) attributed to the keywords asked — a
   * campaign's figures split equally among its keywords (docs/product/keywords.md); absent: whole.
   */
  campaignShares?: number[];
  /** publishers: the ids; a campaign read on one publisher (onPublisher): that publisher. */
  publisherIds: number[];
  /** category: the categories asked for and every subcategory of them. */
  categoryTree: number[];
}

const TABLES: Record<EntityType, { table: string; label: string }> = {
  advertiser: { table: 'advertisers', label: 'Advertiser' },
  publisher: { table: 'publishers', label: 'Publisher' },
  campaign: { table: 'campaigns', label: 'Campaign' },
  keyword: { table: 'keywords', label: 'Keyword' },
  category: { table: 'categories', label: 'Category' },
  brand: { table: 'brands', label: 'Brand' },
};

/** 404 naming the ids of `entityType` that do not exist. */
export async function requireEntities(db: Queryable, entityType: EntityType, ids: number[]): Promise<void> {
  const found = await db.query<{ id: number }>(
    `SELECT DISTINCT id FROM ${TABLES[entityType].table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) {
    throw notFoundError(`${TABLES[entityType].label} ${missing.join(', ')} was not found`, {
      entityType,
      ids: missing.join(','),
    });
  }
}

const empty = { advertiserIds: [], campaignIds: [], publisherIds: [], categoryTree: [] };

/** How a scope reads its items (brandHierarchyEnabled). */
export interface ScopeOptions {
  /** A brand includes its sub-brands (the default); false: the brand's own campaigns only. */
  subBrands?: boolean;
}

export async function resolveScope(
  db: Queryable,
  entity: { entityType: EntityType; ids: number[] } | undefined,
  { subBrands = true }: ScopeOptions = {},
): Promise<ReportScope> {
  if (!entity) return { kind: 'market', entityType: null, ids: [], ...empty };
  const { entityType, ids } = entity;
  await requireEntities(db, entityType, ids);
  const base = { entityType, ids, ...empty };
  switch (entityType) {
    case 'advertiser':
      return { ...base, kind: 'advertisers', advertiserIds: ids };
    case 'publisher':
      return { ...base, kind: 'publishers', publisherIds: ids };
    case 'category': {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM categories WHERE id = ANY($1::bigint[]) OR parent_id = ANY($1::bigint[])',
        [ids],
      );
      const categoryTree = rows.map((row) => row.id);
      const advertisers = await db.query<{ id: number }>(
        'SELECT id FROM advertisers WHERE category_id = ANY($1::bigint[])',
        [categoryTree],
      );
      return { ...base, kind: 'category', categoryTree, advertiserIds: advertisers.map((row) => row.id) };
    }
    case 'keyword': {
      const rows = await keywordCampaigns(db, ids);
      return {
        ...base,
        kind: 'campaigns',
        advertiserIds: [...new Set(rows.map((row) => row.advertiser_id))],
        campaignIds: rows.map((row) => row.id),
        campaignShares: rows.map((row) => row.share),
      };
    }
    case 'campaign':
    case 'brand': {
      const rows =
        entityType === 'brand'
          ? await brandCampaigns(db, ids, subBrands)
          : await db.query<{ advertiser_id: number; id: number }>(
              'SELECT advertiser_id, id FROM campaigns WHERE id = ANY($1::bigint[])',
              [ids],
            );
      return {
        ...base,
        kind: 'campaigns',
        advertiserIds: [...new Set(rows.map((row) => row.advertiser_id))],
        campaignIds: [...new Set(rows.map((row) => row.id))],
      };
    }
  }
}

/**
 * SQL: how many keywords tag the campaign of a `campaign_keywords` row aliased `alias`; each is
 * credited 1 ÷ that of the campaign (docs/product/keywords.md).
 */
export function keywordsOfCampaignSql(alias: string): string {
  return `(SELECT count(*) FROM campaign_keywords x
           WHERE x.advertiser_id = ${alias}.advertiser_id AND x.campaign_id = ${alias}.campaign_id)`;
}

/**
 * The campaigns tagged with some keywords, once each, with the share of the campaign those keywords
 * are credited with: each of a campaign's keywords gets an equal part of it, so the keywords of one
 * campaign add up to the campaign and no keyword outweighs the campaigns it appears in.
 */
async function keywordCampaigns(
  db: Queryable,
  ids: readonly number[],
): Promise<{ advertiser_id: number; id: number; share: number }[]> {
  return db.query(
    `SELECT ck.advertiser_id, ck.campaign_id AS id,
            (count(*) FILTER (WHERE ck.keyword_id = ANY($1::bigint[])))::float8 / count(*) AS share
     FROM campaign_keywords ck
     WHERE (ck.advertiser_id, ck.campaign_id) IN (
       SELECT advertiser_id, campaign_id FROM campaign_keywords WHERE keyword_id = ANY($1::bigint[])
     )
     GROUP BY ck.advertiser_id, ck.campaign_id
     ORDER BY ck.advertiser_id, ck.campaign_id`,
    [ids],
  );
}

/** A campaign of some brands, with the brand it is counted for. */
export interface BrandCampaign {
  advertiser_id: number;
  id: number;
  /** The most specific of the brands asked that holds it: its own brand if asked, else that brand's master. */
  brand: number;
}

/**
 * The campaigns of brands: each brand's own and its sub-brands' (a master
 * brand includes its sub-brands). A campaign is listed once, for the most specific brand asked, so
 * per-brand figures of a master and one of its sub-brands never count a campaign twice. With
 * `subBrands` false (the user's brand hierarchy off), each brand's own campaigns only.
 */
export async function brandCampaigns(
  db: Queryable,
  ids: readonly number[],
  subBrands = true,
): Promise<BrandCampaign[]> {
  return db.query<BrandCampaign>(
    `SELECT c.advertiser_id, c.id, CASE WHEN b.id = ANY($1::bigint[]) THEN b.id ELSE b.parent_id END AS brand
     FROM brands b JOIN campaigns c ON c.advertiser_id = b.advertiser_id AND c.brand_id = b.id
     WHERE b.id = ANY($1::bigint[]) OR ($2::boolean AND b.parent_id = ANY($1::bigint[]))`,
    [ids, subBrands],
  );
}
