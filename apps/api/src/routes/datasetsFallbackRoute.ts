import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { notFoundError } from '../http/ApiHttpError.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';

const params = z.object({ name: z.string().max(100).describe('Dataset name') });

const datasetsFallbackRoutes = [
  route({
    method: 'get',
    path: '/datasets/{name}',
    summary: 'Any other dataset: not available yet',
    tags: ['datasets'],
    security: 'accessToken',
    params,
    responses: { 401: { description: 'Missing or invalid access token' }, 404: { description: 'Unknown dataset' } },
    handler: async ({ request, input, deps }) => {
      await deps.auth.authenticate(bearerToken(request));
      const { name } = input.params();
      throw notFoundError(`Dataset '${name}' is not available`, { dataset: name });
    },
  }),
];

/**
 * The generic `GET datasets/{name}` for names without a handler: a 404 in the
 * error shape naming the dataset, after the same token check as every dataset.
 */
export function registerDatasetsFallbackRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, datasetsFallbackRoutes);
}
