import type { KeywordVolumeResponse, PublisherKind, TopInterestsResponse, VisitedWebsitesResponse } from '@adlens/core';
import {
  type AudienceQuery,
  audienceWeights,
  loadAudience,
  meanOver,
  panelWeights,
  scanFilters,
  totalWeight,
} from './audienceBase.ts';
import { type Lean, percent, round2, tilt } from './audienceModel.ts';
import { resolveEntities } from './entityLookup.ts';
import { resolveScope } from './reportScope.ts';
import { scanRollups } from './scanRollups.ts';

/** The lists' length (a list, not a table: 15 rows). */
const LIST_SIZE = 15;

const empty = (query: AudienceQuery) => ({ period: query.filters.period, panelists: 0, elements: [] });

/** Who a publisher kind reaches against the panel (video and social skew younger). */
const KIND_LEAN: Record<PublisherKind, Lean> = {
  SOCIAL: { youth: 0.6, male: -0.1 },
  YOUTUBE: { youth: 0.45, male: 0.1 },
  YOUTUBE_CHANNEL: { youth: 0.5, male: 0.1 },
  ANDROID_APP: { youth: 0.3, male: 0.05 },
  IOS_APP: { youth: 0.3, male: -0.05 },
  WEBSITE: { youth: -0.1, male: 0 },
  UNKNOWN: { youth: 0, male: 0 },
};

/**
 * `audience/visited-websites`: the publishers the advertiser's ads ran on in the period, as the sites
 * its audience visits. A publisher carrying a part p of the advertiser's impressions is visited by
 * 1 − e^(−3p) of the audience; the selection moves that by the publisher kind's lean. Affinity
 * compares p with the publisher's part of the whole market, damped (^0.3) to the panel's usual range.
 */
export async function audienceVisitedWebsites(query: AudienceQuery): Promise<VisitedWebsitesResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const everyone = audienceWeights(base, {});
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const { db, meta, filters } = query;
  const mine = await scanRollups({
    db,
    meta,
    scope: query.scope,
    filters: scanFilters(query),
    range: filters.period,
    dims: ['publisher'],
  });
  const advertiserTotal = mine.reduce((sum, row) => sum + row.impressions, 0);
  const top = mine
    .sort((a, b) => b.impressions - a.impressions || Number(a.publisher) - Number(b.publisher))
    .slice(0, LIST_SIZE);
  const ids = top.map((row) => Number(row.publisher));
  const publishers = await resolveScope(db, { entityType: 'publisher', ids });
  const [market, totals, entities] = await Promise.all([
    scanRollups({
      db,
      meta,
      scope: await resolveScope(db, undefined),
      filters: scanFilters(query),
      range: filters.period,
      dims: [],
    }),
    scanRollups({
      db,
      meta,
      scope: publishers,
      filters: scanFilters(query),
      range: filters.period,
      dims: ['publisher'],
    }),
    resolveEntities(db, 'publisher', ids, query.origin),
  ]);
  const marketTotal = market[0]?.impressions ?? 0;
  const elements = top.flatMap((row) => {
    const entity = entities.find((e) => e.id === Number(row.publisher));
    const publisherTotal = totals.find((t) => Number(t.publisher) === Number(row.publisher))?.impressions ?? 0;
    if (!entity || advertiserTotal <= 0 || publisherTotal <= 0 || marketTotal <= 0) return [];
    const part = row.impressions / advertiserTotal;
    const lean = KIND_LEAN[entity.publisherKind ?? 'UNKNOWN'];
    const selected = meanOver(people, (cell) => tilt(lean, cell)) / meanOver(everyone, (cell) => tilt(lean, cell));
    return [
      {
        entity,
        share: round2(Math.min(99, 100 * (1 - Math.exp(-3 * part)) * selected)),
        affinity: Math.round(100 * Math.pow(part / (publisherTotal / marketTotal), 0.3) * selected),
      },
    ];
  });
  return {
    period: filters.period,
    panelists: Math.round(panelists),
    elements: elements.sort((a, b) => b.share - a.share || a.entity.id - b.entity.id),
  };
}

/**
 * `audience/top-interests`: the advertiser's interest affinities (migration 0013) seen through the
 * selection: an interest's share of the audience is the panel's share × affinity, tilted by the
 * interest's leans over the selected people; affinity is that share against the whole panel's.
 */
export async function audienceTopInterests(query: AudienceQuery): Promise<TopInterestsResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const panel = panelWeights(base);
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const rows = await query.db.query<{ id: number; title: string; affinity: number; share: number } & Lean>(
    `SELECT c.id, c.name AS title, ai.affinity, i.panel_share AS share, i.youth_lean AS youth, i.male_lean AS male
     FROM audience_advertiser_interests ai
     JOIN audience_interests i ON i.category_id = ai.category_id
     JOIN categories c ON c.id = ai.category_id
     WHERE ai.advertiser_id = $1`,
    [query.scope.advertiserIds[0]],
  );
  const elements = rows.map((row) => {
    const share = Math.min(95, 100 * row.share * (row.affinity / 100) * meanOver(people, (cell) => tilt(row, cell)));
    const panelShare = 100 * row.share * meanOver(panel, (cell) => tilt(row, cell));
    return { id: row.id, title: row.title, share: round2(share), affinity: Math.round((100 * share) / panelShare) };
  });
  return {
    period: query.filters.period,
    panelists: Math.round(panelists),
    elements: elements.sort((a, b) => b.affinity - a.affinity || a.id - b.id).slice(0, LIST_SIZE),
  };
}

/**
 * `audience/keyword-volume`: the keywords of the advertiser's campaigns that ran in the period, with
 * the monthly searches of its selected audience: the people it reached (its panelists projected to the
 * market's internet users) × the keyword's searches per thousand people × its lean over them, more for
 * the keywords of its larger campaigns.
 */
export async function audienceKeywordVolume(query: AudienceQuery): Promise<KeywordVolumeResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const campaigns = await scanRollups({
    db: query.db,
    meta: query.meta,
    scope: query.scope,
    filters: scanFilters(query),
    range: query.filters.period,
    dims: ['campaign'],
  });
  const keywords = await query.db.query<{ campaign: number; keyword: string; rate: number } & Lean>(
    `SELECT ck.campaign_id AS campaign, k.name AS keyword, ak.search_rate AS rate, ak.youth_lean AS youth,
            ak.male_lean AS male
     FROM campaign_keywords ck
     JOIN keywords k ON k.id = ck.keyword_id
     JOIN audience_keywords ak ON ak.keyword_id = ck.keyword_id
     WHERE ck.advertiser_id = $1 AND ck.campaign_id = ANY($2::bigint[])`,
    [query.scope.advertiserIds[0], campaigns.map((row) => Number(row.campaign))],
  );
  const byCampaign = new Map(campaigns.map((row) => [Number(row.campaign), row.impressions]));
  const weights = new Map<string, { weight: number; rate: number; lean: Lean }>();
  for (const row of keywords) {
    const impressions = byCampaign.get(Number(row.campaign)) ?? 0;
    const known = weights.get(row.keyword);
    weights.set(row.keyword, { weight: (known?.weight ?? 0) + impressions, rate: row.rate, lean: row });
  }
  const heaviest = Math.max(0, ...[...weights.values()].map((w) => w.weight));
  // The audience projected from its panelists to the internet users they stand for: search volumes are
  // the market's, not the panel's (docs/decisions/data-generation.md#data-that-looks-real).
  const perPanelist = new Map(base.markets.map((market) => [market.country, market.internetUsers / market.panelists]));
  const population = people.reduce((sum, w) => sum + w.weight * (perPanelist.get(w.country) ?? 0), 0);
  const volumes = [...weights]
    .map(([keyword, w]) => ({
      keyword,
      volume: Math.round(
        ((population * w.rate) / 1000) *
          meanOver(people, (cell) => tilt(w.lean, cell)) *
          (0.3 + 0.7 * Math.sqrt(heaviest > 0 ? w.weight / heaviest : 0)),
      ),
    }))
    .filter((row) => row.volume > 0)
    .sort((a, b) => b.volume - a.volume || a.keyword.localeCompare(b.keyword))
    .slice(0, LIST_SIZE);
  const total = volumes.reduce((sum, row) => sum + row.volume, 0);
  return {
    period: query.filters.period,
    panelists: Math.round(panelists),
    elements: volumes.map((row) => ({ ...row, share: percent(row.volume, total) })),
  };
}
