import {
  API_ERROR_CODES,
  NAME_MAX_LENGTH,
  SUBSCRIPTIONS_PATH,
  SUBSCRIPTION_DATA_POINTS,
  SUBSCRIPTION_ENTRIES_PATH,
  SUBSCRIPTION_ENTRY_TYPES,
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionDataPoint,
  type SubscriptionEntryInput,
  UNSUBSCRIBE_PATH,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import type { Queryable } from '../db/Database.ts';
import { NOT_YOUR_BOOKMARK, favoriteNames } from '../datasets/favoriteGroups.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import {
  clearFrequencies,
  deleteEntry,
  existingIds,
  frequenciesOf,
  knownCountries,
  listEntries,
  MAX_SUBSCRIPTION_ENTRIES,
  replaceFrequencies,
  saveEntries,
  userEmail,
} from '../datasets/subscriptionStore.ts';
import { PACKAGE_LIMIT_MESSAGES } from '../datasets/packageLimits.ts';
import { ApiHttpError, validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import type { UnsubscribeTokens } from '../notifications/unsubscribeTokens.ts';
import { registerRoutes, routeOver } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});
const frequency = z.enum(SUBSCRIPTION_FREQUENCIES, `must be ${SUBSCRIPTION_FREQUENCIES.join(' or ')}`);
const frequenciesBody = z
  .array(frequency, 'must be a list of frequencies')
  .max(10, 'at most 10')
  .describe('The frequencies to turn on; the others are turned off (an empty list stops every digest)');
const frequenciesResponse = z.object({ frequencies: z.array(frequency) });

const entityId = z.number('must be an entity id').int('must be an entity id').positive().max(Number.MAX_SAFE_INTEGER);
/** A subscription entry. */
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
/** The entry as listed; its id is enough. */
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

/**
 * 400s naming the field of each entry whose country or entities do not exist or whose group is not one
 * of the user's saved groups, and the package's refusal of a country outside it (access is
 * mainly by package).
 */
async function checkEntries(db: Queryable, userId: number, entries: SubscriptionEntryInput[]): Promise<void> {
  const access = await loadPackageAccess(db, userId);
  if (access.code === null) {
    throw new ApiHttpError(400, API_ERROR_CODES.noPackageAvailable, 'There is no package on this account');
  }
  const fieldErrors: Record<string, string[]> = {};
  const countries = await knownCountries(
    db,
    entries.map((entry) => entry.countryId),
  );
  // A group entry names one of the user's own saved groups, as the settings page offers them
  // (no request refers to another user's rows;
  // docs/security.md#rows-belong-to-their-owner-ownership).
  const groupIds = entries.flatMap((entry) => (entry.type === 'group' && entry.favoriteId ? [entry.favoriteId] : []));
  const ownGroups = await favoriteNames(db, userId, groupIds);
  const known = new Map<SubscriptionDataPoint, Set<number>>();
  for (const dataPoint of SUBSCRIPTION_DATA_POINTS) {
    const ids = entries.filter((entry) => entry.dataPoint === dataPoint).flatMap((entry) => entry.instances);
    known.set(dataPoint, await existingIds(db, dataPoint, ids));
  }
  entries.forEach((entry, index) => {
    if (!countries.has(entry.countryId)) {
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
    summary: "The user's e-mail digest frequencies",
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
    summary: 'Set the e-mail digest frequencies',
    tags: ['subscriptions'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: frequenciesBody },
    responses: { 200: { description: 'Frequencies now on', schema: frequenciesResponse }, ...authResponses },
    handler: async ({ request, input, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      const wanted = [...new Set(input.body())];
      await replaceFrequencies(deps.db, userId, wanted);
      return { frequencies: await frequenciesOf(deps.db, userId) };
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'get',
    path: `/${SUBSCRIPTION_ENTRIES_PATH}`,
    summary: "The user's subscriptions, oldest first, with their entities' titles",
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
    summary: 'Subscribe to advertisers, publishers or groups in a country',
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
      await saveEntries(deps.db, userId, entries);
      return { elements: await listEntries(deps.db, userId, deps.originOf(request)) };
    },
  }),
  routeOver<SubscriptionDeps>()({
    method: 'delete',
    path: `/${SUBSCRIPTION_ENTRIES_PATH}`,
    summary: 'Remove a subscription',
    tags: ['subscriptions'],
    security: 'accessToken',
    body: { contentType: 'application/json', schema: removeBody },
    responses: { 204: { description: 'Removed (or already gone)' }, ...authResponses },
    handler: async ({ request, reply, input, deps }) => {
      const userId = await userOf(deps, request);
      parseInput(noQuery, request.query);
      const { id } = input.body();
      await deleteEntry(deps.db, userId, id);
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
      const email = userId === undefined ? undefined : await userEmail(deps.db, userId);
      if (userId === undefined || email === undefined) {
        throw validationError({ token: [INVALID_UNSUBSCRIBE] }, INVALID_UNSUBSCRIBE);
      }
      await clearFrequencies(deps.db, userId);
      return reply.header('cache-control', 'no-store').send({ email, frequencies: [] });
    },
  }),
];

/** Subscriptions, and the digests' unsubscribe link. */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  unsubscribeTokens: UnsubscribeTokens,
): void {
  registerRoutes(app, { ...deps, unsubscribeTokens }, subscriptionRoutes);
}
