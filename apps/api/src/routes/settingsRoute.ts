import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { PublicSettings, RouteDeps } from './RouteDeps.ts';

const settingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  homePageUrl: z.string().describe("'Get in Touch' on the trial-ended page opens it"),
  supportEmail: z.string(),
}) satisfies z.ZodType<PublicSettings>;

const settingsRoutes = [
  route({
    method: 'get',
    path: '/settings',
    summary:
      "Public settings: maintenance banner, home-page URL (the trial-ended page's 'Get in Touch'), support e-mail",
    tags: ['system'],
    responses: { 200: { description: 'Settings', schema: settingsSchema } },
    handler: async ({ request, reply, deps }): Promise<PublicSettings> => {
      parseInput(z.strictObject({}), request.query);
      reply.header('cache-control', 'no-cache');
      return deps.settings;
    },
  }),
];

export function registerSettingsRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, settingsRoutes);
}
