import { API_BASE_PATH } from '@adlens/core';
import { z } from 'zod';
import { apiErrorBodySchema } from '../schemas/apiSchemas.ts';
import { PROTOCOL_RESPONSES, protocolResponsesOf } from './protocolResponses.ts';
import type { RouteDoc } from './RouteDoc.ts';

type JsonSchema = Record<string, unknown>;

/** Query strings and paths are read as strings: document what a client sends, not what we parse to. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

function parameters(schema: z.ZodObject | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const objectSchema = toJsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(objectSchema.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || (objectSchema.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
}

const SECURITY_SCHEMES = {
  basicOrPartnerToken: {
    type: 'http',
    scheme: 'basic',
    description:
      'Basic e-mail:password, or `Authorization: Bearer <partner JWT>` (ES256, aud "adlens", iss = partner).',
  },
  authToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (typ AUTHENTICATION)' },
  accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (typ ACCESS)' },
  otpToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (typ OTP, 10 minutes)' },
  limitOrAccessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT (typ LIMIT from a 403 limit error, 15 minutes; or typ ACCESS)',
  },
  verificationToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (typ VERIFICATION, from the mailed link)' },
} as const;

/**
 * OpenAPI 3.1 (JSON Schema 2020-12) assembled from the routes' own zod schemas, served at
 * /api/v1/docs (docs/api.md).
 */
export function buildOpenApiDocument(routes: readonly RouteDoc[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      const schema = response.schema ?? (Number(status) >= 400 ? apiErrorBodySchema : undefined);
      responses[status] = {
        description: response.description,
        ...(schema
          ? { content: { [response.contentType ?? 'application/json']: { schema: toJsonSchema(schema) } } }
          : {}),
      };
    }
    // Refusals before the route runs: referenced, or added to the route's own 400.
    for (const protocol of protocolResponsesOf(route)) {
      const own = responses[protocol.status];
      responses[protocol.status] = own
        ? {
            ...own,
            description: `${String(own.description).replace(/\.$/, '')}. Before the route runs: ${protocol.description}`,
          }
        : { $ref: `#/components/responses/${protocol.name}` };
    }
    (paths[route.path] ??= {})[route.method] = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      ...(route.security ? { security: [{ [route.security]: [] }] } : {}),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { [route.body.contentType]: { schema: toJsonSchema(route.body.schema) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Adlens API',
      version: '1.0.0',
      description:
        'Reference API of Adlens. Errors always have the shape `{ error: { code, message, attributes?, fieldErrors? } }`.',
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      responses: Object.fromEntries(
        PROTOCOL_RESPONSES.map((protocol) => [
          protocol.name,
          {
            description: protocol.description,
            content: { 'application/json': { schema: toJsonSchema(apiErrorBodySchema) } },
          },
        ]),
      ),
    },
  };
}
