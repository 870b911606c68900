import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { API_BASE_PATH } from '@adlens/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import { type RouteTableEntry, documentedRoutes } from '../openapi/routeTable.ts';
import type { RouteDeps } from './RouteDeps.ts';

const REFERENCE_PATH = `${API_BASE_PATH}/docs/reference`;

/**
 * The interactive reference is Swagger UI reading GET /docs. The API's own policy lets nothing run
 * (http/securityHeaders.ts); these pages alone may run scripts and styles served from here, and
 * fetch this origin (the document, and "Try it out"). Nothing comes from another origin.
 */
const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'none'";

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Adlens API reference</title>
    <link rel="stylesheet" href="${REFERENCE_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${REFERENCE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${REFERENCE_PATH}/start.js"></script>
  </body>
</html>
`;

/** Kept out of the page, so the page needs no inline script. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${API_BASE_PATH}/docs', dom_id: '#reference', deepLinking: true });\n`;

const ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
} as const;
type Asset = keyof typeof ASSETS;

const assetParams = z.strictObject({
  file: z.enum(Object.keys(ASSETS) as [Asset, ...Asset[]]).describe('A file of the reference page'),
});

const assets = new Map<Asset, Promise<string>>();

/** Swagger UI's files as its package ships them, read once. */
function assetText(file: Asset): Promise<string> {
  if (file === 'start.js') return Promise.resolve(START_SCRIPT);
  let text = assets.get(file);
  if (!text) {
    const require = createRequire(import.meta.url);
    const folder = dirname(require.resolve('swagger-ui-dist/package.json'));
    text = readFile(join(folder, file), 'utf8');
    assets.set(file, text);
  }
  return text;
}

function referenceReply(reply: FastifyReply, type: string): FastifyReply {
  return reply.type(type).header('content-security-policy', REFERENCE_CSP).header('cache-control', 'no-cache');
}

/**
 * The OpenAPI document, built from the declarations of the routes the server has (the route table,
 * complete once the server is ready), and the interactive reference that reads it.
 */
function docsRoutes(table: readonly RouteTableEntry[]) {
  let document: unknown;
  return [
    route({
      method: 'get',
      path: '/docs',
      summary: 'This OpenAPI 3.1 document',
      tags: ['system'],
      responses: { 200: { description: 'OpenAPI document (JSON)' } },
      handler: async () => (document ??= buildOpenApiDocument(documentedRoutes(table))),
    }),
    route({
      method: 'get',
      path: '/docs/reference',
      summary: 'The interactive reference of this document (Swagger UI)',
      tags: ['system'],
      responses: { 200: { description: 'HTML page', schema: z.string(), contentType: 'text/html' } },
      handler: async ({ reply }) => referenceReply(reply, 'text/html; charset=utf-8').send(REFERENCE_PAGE),
    }),
    route({
      method: 'get',
      path: '/docs/reference/{file}',
      summary: 'A script or style sheet of the interactive reference',
      tags: ['system'],
      params: assetParams,
      responses: {
        200: { description: 'The file', schema: z.string(), contentType: 'text/javascript' },
        400: { description: 'Not a file of the reference' },
      },
      handler: async ({ reply, input }) => {
        const { file } = input.params();
        return referenceReply(reply, ASSETS[file]).send(await assetText(file));
      },
    }),
  ];
}

export function registerDocsRoute(app: FastifyInstance, deps: RouteDeps, table: readonly RouteTableEntry[]): void {
  registerRoutes(app, deps, docsRoutes(table));
}
