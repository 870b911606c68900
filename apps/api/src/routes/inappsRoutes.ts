import { INAPPS_PATH, type InAppsResponse } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { loadInAppPackages } from '../datasets/inAppPackages.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { inAppPackageSchema } from '../schemas/filterSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

const noQuery = z.strictObject({});

const inappsRoutes = [
  route({
    method: 'get',
    path: `/${INAPPS_PATH}`,
    summary: "The packages of the user's kind in upgrade order",
    description:
      'Standalone sessions: Trial, Basic, Professional, Team, Enterprise; partner integrations: their partner plans. Each with id, name, code, price (null: on request), currency, upgradableTo (a package id), details.type (PLAN, PLAN_UPGRADE, PLAN_TRIAL, ADDITIONAL_MARKET), limits (PERIOD/COUNTRY `limit`, CAMPAIGN/CREATIVE `resultsLimit`) and features (REPORT_VIEW with maxCountLimit {DAILY?, MONTHLY?}). Core `nextPackage` finds the next package from this list. Takes no query.',
    tags: ['customers'],
    security: 'accessToken',
    query: noQuery,
    responses: {
      200: { description: 'Packages', schema: z.object({ elements: z.array(inAppPackageSchema) }) },
      400: { description: 'A query parameter: `error.validation`' },
      401: { description: 'Missing or invalid access token' },
    },
    handler: async ({ request, input, deps }): Promise<InAppsResponse> => {
      input.query();
      const claims = await deps.auth.authenticate(bearerToken(request));
      return { elements: await loadInAppPackages(deps.db, claims.integration !== undefined) };
    },
  }),
];

/** `GET inapps`: the list of packages. */
export function registerInappsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, inappsRoutes);
}
