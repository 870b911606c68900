import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';
import type { PublicSettings, RouteDeps } from './RouteDeps.ts';

const settingsSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  homePageUrl: z.string().describe("'Get in Touch' on the trial-ended page opens it (spec §2.4)"),
  supportEmail: z.string(),
}) satisfies z.ZodType<PublicSettings>;

export const settingsRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/settings',
    summary: 'Public settings: maintenance banner (spec §2.6), home-page URL (§2.4), support e-mail',
    tags: ['system'],
    responses: { 200: { description: 'Settings', schema: settingsSchema } },
  },
];

export function registerSettingsRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/settings', async (request, reply): Promise<PublicSettings> => {
    parseInput(z.strictObject({}), request.query);
    reply.header('cache-control', 'no-cache');
    return deps.settings;
  });
}
