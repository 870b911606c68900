import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFoundError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { faviconSvg } from '../media/faviconSvg.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { faviconOf } from '../media/mediaStore.ts';
import type { RouteDeps } from './RouteDeps.ts';

const svgFile = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,14}\.svg$/, 'must be {id}.svg')
    .describe('{id}.svg'),
});
const SVG = 'image/svg+xml';

const entityMediaRoutes = (['categories', 'brands'] as const).map((kind) =>
  route({
    method: 'get',
    path: `/media/favicons/${kind}/{file}`,
    summary: `${kind === 'categories' ? 'Category' : 'Brand'} favicon: a letter tile`,
    tags: ['media'],
    params: svgFile,
    responses: {
      200: { description: 'SVG image', schema: z.string(), contentType: SVG },
      400: { description: 'Not {id}.svg' },
      404: { description: 'Unknown id' },
    },
    handler: async ({ request, reply, deps }) => {
      const id = Number(parseInput(svgFile, request.params).file.slice(0, -'.svg'.length));
      const row = await faviconOf(deps.db, kind, id);
      if (!row) throw notFoundError(`${kind === 'categories' ? 'Category' : 'Brand'} ${id} was not found`);
      return reply
        .type(`${SVG}; charset=utf-8`)
        .header('cache-control', 'public, max-age=86400')
        .send(faviconSvg({ label: row.label, color: row.favicon_color }));
    },
  }),
);

/** Category and brand favicons (categories have a favicon, brands a favIconUrl); public like the others. */
export function registerEntityMediaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, entityMediaRoutes);
}
