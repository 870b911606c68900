import {
  ONBOARDING_PATH,
  ONBOARDING_STATUSES,
  ONBOARDING_STEPS,
  completeOnboardingSchema,
  missingOnboardingChoices,
  onboardingChoicesSchema,
  onboardingProgressSchema,
} from '@adlens/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { checkOnboardingChoices } from '../datasets/checkOnboardingChoices.ts';
import { completeOnboarding } from '../datasets/completeOnboarding.ts';
import {
  onboardingState,
  readOnboardingRow,
  saveOnboardingProgress,
  skipOnboarding,
} from '../datasets/onboardingStore.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});
const JSON_BODY = 'application/json';
const noBody = z.strictObject({}).optional();

const entitySchema = z.object({
  id: z.number(),
  entityType: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
});
const resultSchema = z.object({
  favoriteId: z.string(),
  dashboardId: z.string().nullable(),
  dashboardName: z.string().nullable(),
  dashboardSkipped: z.enum(['not-in-plan', 'limit']).nullable(),
});
const stateSchema = z.object({
  status: z.enum(ONBOARDING_STATUSES),
  step: z.enum(ONBOARDING_STEPS).nullable(),
  choices: onboardingChoicesSchema,
  entities: z.array(entitySchema).describe('ownDomain and competitors, resolved, in that order'),
  offer: z.boolean().describe('Send the user to the first-run path from the start page'),
  result: resultSchema.nullable(),
  updatedAt: z.string().nullable(),
});
const completedSchema = resultSchema.extend({
  favorite: z.object({ id: z.string(), name: z.string() }).passthrough().nullable(),
});

const common = {
  400: { description: 'Invalid input: fieldErrors name the choices (`choices.country`, …)' },
  401: { description: 'Missing or invalid access token' },
};

async function caller(deps: RouteDeps, request: FastifyRequest) {
  parseInput(noQuery, request.query);
  const claims = await deps.auth.authenticate(bearerToken(request));
  return { userId: claims.user.id, partner: Boolean(claims.integration), origin: deps.originOf(request) };
}

const onboardingRoutes = [
  route({
    method: 'get',
    path: `/${ONBOARDING_PATH}`,
    summary: "The user's onboarding: status, the step to resume at and the answers so far",
    tags: ['users'],
    security: 'accessToken',
    responses: { 200: { description: 'State', schema: stateSchema }, 401: common[401] },
    handler: async ({ request, deps }) => {
      const { userId, partner, origin } = await caller(deps, request);
      return onboardingState(deps.db, userId, partner, origin);
    },
  }),
  route({
    method: 'put',
    path: `/${ONBOARDING_PATH}`,
    summary: 'Save the wizard step and the answers so far (starts it; after a skip, resumes it)',
    description:
      'The own domain and competitors must be existing advertisers (at most 9 competitors: a report compares 10); country, channel and period must be ones the package opens. A completed onboarding is final: the state is answered unchanged.',
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: onboardingProgressSchema },
    responses: { 200: { description: 'State', schema: stateSchema }, ...common },
    handler: async ({ request, input, deps }) => {
      const { userId, partner, origin } = await caller(deps, request);
      const body = input.body();
      await checkOnboardingChoices(
        deps.db,
        await deps.dataMeta(),
        await loadPackageAccess(deps.db, userId),
        body.choices,
      );
      await saveOnboardingProgress(deps.db, userId, body.step, body.choices);
      return onboardingState(deps.db, userId, partner, origin);
    },
  }),
  route({
    method: 'post',
    path: `/${ONBOARDING_PATH}/complete`,
    summary: 'Finish: save the default filters, bookmark the comparison and create a first dashboard, at once',
    description:
      "In one transaction. `choices` (optional) replaces the saved answers; every answer is needed. Without dashboards in the plan (or at its limit) no dashboard is made and `dashboardSkipped` says why. Idempotent: a second call answers the first one's result.",
    tags: ['users'],
    security: 'accessToken',
    body: { contentType: JSON_BODY, schema: completeOnboardingSchema },
    responses: { 200: { description: 'What was created', schema: completedSchema }, ...common },
    handler: async ({ request, deps }) => {
      const { userId, origin } = await caller(deps, request);
      const body = parseInput(completeOnboardingSchema, request.body ?? {});
      const row = await readOnboardingRow(deps.db, userId);
      const choices = body.choices ?? row?.choices ?? {};
      const access = await loadPackageAccess(deps.db, userId);
      // Done already: completeOnboarding answers the first result, whatever is sent now.
      if (row?.status !== 'completed') {
        const missing = missingOnboardingChoices(choices);
        if (Object.keys(missing).length > 0) throw validationError(missing);
        await checkOnboardingChoices(deps.db, await deps.dataMeta(), access, choices);
      }
      return completeOnboarding(deps.db, userId, access.code, choices, origin);
    },
  }),
  route({
    method: 'post',
    path: `/${ONBOARDING_PATH}/skip`,
    summary: "'Skip for now': the first-run path is not offered again (idempotent)",
    tags: ['users'],
    security: 'accessToken',
    responses: { 200: { description: 'State', schema: stateSchema }, 401: common[401] },
    handler: async ({ request, deps }) => {
      const { userId, partner, origin } = await caller(deps, request);
      parseInput(noBody, request.body ?? undefined);
      await skipOnboarding(deps.db, userId);
      return onboardingState(deps.db, userId, partner, origin);
    },
  }),
];

/** Onboarding: read, save progress, complete, skip. */
export function registerOnboardingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, onboardingRoutes);
}
