import type { z } from 'zod';

/** How a route authenticates, as the OpenAPI document names it. */
export type RouteSecurity =
  'basicOrPartnerToken' | 'authToken' | 'accessToken' | 'otpToken' | 'limitOrAccessToken' | 'verificationToken';

/** What the OpenAPI document says about one route; each route module exports its own. */
export interface RouteDoc {
  method: 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form under the API base: `/datasets/{name}`. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: RouteSecurity;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: { contentType: string; schema: z.ZodType };
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
}
