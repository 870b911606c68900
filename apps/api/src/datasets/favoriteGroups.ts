import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  type EntityType,
  type FavoriteDetails,
  type FavoriteType,
  type ModuleType,
  type SavedGroup,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { ApiHttpError, notFoundError } from '../http/ApiHttpError.ts';
import { resolveEntities } from './entityLookup.ts';

interface FavoriteRow {
  id: string;
  name: string;
  type: FavoriteType;
  module_type: ModuleType;
  entity_type: EntityType;
  category_id: number | null;
  instances: (number | string)[];
  unsaved_groups: { name: string; instances: number[] }[];
  params: Record<string, string> | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id::text AS id, name, type, module_type, entity_type, category_id, instances, unsaved_groups, params,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

function toDetails(row: FavoriteRow): FavoriteDetails {
  return {
    type: row.type,
    moduleType: row.module_type,
    entityType: row.entity_type,
    categoryId: row.category_id,
    // bigint[] comes back as strings from PostgreSQL; ids are safe integers.
    instances: row.instances.map(Number),
    unsavedGroups: row.unsaved_groups,
    params: row.params,
  };
}

/** The stored columns of a favourite's details, in the order INSERT and UPDATE write them ($3–$10). */
function detailValues(name: string, details: FavoriteDetails): unknown[] {
  return [
    name,
    details.type,
    details.moduleType,
    details.entityType,
    details.categoryId,
    details.instances,
    JSON.stringify(details.unsavedGroups),
    details.params === null ? null : JSON.stringify(details.params),
  ];
}

/** Every entity id a favourite stands for: its instances and its groups' members. */
export function favoriteEntityIds(details: Pick<FavoriteDetails, 'instances' | 'unsavedGroups'>): number[] {
  return [...new Set([...details.instances, ...details.unsavedGroups.flatMap((group) => group.instances)])];
}

/** One name per user and type (case-insensitive); 409 names the field. */
function duplicated(name: string): ApiHttpError {
  return new ApiHttpError(409, API_ERROR_CODES.duplicatedName, `A bookmark named '${name}' already exists`, {
    fieldErrors: { name: [`A bookmark named '${name}' already exists`] },
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** Rows → API shape, with the titles and icons of their entities (one query per entity type). */
async function withEntities(db: Queryable, rows: FavoriteRow[], origin: string): Promise<SavedGroup[]> {
  const byType = new Map<EntityType, Set<number>>();
  for (const row of rows) {
    const ids = byType.get(row.entity_type) ?? new Set<number>();
    for (const id of favoriteEntityIds(toDetails(row))) ids.add(id);
    byType.set(row.entity_type, ids);
  }
  const titles = new Map<string, { id: number; title: string; icon: string | null }>();
  for (const [entityType, ids] of byType) {
    for (const entity of await resolveEntities(db, entityType, [...ids], origin)) {
      titles.set(`${entityType}:${entity.id}`, { id: entity.id, title: entity.title, icon: entity.icon });
    }
  }
  return rows.map((row) => {
    const details = toDetails(row);
    return {
      id: row.id,
      name: row.name,
      details: {
        ...details,
        entities: favoriteEntityIds(details).flatMap((id) => {
          const entity = titles.get(`${row.entity_type}:${id}`);
          return entity ? [entity] : [];
        }),
      },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

export interface FavoriteFilter {
  /** Name search: contains (case-insensitive), or the exact name when `strict`. */
  search?: string;
  strict: boolean;
  types?: readonly FavoriteType[];
  entityTypes?: readonly EntityType[];
  moduleTypes?: readonly ModuleType[];
  size: number;
}

/** The user's favourites, last changed first, and how many match. */
export async function listFavorites(
  db: Queryable,
  userId: number,
  filter: FavoriteFilter,
  origin: string,
): Promise<{ elements: SavedGroup[]; total: number }> {
  const where = `user_id = $1
    AND ($2::text IS NULL OR CASE WHEN $3 THEN lower(name) = lower($2) ELSE strpos(lower(name), lower($2)) > 0 END)
    AND ($4::text[] IS NULL OR type = ANY($4)) AND ($5::text[] IS NULL OR entity_type = ANY($5))
    AND ($6::text[] IS NULL OR module_type = ANY($6))`;
  const params = [
    userId,
    filter.search ?? null,
    filter.strict,
    filter.types ?? null,
    filter.entityTypes ?? null,
    filter.moduleTypes ?? null,
  ];
  const [{ total }] = (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM favorite_groups WHERE ${where}`,
    params,
  )) as [{ total: number }];
  const rows = await db.query<FavoriteRow>(
    `SELECT ${COLUMNS} FROM favorite_groups WHERE ${where} ORDER BY updated_at DESC, id LIMIT $7`,
    [...params, filter.size],
  );
  return { elements: await withEntities(db, rows, origin), total };
}

async function findRow(db: Queryable, userId: number, id: string): Promise<FavoriteRow | undefined> {
  const [row] = await db.query<FavoriteRow>(
    `SELECT ${COLUMNS} FROM favorite_groups WHERE id = $1::uuid AND user_id = $2`,
    [id, userId],
  );
  return row;
}

/** One of the user's favourites; 404 for another user's or an unknown id. */
export async function getFavorite(db: Queryable, userId: number, id: string, origin: string): Promise<SavedGroup> {
  const row = await findRow(db, userId, id);
  if (!row) throw notFoundError(`Bookmark ${id} was not found`, { id });
  return (await withEntities(db, [row], origin))[0]!;
}

/** The field error of a request that refers to a bookmark that is not the caller's (or none at all). */
export const NOT_YOUR_BOOKMARK = 'not one of your bookmarks';

/** The details of the user's favourites among `ids`; 400 naming the first that is not theirs. */
export async function favoritesOf(
  db: Queryable,
  userId: number,
  ids: readonly string[],
  field: string,
): Promise<FavoriteDetails[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<FavoriteRow>(
    `SELECT ${COLUMNS} FROM favorite_groups WHERE user_id = $1 AND id::text = ANY($2::text[])`,
    [userId, ids.map((id) => id.toLowerCase())],
  );
  return ids.map((id, index) => {
    const row = rows.find((candidate) => candidate.id === id.toLowerCase());
    if (!row)
      throw new ApiHttpError(400, API_ERROR_CODES.validation, 'The request is not valid', {
        fieldErrors: { [`${field}.${index}`]: [NOT_YOUR_BOOKMARK] },
      });
    return toDetails(row);
  });
}

export async function createFavorite(
  db: Queryable,
  userId: number,
  name: string,
  details: FavoriteDetails,
  origin: string,
): Promise<SavedGroup> {
  const id = randomUUID();
  try {
    await db.query(
      `INSERT INTO favorite_groups (id, user_id, name, type, module_type, entity_type, category_id, instances,
         unsaved_groups, params)
       VALUES ($1::uuid, $2, $3, $4, $5, $6, $7, $8::bigint[], $9::jsonb, $10::jsonb)`,
      [id, userId, ...detailValues(name, details)],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicated(name);
    throw error;
  }
  return getFavorite(db, userId, id, origin);
}

/** Renames and/or replaces a favourite's context; 404 when it is not the user's. */
export async function updateFavorite(
  db: Queryable,
  userId: number,
  id: string,
  change: { name?: string; details?: FavoriteDetails },
  origin: string,
): Promise<SavedGroup> {
  const current = await findRow(db, userId, id);
  if (!current) throw notFoundError(`Bookmark ${id} was not found`, { id });
  const name = change.name ?? current.name;
  const details = change.details ?? toDetails(current);
  try {
    await db.query(
      `UPDATE favorite_groups SET name = $3, type = $4, module_type = $5, entity_type = $6, category_id = $7,
         instances = $8::bigint[], unsaved_groups = $9::jsonb, params = $10::jsonb, updated_at = now()
       WHERE id = $1::uuid AND user_id = $2`,
      [id, userId, ...detailValues(name, details)],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicated(name);
    throw error;
  }
  return getFavorite(db, userId, id, origin);
}

export async function deleteFavorite(db: Queryable, userId: number, id: string): Promise<void> {
  const deleted = await db.query<{ id: string }>(
    'DELETE FROM favorite_groups WHERE id = $1::uuid AND user_id = $2 RETURNING id::text AS id',
    [id, userId],
  );
  if (deleted.length === 0) throw notFoundError(`Bookmark ${id} was not found`, { id });
}

/** The names of the user's favourites among `ids` (recents show which favourites a report opened). */
export async function favoriteNames(
  db: Queryable,
  userId: number,
  ids: readonly string[],
): Promise<Map<string, { name: string; params: Record<string, string> | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string; params: Record<string, string> | null }>(
    `SELECT id::text AS id, name, params FROM favorite_groups WHERE user_id = $1 AND id::text = ANY($2::text[])`,
    [userId, [...new Set(ids.map((id) => id.toLowerCase()))]],
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, params: row.params }]));
}
