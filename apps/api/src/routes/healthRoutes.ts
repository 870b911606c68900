import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { healthResponseSchema } from '../schemas/apiSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

const healthRoutes = [
  route({
    method: 'get',
    path: '/health',
    summary: 'Liveness, which database is in use and the last day of data',
    tags: ['system'],
    responses: { 200: { description: 'The server and its database answer', schema: healthResponseSchema } },
    handler: async ({ deps }): Promise<z.infer<typeof healthResponseSchema>> => {
      // Reading data_meta proves the database answers, not just the process.
      const meta = await deps.dataMeta();
      return { status: 'ok', database: deps.db.kind, dataEnd: meta?.dataEnd ?? null };
    },
  }),
];

export function registerHealthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, healthRoutes);
}
