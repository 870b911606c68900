import type { Queryable } from '../db/Database.ts';
import { keywordsOfCampaignSql } from './reportScope.ts';

/** The names of the keywords tagging a campaign, alphabetical. */
export async function campaignKeywordNames(db: Queryable, campaignId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT k.name FROM campaign_keywords ck JOIN keywords k ON k.id = ck.keyword_id
     WHERE ck.campaign_id = $1 ORDER BY k.name`,
    [campaignId],
  );
  return rows.map((row) => row.name);
}

/** A keyword tagging a campaign, with how many keywords tag that campaign (each is credited 1 ÷ that). */
export interface CampaignKeywordTag {
  campaign_id: number;
  advertiser_id: number;
  id: number;
  name: string;
  keywords: number;
}

/** The keywords tagging some campaigns (of these advertisers); `keywordIds` narrows them, null: every one. */
export async function campaignKeywordTags(
  db: Queryable,
  advertiserIds: readonly number[],
  campaignIds: readonly number[],
  keywordIds: readonly number[] | null,
): Promise<CampaignKeywordTag[]> {
  return db.query<CampaignKeywordTag>(
    `SELECT ck.campaign_id, ck.advertiser_id, k.id, k.name,
            ${keywordsOfCampaignSql('ck')}::int AS keywords
     FROM campaign_keywords ck JOIN keywords k ON k.id = ck.keyword_id
     WHERE ck.advertiser_id = ANY($1::bigint[]) AND ck.campaign_id = ANY($2::bigint[])
       AND ($3::bigint[] IS NULL OR k.id = ANY($3::bigint[]))`,
    [advertiserIds, campaignIds, keywordIds],
  );
}
