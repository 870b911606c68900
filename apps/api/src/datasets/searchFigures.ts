import type { Measures, SearchResponse } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import type { DatasetFilters } from './datasetFilters.ts';
import type { DataMeta } from './loadDataMeta.ts';
import { type ReportScope, keywordsOfCampaignSql } from './reportScope.ts';
import { type ScanRow, scanCampaignOwners, scanRollups } from './scanRollups.ts';
import type { SearchableType } from './searchEntities.ts';
import { measures } from './widgetQueries.ts';

/** The campaigns a keyword's or brand's report covers, as pairs of lists (one row leaves PGlite). */
interface CampaignsOf {
  owners: number[] | null;
  advertisers: number[] | null;
  campaigns: number[] | null;
  shares: number[] | null;
}

const scope = (kind: ReportScope['kind'], entityType: SearchableType | null, ids: number[]) => ({
  kind,
  entityType,
  ids,
  advertiserIds: [] as number[],
  campaignIds: [] as number[],
  publisherIds: [] as number[],
  categoryTree: [] as number[],
});

/**
 * Every found keyword's or brand's figures from one scan of their campaigns, each summed over its own
 * campaigns in the database (scanCampaignOwners): a keyword's tagged ones, a brand's and its
 * sub-brands'. A campaign of two found ones counts for both, as in each
 * one's report.
 */
async function campaignOwners(
  db: Queryable,
  meta: DataMeta,
  filters: DatasetFilters,
  entityType: 'keyword' | 'brand',
  ids: number[],
): Promise<Map<number, ScanRow[]>> {
  const [found] = await db.query<CampaignsOf>(
    `SELECT array_agg(owner) AS owners, array_agg(advertiser_id) AS advertisers, array_agg(id) AS campaigns,
            array_agg(share) AS shares FROM (${
              entityType === 'keyword'
                ? // Each keyword is credited an equal part of each of its campaigns (reportScope: keywordCampaigns).
                  `SELECT ck.keyword_id AS owner, ck.advertiser_id, ck.campaign_id AS id,
                  1.0::float8 / ${keywordsOfCampaignSql('ck')} AS share
           FROM campaign_keywords ck WHERE ck.keyword_id = ANY($1::bigint[])`
                : // Two index reads (brands' ids, their sub-brands by parent: migration 0025), not a scan.
                  `SELECT b.id AS owner, c.advertiser_id, c.id, 1.0::float8 AS share
           FROM brands b JOIN campaigns c ON c.advertiser_id = b.advertiser_id AND c.brand_id = b.id
           WHERE b.id = ANY($1::bigint[])
           UNION ALL
           SELECT b.parent_id, c.advertiser_id, c.id, 1.0::float8
           FROM brands b JOIN campaigns c ON c.advertiser_id = b.advertiser_id AND c.brand_id = b.id
           WHERE b.parent_id = ANY($1::bigint[])`
            }) covered`,
    [ids],
  );
  if (!found?.campaigns) return new Map();
  // Read as campaigns' own figures: grouped by campaign, a keyword's or brand's scan would otherwise
  // leave out skipped campaigns (scanRollups SKIPPABLE), which its report counts.
  const campaignScope: ReportScope = {
    ...scope('campaigns', 'campaign', ids),
    advertiserIds: [...new Set(found.advertisers)],
    campaignIds: [...new Set(found.campaigns)],
  };
  const rows = await scanCampaignOwners(db, meta, campaignScope, filters, filters.period, {
    owners: found.owners!,
    campaigns: found.campaigns,
    shares: found.shares!,
  });
  return new Map(rows.map((row) => [Number(row.owner), [row]]));
}

/**
 * Rows of one type's found ids, by id: one scan per type (the suggestions
 * of all six types cost six scans, not one per suggestion). Each reads what the entity's report reads
 * (reportScope.ts, scanRollups.ts) so each figure equals its report's channel-share total (docs/product/figures.md): advertisers', publishers' and campaigns' rollups grouped by their own id; a
 * category's the category rollup grouped by category, limited to the found ones (each row already
 * sums its subcategories, migration 0008); keywords' and brands' their campaigns (campaignOwners).
 */
async function rowsByEntity(
  db: Queryable,
  meta: DataMeta,
  filters: DatasetFilters,
  entityType: SearchableType,
  ids: number[],
): Promise<Map<number, ScanRow[]>> {
  const grouped = async (found: ReportScope, dim: 'advertiser' | 'publisher' | 'campaign' | 'category') => {
    const rows = await scanRollups({
      db,
      meta,
      scope: found,
      filters,
      range: filters.period,
      dims: [dim],
      restrict: {
        dim,
        ids,
      },
    });
    return new Map(rows.map((row) => [Number(row[dim]), [row]]));
  };
  switch (entityType) {
    case 'advertiser':
      return grouped({ ...scope('advertisers', entityType, ids), advertiserIds: ids }, 'advertiser');
    case 'publisher':
      return grouped({ ...scope('publishers', entityType, ids), publisherIds: ids }, 'publisher');
    case 'campaign': {
      const campaigns = await db.query<{ advertiser_id: number }>(
        'SELECT DISTINCT advertiser_id FROM campaigns WHERE id = ANY($1::bigint[])',
        [ids],
      );
      const found = {
        ...scope('campaigns', entityType, ids),
        advertiserIds: campaigns.map((row) => row.advertiser_id),
        campaignIds: ids,
      };
      return grouped(found, 'campaign');
    }
    case 'category':
      return grouped(scope('market', null, []), 'category');
    case 'keyword':
    case 'brand':
      return campaignOwners(db, meta, filters, entityType, ids);
  }
}

/**
 * The suggestions with their figures for the filters (the
 * channel, country and period the client sends), one scan per entity type found.
 */
export async function searchFigures(
  db: Queryable,
  meta: DataMeta,
  filters: DatasetFilters,
  found: SearchResponse,
): Promise<Map<string, Measures>> {
  const figures = new Map<string, Measures>();
  const types = [...new Set(found.elements.map((element) => element.entityType))];
  await Promise.all(
    types.map(async (entityType) => {
      const ids = found.elements.filter((element) => element.entityType === entityType).map((element) => element.id);
      const rows = await rowsByEntity(db, meta, filters, entityType, ids);
      for (const id of ids) figures.set(`${entityType}:${id}`, measures(rows.get(id) ?? [], filters.currency));
    }),
  );
  return figures;
}
