import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  NAME_MAX_LENGTH,
  SUBSCRIPTIONS_PATH,
  SUBSCRIPTION_DATA_POINTS,
  SUBSCRIPTION_ENTRIES_PATH,
  SUBSCRIPTION_ENTRY_TYPES,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionDataPoint,
  type SubscriptionEntry,
  type SubscriptionEntryInput,
  type SubscriptionFrequency,
  UNSUBSCRIBE_PATH,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import type { Queryable } from '../db/Database.ts';
import { resolveEntities } from '../datasets/entityLookup.ts';
import { NOT_YOUR_BOOKMARK, favoriteNames } from '../datasets/favoriteGroups.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { PACKAGE_LIMIT_MESSAGES } from '../datasets/packageLimits.ts';
import { ApiHttpError, validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import type { UnsubscribeTokens } from '../notifications/unsubscribeTokens.ts';
import { registerRoutes, routeOver } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

/** At most this many subscriptions per user: a digest stays readable. */
const MAX_SUBSCRIPTION_ENTRIES = 50;

const noQuery = z.strictObject({});
const frequency = z.enum(SUBSCRIPTION_FREQUENCIES, `must be ${SUBSCRIPTION_FREQUENCIES.join(' or ')}`);
const frequenciesBody = z
  .array(frequency, 'must be a list of frequencies')
  .max(10, 'at most 10')
  .describe('The frequencies to turn on; the others are turned off (an empty list stops every digest)');
const frequenciesResponse = z.object({ frequencies: z.array(frequency) });

const entityId = z.number('must be an entity id').int('must be an entity id').positive().max(Number.MAX_SAFE_INTEGER);
/** spec reports-data §3 payload entry. */
const entryInput = z
  .strictObject({
    type: z.enum(SUBSCRIPTION_ENTRY_TYPES, 'must be single or group'),
    dataPoint: z.enum(SUBSCRIPTION_DATA_POINTS, 'must be advertiser or publisher'),
    countryId: z.string('must be a country code').regex(/^[A-Z]{2}$/, 'must be a country code such as US'),
    instances: z.array(entityId, 'must be a list of entity ids').min(1, 'must name an entity').max(10, 'at most 10'),
    favoriteId: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .nullish()
      .describe("One of the user's saved groups (favourite id): the group of a group entry"),
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
      .nullish()
      .describe("The group's name"),
  })
  .superRefine((entry, context) => {
    if (entry.type === 'single') {
      if (entry.instances.length !== 1) {
        context.addIssue({ code: 'custom', path: ['instances'], message: 'a single entry names exactly one entity' });
      }
      if (entry.favoriteId) context.addIssue({ code: 'custom', path: ['favoriteId'], message: 'only for groups' });
    } else {
      if (!entry.favoriteId)
        context.addIssue({ code: 'custom', path: ['favoriteId'], message: 'a group needs its id' });
      if (!entry.name) context.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
    }
  }) satisfies z.ZodType<SubscriptionEntryInput>;
const entriesBody = z
  .array(entryInput, 'must be a list of entries')
  .min(1, 'must hold an entry')
  .max(MAX_SUBSCRIPTION_ENTRIES);
/** spec §7 "DELETE subscriptions/entries (entry to remove)": the entry as listed; its id is enough. */
const removeBody = z.looseObject({ id: z.uuid('must be the id of a subscription') });
const unsubscribeQuery = z.strictObject({ token: z.string('is required').min(1, 'is required').max(2000) });

const entryResponse = z.object({
  id: z.uuid(),
  type: z.enum(SUBSCRIPTION_ENTRY_TYPES),
  dataPoint: z.enum(SUBSCRIPTION_DATA_POINTS),
  countryId: z.string(),
  instances: z.array(z.number()),
  favoriteId: z.string().nullable(),
  name: z.string().nullable(),
  createdAt: z.string(),
  entities: z.array(z.object({ id: z.number(), title: z.string(), icon: z.string().nullable() })),
});
const entriesResponse = z.object({ elements: z.array(entryResponse) });

const authResponses = {
  400: { description: 'Invalid body: `error.validation` naming each bad field' },
  401: { description: 'Missing or invalid access token' },
};

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
 * Serialises one user's changes to their subscriptions (issue 21 §5, found by the fuzz suite): two
 * concurrent saves (two tabs, a double click) each deleted and inserted the other's rows and ended
 * in a PostgreSQL deadlock, a 500; concurrent entries could also pass the limit together.
 */
async function lockSubscriptionsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [SUBSCRIPTIONS_LOCK_KEY, userId % 2_000_000_000]);
}

async function frequenciesOf(db: Queryable, userId: number): Promise<SubscriptionFrequency[]> {
  const rows = await db.query<{ frequency: SubscriptionFrequency }>(
    'SELECT frequency FROM subscription_frequencies WHERE user_id = $1',
    [userId],
  );
  return SUBSCRIPTION_FREQUENCIES.filter((value) => rows.some((row) => row.frequency === value));
}

async function listEntries(db: Queryable, userId: number, origin: string): Promise<SubscriptionEntry[]> {
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

/**
 * 400s naming the field of each entry whose country or entities do not exist or whose group is not one
 * of the user's saved groups, and the package's refusal of a country outside it (spec access §6:
 * access is mainly by package).
 */
async function checkEntries(db: Queryable, userId: number, entries: SubscriptionEntryInput[]): Promise<void> {
  const access = await loadPackageAccess(db, userId);
  if (access.code === null) {
    throw new ApiHttpError(400, API_ERROR_CODES.noPackageAvailable, 'There is no package on this account');
  }
  const fieldErrors: Record<string, string[]> = {};
  const countries = await db.query<{ code: string }>('SELECT code FROM countries WHERE code = ANY($1::text[])', [
    entries.map((entry) => entry.countryId),
  ]);
  // A group entry names one of the user's own saved groups, as the settings page offers them
  // (issue 21 "Ownership": no request refers to another user's rows).
  const groupIds = entries.flatMap((entry) => (entry.type === 'group' && entry.favoriteId ? [entry.favoriteId] : []));
  const ownGroups = await favoriteNames(db, userId, groupIds);
  const known = new Map<SubscriptionDataPoint, Set<number>>();
  for (const dataPoint of SUBSCRIPTION_DATA_POINTS) {
    const ids = entries.filter((entry) => entry.dataPoint === dataPoint).flatMap((entry) => entry.instances);
    const table = dataPoint === 'advertiser' ? 'advertisers' : 'publishers';
    const rows = ids.length
      ? await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::bigint[])`, [ids])
      : [];
    known.set(dataPoint, new Set(rows.map((row) => row.id)));
  }
  entries.forEach((entry, index) => {
    if (!countries.some((row) => row.code === entry.countryId)) {
      fieldErrors[`${index}.countryId`] = [`${entry.countryId} is not a known country`];
    }
    if (entry.type === 'group' && entry.favoriteId && !ownGroups.has(entry.favoriteId.toLowerCase())) {
      fieldErrors[`${index}.favoriteId`] = [NOT_YOUR_BOOKMARK];
    }
    const missing = entry.instances.filter((id) => !known.get(entry.dataPoint)!.has(id));
    if (missing.length > 0) {
      fieldErrors[`${index}.instances`] = [`${entry.dataPoint} ${missing.join(', ')} does not exist`];
    }
  });
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  const outside = entries.find((entry) => !access.countries.includes(entry.countryId));
  if (outside) {
    throw new ApiHttpError(403, API_ERROR_CODES.packageLimitExceeded, PACKAGE_LIMIT_MESSAGES.country, {
      attributes: { limit: 'COUNTRY', value: outside.countryId },
    });
  }
}

async function userOf(deps: RouteDeps, request: FastifyRequest): Promise<number> {
  return (await deps.auth.authenticate(bearerToken(request))).user.id;
}

interface SubscriptionDeps extends RouteDeps {
  unsubscribeTokens: UnsubscribeTokens;
}

const INVALID_UNSUBSCRIBE = 'The unsubscribe link is invalid or has expired';

const subscriptionRoutes = [
  routeOver<SubscriptionDeps>()({
    method: 'get',
    path: `/${SUBSCRIPTIONS_PATH}`,
    summary: "The user's e-mail digest frequencies (spec reports-data §7 Other: GET subscriptions)",
    tags: ['subscriptions'],
    security: 'accessToken',
    responses: { 200: { description: 'Frequencies turned on', schema: frequenciesResponse }, ...authResponses },
    handler: async ({ request, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      return { frequencies: await frequenciesOf(deps.db, userId) };
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'post',
    path: `/${SUBSCRIPTIONS_PATH}`,
    summary: 'Set the e-mail digest frequencies (spec §7: POST subscriptions with the frequencies list)',
    tags: ['subscriptions'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: frequenciesBody },
    responses: { 200: { description: 'Frequencies now on', schema: frequenciesResponse }, ...authResponses },
    handler: async ({ request, input, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      const wanted = [...new Set(input.body())];
      await deps.db.transaction(async (tx) => {
        await lockSubscriptionsOf(tx, userId);
        await tx.query(
          'DELETE FROM subscription_frequencies WHERE user_id = $1 AND NOT (frequency = ANY($2::text[]))',
          [userId, wanted],
        );
        await tx.query(
          `INSERT INTO subscription_frequencies (user_id, frequency) SELECT $1, unnest($2::text[])
         ON CONFLICT DO NOTHING`,
          [userId, wanted],
        );
      });
      return { frequencies: await frequenciesOf(deps.db, userId) };
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'get',
    path: `/${SUBSCRIPTION_ENTRIES_PATH}`,
    summary: "The user's subscriptions, oldest first, with their entities' titles (spec §7)",
    tags: ['subscriptions'],
    security: 'accessToken',
    responses: { 200: { description: 'Subscriptions', schema: entriesResponse }, ...authResponses },
    handler: async ({ request, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      return { elements: await listEntries(deps.db, userId, deps.originOf(request)) };
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'post',
    path: `/${SUBSCRIPTION_ENTRIES_PATH}`,
    summary: 'Subscribe to advertisers, publishers or groups in a country (spec §7: list of entries)',
    description: [
      'Each entry is `single` (instances: the one entity id) or `group` (favoriteId, name and the members in instances). Subscribing again to the same entity (or group) in the same country changes nothing; a group is updated with its new name and members.',
      "400 `error.validation` naming the field, e.g. `0.instances` for an advertiser or publisher that does not exist, `0.countryId` for an unknown country, `0.favoriteId` for a group that is not one of the user's saved groups; 403 `error.package-limit-exceeded` {limit: COUNTRY} for a country outside the package; 400 `no-package-available` without a package. At most 50 subscriptions per user.",
    ].join('\n\n'),
    tags: ['subscriptions'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: entriesBody },
    responses: {
      200: { description: 'All subscriptions after the change', schema: entriesResponse },
      ...authResponses,
      403: { description: 'A country outside the package' },
    },
    handler: async ({ request, input, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      const entries = input.body();
      await checkEntries(deps.db, userId, entries);
      await deps.db.transaction(async (tx) => {
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
      return { elements: await listEntries(deps.db, userId, deps.originOf(request)) };
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'delete',
    path: `/${SUBSCRIPTION_ENTRIES_PATH}`,
    summary: 'Remove a subscription (spec §7: the entry to remove; its id is enough)',
    tags: ['subscriptions'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: removeBody },
    responses: { 204: { description: 'Removed (or already gone)' }, ...authResponses },
    handler: async ({ request, reply, input, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      const { id } = input.body();
      await deps.db.query('DELETE FROM subscription_entries WHERE user_id = $1 AND id = $2', [userId, id]);
      return reply.code(204).send();
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'get',
    path: `/${UNSUBSCRIBE_PATH}`,
    summary: "The digest's unsubscribe link: turns every digest frequency of the token's user off",
    description:
      "No sign-in: the token (JWT typ UNSUBSCRIBE, signed by the server, a year long) names the user. Subscriptions are kept, so turning a frequency back on in the settings resumes the digests. 400 `error.validation` {fieldErrors.token} 'The unsubscribe link is invalid or has expired'.",
    tags: ['subscriptions'],
    query: unsubscribeQuery,
    responses: {
      200: {
        description: 'Unsubscribed',
        schema: z.object({ email: z.string(), frequencies: z.array(frequency) }),
      },
      400: { description: 'Missing, invalid or expired token' },
    },
    handler: async ({ reply, input, deps }) => {
      const { token } = input.query();
      const userId = await deps.unsubscribeTokens.verify(token);
      const [user] =
        userId === undefined
          ? []
          : await deps.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      if (!user) throw validationError({ token: [INVALID_UNSUBSCRIBE] }, INVALID_UNSUBSCRIBE);
      await deps.db.query('DELETE FROM subscription_frequencies WHERE user_id = $1', [userId]);
      return reply.header('cache-control', 'no-store').send({ email: user.email, frequencies: [] });
    },
  }),
];

/** spec reports-data §7 Other "Subscriptions", and the digests' unsubscribe link (issue 8). */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  unsubscribeTokens: UnsubscribeTokens,
): void {
  registerRoutes(app, { ...deps, unsubscribeTokens }, subscriptionRoutes);
}
