import type { FastifyInstance } from 'fastify';
import type { RouteDoc } from './RouteDoc.ts';

/** One route the server has, as Fastify registered it, with its declaration when it has one. */
export interface RouteTableEntry {
  method: string;
  /** With its prefix, in Fastify's form: `/api/v1/favorites/:id`. */
  url: string;
  doc?: RouteDoc;
  /** The HEAD twin Fastify adds to every GET route; it answers like the GET, without a body. */
  automaticHead: boolean;
}

/**
 * Records every route the server registers from here on (an onRoute hook), in registration order:
 * the OpenAPI document is built from it, and a test holds it against the document.
 */
export function recordRouteTable(app: FastifyInstance): RouteTableEntry[] {
  const table: RouteTableEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const doc = route.config?.doc;
      const automaticHead =
        method === 'HEAD' && table.some((entry) => entry.method === 'GET' && entry.url === route.url);
      table.push({ method, url: route.url, ...(doc && !automaticHead ? { doc } : {}), automaticHead });
    }
  });
  return table;
}

/** The declarations of the routes in the table, in registration order. */
export function documentedRoutes(table: readonly RouteTableEntry[]): RouteDoc[] {
  return table.flatMap((entry) => (entry.doc ? [entry.doc] : []));
}
