import {
  API_ERROR_CODES,
  PROFILE_MESSAGES,
  USER_PASSWORD_PATH,
  USER_PREFERENCES_PATH,
  USER_PROFILE_PATH,
  USER_SETTINGS_PATH,
  type UserSettingsPatch,
  passwordChangeSchema,
  profileSchema,
  userPreferencesSchema,
  userSettingsPatchSchema,
  userSettingsSchema,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AttemptLimit, clearAttempts, returnAttempt, takeAttempt } from '../auth/attemptCounters.ts';
import { bearerToken } from '../auth/bearerToken.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import {
  changePassword,
  passwordHashOf,
  patchSettings,
  readPreferences,
  readSettings,
  replaceSettings,
  saveName,
  savePreferences,
} from '../datasets/userSettingsStore.ts';
import { ApiHttpError, validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});
const profileResponse = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
const JSON_BODY = 'application/json';

/**
 * Wrong current passwords per user before a 429 (docs/decisions/settings-and-notifications.md#settings-preferences-and-skip-mode): a borrowed
 * session cannot guess the password. A place is taken before the check.
 */
const WRONG_PASSWORD_LIMIT: AttemptLimit = { scope: 'password-change', max: 5, windowSeconds: 10 * 60 };

async function user(deps: RouteDeps, request: FastifyRequest) {
  parseInput(noQuery, request.query);
  return (await deps.auth.authenticate(bearerToken(request))).user;
}

/** The claims of a user with an Adlens account: partner users are named and signed in by their partner. */
async function ownAccount(deps: RouteDeps, request: FastifyRequest) {
  parseInput(noQuery, request.query);
  const claims = await deps.auth.authenticate(bearerToken(request));
  if (claims.integration) {
    throw new ApiHttpError(403, API_ERROR_CODES.accessDenied, 'Your account is managed by your partner platform');
  }
  return claims;
}

const userSettingsRoutes = [
  route({
    method: 'get',
    path: `/${USER_PREFERENCES_PATH}`,
    summary: "The user's preferences",
    tags: ['users'],
    security: 'accessToken',
    responses: { 200: { description: 'Preferences', schema: userPreferencesSchema } },
    handler: async ({ request, deps }) => readPreferences(deps.db, (await user(deps, request)).id),
  }),
  route({
    method: 'put',
    path: `/${USER_PREFERENCES_PATH}`,
    summary: 'Replace the preferences: all three booleans',
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: userPreferencesSchema },
    responses: {
      200: { description: 'The saved preferences', schema: userPreferencesSchema },
      400: { description: 'A missing, non-boolean or unknown key: `error.validation`' },
    },
    handler: async ({ request, input, deps }) => {
      const { id } = await user(deps, request);
      const body = input.body();
      await savePreferences(deps.db, id, body);
      return readPreferences(deps.db, id);
    },
  }),
  route({
    method: 'get',
    path: `/${USER_SETTINGS_PATH}`,
    summary: "The user's persisted settings; {} until saved",
    tags: ['users'],
    security: 'accessToken',
    responses: { 200: { description: 'Settings', schema: userSettingsSchema } },
    handler: async ({ request, deps }) => readSettings(deps.db, (await user(deps, request)).id),
  }),
  route({
    method: 'put',
    path: `/${USER_SETTINGS_PATH}`,
    summary: 'Replace the persisted settings document',
    description: 'Every key optional; an unknown key or a malformed value is 400 `error.validation` naming the key.',
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: userSettingsSchema },
    responses: {
      200: { description: 'The saved settings', schema: userSettingsSchema },
      400: { description: 'Unknown key or bad value: `error.validation`' },
    },
    handler: async ({ request, input, deps }) => {
      const { id } = await user(deps, request);
      const body = input.body();
      await replaceSettings(deps.db, id, body);
      return readSettings(deps.db, id);
    },
  }),
  route({
    method: 'patch',
    path: `/${USER_SETTINGS_PATH}`,
    summary: 'Change some persisted settings: a value sets a key, null forgets it',
    description: 'Merged in one statement, so two tabs saving different keys never undo each other.',
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: userSettingsPatchSchema },
    responses: {
      200: { description: 'The whole saved settings', schema: userSettingsSchema },
      400: { description: 'Unknown key or bad value: `error.validation`' },
    },
    handler: async ({ request, input, deps }) => {
      const { id } = await user(deps, request);
      const patch = input.body() as UserSettingsPatch;
      const set = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== null && value !== undefined),
      );
      const removed = Object.keys(patch).filter((key) => patch[key as keyof UserSettingsPatch] === null);
      // One statement: concurrent patches of different keys both land.
      await patchSettings(deps.db, id, set, removed);
      return readSettings(deps.db, id);
    },
  }),
  route({
    method: 'put',
    path: `/${USER_PROFILE_PATH}`,
    summary: "Change the user's first and last name (settings page)",
    description:
      "Trimmed; required, at most 64 characters, letters, digits, spaces, hyphens, underscores, apostrophes and dots. The access token carries the name: trade the auth token for a new one to see it. Partner users' names belong to the partner: 403.",
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: profileSchema },
    responses: {
      200: { description: 'The saved profile', schema: profileResponse },
      400: { description: 'fieldErrors.firstName / lastName with the message' },
      403: { description: 'A partner integration user' },
    },
    handler: async ({ request, input, deps }) => {
      const { id, email } = (await ownAccount(deps, request)).user;
      const { firstName, lastName } = input.body();
      await saveName(deps.db, id, firstName, lastName);
      return { firstName, lastName, email };
    },
  }),
  route({
    method: 'put',
    path: `/${USER_PASSWORD_PATH}`,
    summary: 'Change the password: the current one is checked, the new one follows the strong-password rule',
    description:
      "400 fieldErrors.currentPassword ['Current password is incorrect'] when it does not match; fieldErrors.newPassword ['Minimum 8 characters, …']. The user's other sessions end; this one stays.",
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: passwordChangeSchema },
    responses: {
      204: { description: 'Changed' },
      400: { description: 'Wrong current password, weak new password: `error.validation`' },
      403: { description: 'A partner integration user (no password)' },
      429: { description: 'Too many wrong current passwords (attributes waitSeconds)' },
    },
    handler: async ({ request, reply, input, deps }) => {
      const claims = await ownAccount(deps, request);
      const { id } = claims.user;
      const body = input.body();
      const place = await takeAttempt(deps.db, WRONG_PASSWORD_LIMIT, String(id));
      if (!place.taken) {
        throw new ApiHttpError(
          429,
          API_ERROR_CODES.tooManyRequests,
          'Too many failed attempts. Please try again later.',
          {
            attributes: { waitSeconds: place.waitSeconds },
          },
        );
      }
      const passwordHash = await passwordHashOf(deps.db, id);
      // A wrong password keeps its place: that is the count.
      if (!passwordHash || !(await verifyPassword(body.currentPassword, passwordHash))) {
        throw validationError({ currentPassword: [PROFILE_MESSAGES.currentPasswordWrong] });
      }
      if (body.currentPassword === body.newPassword) {
        await returnAttempt(deps.db, place);
        throw validationError({ newPassword: [PROFILE_MESSAGES.samePassword] });
      }
      const hash = await hashPassword(body.newPassword);
      // Whoever knew the old password is signed out everywhere else; this session goes on.
      await changePassword(deps.db, id, hash, claims.sid);
      await clearAttempts(deps.db, WRONG_PASSWORD_LIMIT, String(id));
      return reply.code(204).send();
    },
  }),
];

/**
 * User preferences, persisted settings, and the settings page's profile and password
 * (docs/decisions/settings-and-notifications.md#settings-preferences-and-skip-mode).
 */
export function registerUserSettingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, userSettingsRoutes);
}
