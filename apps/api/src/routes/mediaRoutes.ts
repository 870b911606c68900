import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFoundError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { creativeSvg } from '../media/creativeSvg.ts';
import { faviconSvg } from '../media/faviconSvg.ts';
import { byteRange, sampleVideoBytes, sampleVideoFile } from '../media/sampleVideo.ts';
import { type AnyRouteDeclaration, registerRoutes, route } from '../openapi/declareRoute.ts';
import { creativeOf, creativeVideoOf, faviconOf } from '../media/mediaStore.ts';
import type { RouteDeps } from './RouteDeps.ts';

const svgFile = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,14}\.svg$/, 'must be {id}.svg')
    .describe('{id}.svg'),
});
const idOf = (file: string) => Number(file.slice(0, -'.svg'.length));
const SVG = 'image/svg+xml';

const svgRoute = (path: string, summary: string, handler: AnyRouteDeclaration['handler']) =>
  route({
    method: 'get',
    path,
    summary,
    tags: ['media'],
    params: svgFile,
    responses: {
      200: { description: 'SVG image', schema: z.string(), contentType: SVG },
      400: { description: 'Not {id}.svg' },
      404: { description: 'Unknown id' },
    },
    handler,
  });

const webmFile = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,14}\.webm$/, 'must be {id}.webm')
    .describe('{id}.webm'),
});
const WEBM = 'video/webm';

/**
 * Generated images need no token (favicons are exempt; <img> cannot send
 * one). They are immutable for a given database, may be drawn into other origins' canvases (image
 * export) and, like every answer of the API, carry a CSP that forbids scripts (http/securityHeaders.ts).
 */
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.type(`${SVG}; charset=utf-8`).header('cache-control', 'public, max-age=86400').send(svg);
}

const mediaRoutes = [
  svgRoute('/media/favicons/{file}', 'Advertiser favicon: a letter tile', async ({ request, reply, deps }) => {
    const id = idOf(parseInput(svgFile, request.params).file);
    const row = await faviconOf(deps.db, 'advertisers', id);
    if (!row) throw notFoundError(`Advertiser ${id} was not found`);
    return sendSvg(reply, faviconSvg({ label: row.label, color: row.favicon_color }));
  }),
  svgRoute(
    '/media/favicons/publishers/{file}',
    'Publisher favicon: a letter tile',
    async ({ request, reply, deps }) => {
      const id = idOf(parseInput(svgFile, request.params).file);
      const row = await faviconOf(deps.db, 'publishers', id);
      if (!row) throw notFoundError(`Publisher ${id} was not found`);
      return sendSvg(reply, faviconSvg({ label: row.label, color: row.favicon_color }));
    },
  ),
  svgRoute('/media/creatives/{file}', 'Creative: a banner of its IAB size', async ({ request, reply, deps }) => {
    const id = idOf(parseInput(svgFile, request.params).file);
    const row = await creativeOf(deps.db, id);
    if (!row) throw notFoundError(`Creative ${id} was not found`);
    return sendSvg(
      reply,
      creativeSvg({
        width: row.width,
        height: row.height,
        type: row.type,
        domain: row.domain,
        // The theme without its year reads as a headline: 'Black Friday 2024' → 'Black Friday'.
        headline: row.campaign.replace(/\s\d{4}$/, ''),
        color: row.favicon_color,
        durationSeconds: row.duration_seconds,
      }),
    );
  }),
  route({
    method: 'get',
    path: '/media/videos/{file}',
    summary:
      "A video ad's clip: a sample WebM of the ad's orientation and length (the creative's image is its still). Answers one `Range` with 206.",
    tags: ['media'],
    params: webmFile,
    responses: {
      200: { description: 'WebM video', schema: z.string(), contentType: WEBM },
      206: { description: 'The asked byte range of it', schema: z.string(), contentType: WEBM },
      400: { description: 'Not {id}.webm' },
      404: { description: 'Unknown id, or a creative that is not a video' },
      416: { description: 'A range outside the file' },
    },
    handler: async ({ request, reply, deps }) => {
      const file = parseInput(webmFile, request.params).file;
      const id = Number(file.slice(0, -'.webm'.length));
      const row = await creativeVideoOf(deps.db, id);
      if (!row || row.duration_seconds === null) throw notFoundError(`Creative ${id} has no video`);
      const bytes = sampleVideoBytes(
        sampleVideoFile({ width: row.width, height: row.height, durationSeconds: row.duration_seconds }),
      );
      reply.type(WEBM).header('cache-control', 'public, max-age=86400').header('accept-ranges', 'bytes');
      const range = byteRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
      }
      if (range === 'whole') return reply.send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  }),
];

export function registerMediaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, mediaRoutes);
}
