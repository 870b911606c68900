import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { parseInput } from '../http/parseInput.ts';
import type { RouteDeps } from '../routes/RouteDeps.ts';
import type { RouteDoc } from './RouteDoc.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration, read back for the OpenAPI document (openapi/routeTable.ts). */
    doc?: RouteDoc;
  }
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** The route's own input, parsed with its declared schemas when the handler asks (after its token check). */
interface RouteInput<Params, Query, Body> {
  params(): Parsed<Params>;
  query(): Parsed<Query>;
  /** A missing body is parsed as undefined, so a required body is a 400 naming it. */
  body(): Parsed<Body>;
}

/** What a route's handler gets: the request, its reply, its declared input and the server's services. */
interface RouteContext<Params, Query, Body, Deps> {
  request: FastifyRequest;
  reply: FastifyReply;
  input: RouteInput<Params, Query, Body>;
  deps: Deps;
}

/** One route: what the OpenAPI document says about it, its schemas and its handler, declared together. */
export interface RouteDeclaration<
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Deps = RouteDeps,
> extends Omit<RouteDoc, 'params' | 'query' | 'body'> {
  params?: Params;
  query?: Query;
  body?: { contentType: string; schema: NonNullable<Body> };
  /** Fastify hooks of this route alone (a loopback check). */
  onRequest?: RouteOptions['onRequest'];
  /** A body limit of this route alone, instead of the server's. */
  bodyLimit?: number;
  handler(context: RouteContext<Params, Query, Body, Deps>): unknown;
}

/** Any declaration, as a list of them holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route keeps its own schema types
export type AnyRouteDeclaration<Deps = RouteDeps> = RouteDeclaration<any, any, any, Deps>;

/**
 * Declares a route over the server's services (`deps`); `routeOver<Deps>()` over other ones. Only
 * types the declaration: registerRoutes registers it.
 */
export function routeOver<Deps>() {
  return <
    Params extends z.ZodObject | undefined = undefined,
    Query extends z.ZodObject | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
  >(
    declaration: RouteDeclaration<Params, Query, Body, Deps>,
  ): AnyRouteDeclaration<Deps> => declaration;
}

export const route = routeOver<RouteDeps>();

/** `/favorites/{id}` (OpenAPI) as Fastify writes it: `/favorites/:id`. */
export function fastifyPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

function missing(what: string): never {
  throw new Error(`The route declares no ${what}`);
}

/**
 * Registers routes from their declarations. Each declaration rides along in its route's config, so
 * the OpenAPI document is built from the routes the server really has (openapi/routeTable.ts).
 */
export function registerRoutes<Deps>(
  app: FastifyInstance,
  deps: Deps,
  declarations: readonly AnyRouteDeclaration<Deps>[],
): void {
  for (const { handler, onRequest, bodyLimit, ...doc } of declarations) {
    app.route({
      method: doc.method.toUpperCase() as Uppercase<RouteDoc['method']>,
      url: fastifyPath(doc.path),
      config: { doc: doc as RouteDoc },
      ...(onRequest ? { onRequest } : {}),
      ...(bodyLimit ? { bodyLimit } : {}),
      handler: (request, reply) =>
        handler({
          request,
          reply,
          deps,
          input: {
            params: () => parseInput(doc.params ?? missing('params'), request.params),
            query: () => parseInput(doc.query ?? missing('query'), request.query),
            body: () => parseInput(doc.body?.schema ?? missing('body'), request.body ?? undefined),
          },
        }),
    });
  }
}
