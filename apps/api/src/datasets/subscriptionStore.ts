import { randomUUID } from 'node:crypto';
import {
  SUBSCRIPTION_DATA_POINTS,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionDataPoint,
  type SubscriptionEntry,
  type SubscriptionEntryInput,
  type SubscriptionFrequency,
} from '@adlens/core';
import type { Database, Queryable } from '../db/Database.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { resolveEntities } from './entityLookup.ts';

/** At most this many subscriptions per user: a digest stays readable. */
export const MAX_SUBSCRIPTION_ENTRIES = 50;

/** A user's e-mail digest frequencies and subscription entries, as the subscription routes read and write them. */
interface EntryRow {
  id: string;
  /** bigint[]: numbers on PGlite, strings on PostgreSQL (typeParsers.ts parses scalars only). */
  type: SubscriptionEntry['type'];
  data_point: SubscriptionDataPoint;
  country_id: string;
  instances: (number | string)[];
  favorite_id: string | null;
  name: string | null;
  created_at: Date;
}

/** Any constant (see exportJobStore's 4000009). */
const SUBSCRIPTIONS_LOCK_KEY = 4_000_010;

/**
 * Serialises one user's changes to their subscriptions (found by the fuzz suite): two
 * concurrent saves (two tabs, a double click) each deleted and inserted the other's rows and ended
 * in a PostgreSQL deadlock, a 500; concurrent entries could also pass the limit together.
 */
async function lockSubscriptionsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SUBSCRIPTIONS_LOCK_KEY, userId % 2_000_000_000]);
}

export async function frequenciesOf(db: Queryable, userId: number): Promise<SubscriptionFrequency[]> {
  const rows = await db.query<{ frequency: SubscriptionFrequency }>(
    'SELECT frequency FROM subscription_frequencies WHERE user_id = $1',
    [userId],
  );
  return SUBSCRIPTION_FREQUENCIES.filter((value) => rows.some((row) => row.frequency === value));
}

export async function listEntries(db: Queryable, userId: number, origin: string): Promise<SubscriptionEntry[]> {
  const rows = (
    await db.query<EntryRow>(
      `SELECT id, type, data_point, country_id, instances, favorite_id, name, created_at
       FROM subscription_entries WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    )
  ).map((row) => ({ ...row, instances: row.instances.map(Number) }));
  const resolved = await Promise.all(
    SUBSCRIPTION_DATA_POINTS.map(async (dataPoint) => {
      const ids = [...new Set(rows.filter((row) => row.data_point === dataPoint).flatMap((row) => row.instances))];
      return [dataPoint, await resolveEntities(db, dataPoint, ids, origin)] as const;
    }),
  );
  const entities = new Map(resolved);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    dataPoint: row.data_point,
    countryId: row.country_id,
    instances: row.instances,
    favoriteId: row.favorite_id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    entities: (entities.get(row.data_point) ?? [])
      .filter((entity) => row.instances.includes(entity.id))
      .map(({ id, title, icon }) => ({ id, title, icon })),
  }));
}

/** Same data point, country and entity (or group): the same subscription. */
function entryKey(entry: SubscriptionEntryInput): string {
  const what = entry.type === 'group' ? entry.favoriteId : String(entry.instances[0]);
  return `${entry.type}:${entry.dataPoint}:${entry.countryId}:${what}`;
}

/** The country codes among these that exist. */
export async function knownCountries(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ code: string }>('SELECT code FROM countries WHERE code = ANY($1::text[])', [codes]);
  return new Set(rows.map((row) => row.code));
}

/** The advertiser or publisher ids among these that exist. */
export async function existingIds(
  db: Queryable,
  dataPoint: SubscriptionDataPoint,
  ids: readonly number[],
): Promise<Set<number>> {
  const table = dataPoint === 'advertiser' ? 'advertisers' : 'publishers';
  const rows = ids.length
    ? await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])
    : [];
  return new Set(rows.map((row) => row.id));
}

/** The user's frequencies become exactly these. */
export async function replaceFrequencies(
  db: Database,
  userId: number,
  wanted: readonly SubscriptionFrequency[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSubscriptionsOf(tx, userId);
    await tx.query('DELETE FROM subscription_frequencies WHERE user_id = $1 AND NOT (frequency = ANY($2::text[]))', [
      userId,
      wanted,
    ]);
    await tx.query(
      `INSERT INTO subscription_frequencies (user_id, frequency) SELECT $1, unnest($2::text[])
       ON CONFLICT DO NOTHING`,
      [userId, wanted],
    );
  });
}

/**
 * Adds the entries (an entry already there is updated: its entities and name), all or none: more than
 * MAX_SUBSCRIPTION_ENTRIES in all is a 400 and nothing is saved.
 */
export async function saveEntries(db: Database, userId: number, entries: readonly SubscriptionEntryInput[]) {
  await db.transaction(async (tx) => {
    await lockSubscriptionsOf(tx, userId);
    for (const entry of entries) {
      await tx.query(
        // clock_timestamp: entries posted together keep their order (now() is the transaction's).
        `INSERT INTO subscription_entries (id, user_id, type, data_point, country_id, instances, favorite_id, name,
                                           entry_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::bigint[], $7, $8, $9, clock_timestamp())
         ON CONFLICT (user_id, entry_key) DO UPDATE SET instances = excluded.instances, name = excluded.name`,
        [
          randomUUID(),
          userId,
          entry.type,
          entry.dataPoint,
          entry.countryId,
          entry.type === 'single' ? entry.instances : [...new Set(entry.instances)],
          entry.type === 'group' ? entry.favoriteId : null,
          entry.type === 'group' ? entry.name : null,
          entryKey(entry),
        ],
      );
    }
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM subscription_entries WHERE user_id = $1',
      [userId],
    );
    if ((count?.n ?? 0) > MAX_SUBSCRIPTION_ENTRIES) {
      throw validationError(
        { request: [`at most ${MAX_SUBSCRIPTION_ENTRIES} subscriptions`] },
        `You can subscribe to at most ${MAX_SUBSCRIPTION_ENTRIES} advertisers, publishers and groups. Remove one to add another.`,
      );
    }
  });
}

export async function deleteEntry(db: Queryable, userId: number, id: string): Promise<void> {
  await db.query('DELETE FROM subscription_entries WHERE user_id = $1 AND id = $2', [userId, id]);
}

/** The user's e-mail address, undefined for an unknown user. */
export async function userEmail(db: Queryable, userId: number): Promise<string | undefined> {
  const [user] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return user?.email;
}

/** Turns every digest of the user off (the mailed unsubscribe link). */
export async function clearFrequencies(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM subscription_frequencies WHERE user_id = $1', [userId]);
}
