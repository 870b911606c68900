import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/buildOpenApiDocument.ts';
import type { RouteDoc } from '../openapi/RouteDoc.ts';

export const docsRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/docs',
    summary: 'This OpenAPI 3.1 document',
    tags: ['system'],
    responses: { 200: { description: 'OpenAPI document (JSON)' } },
  },
];

/** ARCHITECTURE.md, API conventions: the OpenAPI document generated from the route schemas. */
export function registerDocsRoute(app: FastifyInstance, routes: readonly RouteDoc[]): void {
  const document = buildOpenApiDocument(routes);
  app.get('/docs', async () => document);
}
