import { DEMO_PRESETS_PATH, DEMO_PRESET_PAGES, type DemoPreset, type DemoPresetsResponse } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/bearerToken.ts';
import { createDemoPresets } from '../datasets/demoPresets.ts';
import { loadPackageAccess } from '../datasets/packageAccess.ts';
import { registerRoutes, routeOver } from '../openapi/declareRoute.ts';
import { entitySummarySchema } from '../schemas/apiSchemas.ts';
import type { RouteDeps } from './RouteDeps.ts';

const demoPresetsQuery = z.strictObject({
  page: z
    .enum(DEMO_PRESET_PAGES, { message: `must be one of ${DEMO_PRESET_PAGES.join(', ')}` })
    .optional()
    .describe("One report page's presets; every page the package opens when absent"),
});

const demoPresetSchema = z.object({
  id: z.string().describe('Stable slug, e.g. `advertiser-sportswear`'),
  page: z.enum(DEMO_PRESET_PAGES).describe('The report page the preset fills'),
  title: z.string(),
  entities: z.array(entitySummarySchema).min(1).describe('The entities it opens, in order'),
  filters: z.object({
    period: z.string().describe('LAST_30_DAYS, LAST_3_MONTHS, LAST_12_MONTHS or `YYYYMMDD-YYYYMMDD`'),
    channel: z.string().describe('`TYPE-DEVICE`'),
    country: z.string().describe('Two-letter country code'),
  }),
}) satisfies z.ZodType<DemoPreset>;

export const demoPresetsResponseSchema = z.object({
  elements: z.array(demoPresetSchema),
}) satisfies z.ZodType<DemoPresetsResponse>;

interface DemoPresetDeps extends RouteDeps {
  demoPresets: ReturnType<typeof createDemoPresets>;
}

const demoPresetRoutes = [
  routeOver<DemoPresetDeps>()({
    method: 'get',
    path: `/${DEMO_PRESETS_PATH}`,
    summary: "'Try an example' presets of the report pages",
    description:
      "Entity sets or keyword lists with a period, channel and country, resolved to the data's entities. Skiplisted entities are left out, and a preset left without entities is not listed. Brand and category presets are listed only when the package opens those reports; the filters are fitted to the package (a channel, country or period outside it gives way to all channels, its largest market, or the longest period it allows). A user without a package gets none.",
    tags: ['reports'],
    security: 'accessToken',
    query: demoPresetsQuery,
    responses: {
      200: { description: 'The presets, by page in a fixed order', schema: demoPresetsResponseSchema },
      400: { description: 'An unknown page or parameter: `error.validation`' },
      401: { description: 'Missing or invalid access token' },
    },
    handler: async ({ request, input, deps }): Promise<DemoPresetsResponse> => {
      const claims = await deps.auth.authenticate(bearerToken(request));
      const query = input.query();
      const meta = await deps.dataMeta();
      if (!meta) return { elements: [] };
      const access = await loadPackageAccess(deps.db, claims.user.id);
      return {
        elements: await deps.demoPresets({ access, meta, origin: deps.originOf(request), page: query.page }),
      };
    },
  }),
];

export function registerDemoPresetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const demoPresets = createDemoPresets(deps.db, (message) => app.log.warn(message));
  registerRoutes(app, { ...deps, demoPresets }, demoPresetRoutes);
}
