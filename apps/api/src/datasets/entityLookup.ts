import { type EntityType, type PublisherKind, type RankingRow, publisherKindSuffix } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { mediaUrls } from '../media/mediaUrls.ts';
import { entityIcons } from './entityIcons.ts';

export type ResolvedEntity = RankingRow['entity'];

interface Row {
  id: number;
  title: string;
  impressions: number | null;
  kind: PublisherKind | null;
  /** Campaigns: their most seen creative. */
  creative_id: number | null;
  /** Campaigns: the advertiser's title and the flight (core CampaignContext). */
  advertiser_title?: string;
  first_seen?: string;
  last_seen?: string;
}

/**
 * Per entity type: the title column (core ENTITY_TYPE_INFO nameKey; categories have no domain and are
 * titled by name), the size used to order searches, and the icon.
 */
const SELECTS: Record<EntityType, string> = {
  advertiser: `SELECT id, domain AS title, total_impressions AS impressions, NULL::text AS kind, NULL::bigint AS creative_id
               FROM advertisers t`,
  publisher: `SELECT id, name AS title, total_impressions AS impressions, kind, NULL::bigint AS creative_id FROM publishers t`,
  campaign: `SELECT id, name AS title, total_impressions AS impressions, NULL::text AS kind,
               (SELECT cm.creative_id FROM creative_monthly cm
                WHERE cm.advertiser_id = t.advertiser_id AND cm.campaign_id = t.id
                GROUP BY cm.creative_id ORDER BY sum(cm.impressions) DESC, cm.creative_id LIMIT 1) AS creative_id,
               (SELECT a.domain FROM advertisers a WHERE a.id = t.advertiser_id) AS advertiser_title,
               -- Seen as the top campaigns list and the campaign header see it: its creatives' first and
               -- last day (the planned flight where it has none yet).
               (SELECT to_char(coalesce(min(cr.first_seen), t.start_day), 'YYYY-MM-DD') FROM creatives cr
                WHERE cr.advertiser_id = t.advertiser_id AND cr.campaign_id = t.id) AS first_seen,
               (SELECT to_char(coalesce(max(cr.last_seen), t.end_day), 'YYYY-MM-DD') FROM creatives cr
                WHERE cr.advertiser_id = t.advertiser_id AND cr.campaign_id = t.id) AS last_seen
             FROM campaigns t`,
  keyword: `SELECT id, name AS title, NULL::bigint AS impressions, NULL::text AS kind, NULL::bigint AS creative_id FROM keywords t`,
  category: `SELECT id, name AS title, NULL::bigint AS impressions, NULL::text AS kind, NULL::bigint AS creative_id FROM categories t`,
  brand: `SELECT id, domain AS title, total_impressions AS impressions, NULL::text AS kind, NULL::bigint AS creative_id FROM brands t`,
};
const SEARCHED: Record<EntityType, string> = {
  advertiser: "(t.domain ILIKE $1 ESCAPE '\\' OR t.name ILIKE $1 ESCAPE '\\')",
  publisher: "(t.name ILIKE $1 ESCAPE '\\' OR t.domain ILIKE $1 ESCAPE '\\')",
  campaign: "t.name ILIKE $1 ESCAPE '\\'",
  keyword: "t.name ILIKE $1 ESCAPE '\\'",
  category: "t.name ILIKE $1 ESCAPE '\\'",
  brand: "(t.name ILIKE $1 ESCAPE '\\' OR t.domain ILIKE $1 ESCAPE '\\')",
};

function toEntity(entityType: EntityType, row: Row, origin: string): ResolvedEntity {
  const icon = {
    advertiser: () => mediaUrls.advertiserFavicon(origin, row.id),
    publisher: () => mediaUrls.publisherFavicon(origin, row.id),
    campaign: () => (row.creative_id === null ? null : mediaUrls.creative(origin, row.creative_id)),
    keyword: () => null,
    category: () => entityIcons.category(origin, row.id),
    brand: () => entityIcons.brand(origin, row.id),
  }[entityType]();
  const entity: ResolvedEntity = { id: row.id, entityType, title: row.title, icon };
  if (row.impressions !== null) entity.impressionsCount = row.impressions;
  if (entityType === 'campaign' && row.advertiser_title && row.first_seen && row.last_seen) {
    entity.campaign = { advertiser: row.advertiser_title, firstSeen: row.first_seen, lastSeen: row.last_seen };
  }
  if (row.kind) {
    entity.publisherKind = row.kind;
    const suffix = publisherKindSuffix(row.kind);
    if (suffix) entity.suffix = suffix;
  }
  return entity;
}

/** The entities of `ids` in the order asked; unknown ids are left out. */
export async function resolveEntities(
  db: Queryable,
  entityType: EntityType,
  ids: readonly number[],
  origin: string,
): Promise<ResolvedEntity[]> {
  return (await resolveEntitiesOfTypes(db, [{ entityType, ids }], origin)).get(entityType) ?? [];
}

/**
 * The entities of several types in one statement (a global search's suggestions span six: one round
 * trip instead of six), each type's in the order asked; unknown ids are left out.
 */
export async function resolveEntitiesOfTypes(
  db: Queryable,
  wanted: readonly { entityType: EntityType; ids: readonly number[] }[],
  origin: string,
): Promise<Map<EntityType, ResolvedEntity[]>> {
  const asked = wanted.filter(({ ids }) => ids.length > 0);
  const resolved = new Map<EntityType, ResolvedEntity[]>();
  if (asked.length === 0) return resolved;
  // Each type's row as JSON: the types' selects have different columns.
  const rows = await db.query<{ entity_type: EntityType; row: Row }>(
    asked
      .map(
        ({ entityType }, index) =>
          `SELECT '${entityType}' AS entity_type, to_jsonb(s) AS row
           FROM (${SELECTS[entityType]} WHERE t.id = ANY($${index + 1}::bigint[])) s`,
      )
      .join(' UNION ALL '),
    asked.map(({ ids }) => ids),
  );
  for (const { entityType, ids } of asked) {
    const found = new Map(rows.filter((row) => row.entity_type === entityType).map(({ row }) => [row.id, row]));
    resolved.set(
      entityType,
      ids.flatMap((id) => {
        const row = found.get(id);
        return row ? [toEntity(entityType, row, origin)] : [];
      }),
    );
  }
  return resolved;
}

/**
 * Name search within one type (the per-entity datasets' q and size), largest first where sized;
 * skipped entities are left out. Lookups by id still find them (a report, a recent).
 */
export async function searchEntityType(
  db: Queryable,
  entityType: EntityType,
  q: string,
  size: number,
  origin: string,
): Promise<{ elements: ResolvedEntity[]; count: { total: number } }> {
  const rows = await db.query<Row & { total: number }>(
    `SELECT m.*, count(*) OVER ()::int AS total FROM (${SELECTS[entityType]} WHERE ${SEARCHED[entityType]}
       AND t.id NOT IN (SELECT entity_id FROM skiplists WHERE entity_type = '${entityType}')) m
     ORDER BY m.impressions DESC NULLS LAST, m.title, m.id LIMIT $2`,
    [`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, size],
  );
  return {
    elements: rows.map((row) => toEntity(entityType, row, origin)),
    count: { total: rows[0]?.total ?? 0 },
  };
}

/** Each type's table and the columns it can be named by (core ENTITY_TYPE_INFO nameKey first). */
const NAMED_BY: Record<EntityType, { table: string; columns: readonly string[]; sized: boolean }> = {
  advertiser: { table: 'advertisers', columns: ['domain', 'name'], sized: true },
  publisher: { table: 'publishers', columns: ['name', 'domain'], sized: true },
  campaign: { table: 'campaigns', columns: ['name'], sized: true },
  keyword: { table: 'keywords', columns: ['name'], sized: false },
  category: { table: 'categories', columns: ['name'], sized: false },
  brand: { table: 'brands', columns: ['domain', 'name'], sized: true },
};

/**
 * The entities of one type named exactly (case-insensitively) by `names` — by name or domain — in the
 * order of the names, the largest one where a name fits several, each entity once. Names that fit
 * nothing are left out.
 */
export async function findEntitiesByName(
  db: Queryable,
  entityType: EntityType,
  names: readonly string[],
  origin: string,
): Promise<ResolvedEntity[]> {
  if (names.length === 0) return [];
  const { table, columns, sized } = NAMED_BY[entityType];
  const lowered = names.map((name) => name.toLowerCase());
  const rows = await db.query<{ id: number; names: string[] }>(
    `SELECT t.id, ARRAY[${columns.map((column) => `lower(t.${column})`).join(', ')}] AS names
     FROM ${table} t
     WHERE ${columns.map((column) => `lower(t.${column}) = ANY($1::text[])`).join(' OR ')}
     ORDER BY ${sized ? 't.total_impressions DESC, ' : ''}t.id`,
    [lowered],
  );
  const ids: number[] = [];
  for (const name of lowered) {
    const row = rows.find((candidate) => candidate.names.includes(name));
    if (row && !ids.includes(row.id)) ids.push(row.id);
  }
  return resolveEntities(db, entityType, ids, origin);
}
