import fc from 'fast-check';
import type { RouteSecurity } from '../../openapi/RouteDoc.ts';
import { hostileKey, hostileValue } from './hostileValue.ts';
import { type JsonSchema, type SchemaArbitraryOptions, schemaArbitrary } from './schemaArbitrary.ts';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the OpenAPI document, as the fuzz reads it. */
export interface DocumentedOperation {
  method: Method;
  /** OpenAPI form: `/dashboards/{id}`. */
  path: string;
  security: RouteSecurity | undefined;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  body: { contentType: string; schema: JsonSchema } | undefined;
}

/** A request ready for `app.inject`, and the operation it was generated for. */
export interface FuzzRequest {
  operation: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface RequestContext extends SchemaArbitraryOptions {
  /** The server's base path: `/api/v1`. */
  basePath: string;
  /** Path parameter values by name that name real rows (`id`, `customerId`), besides generated ones. */
  pathValues: Readonly<Record<string, fc.Arbitrary<string>>>;
  /** The Authorization header (or none) for a route of this security. */
  authorization: (security: RouteSecurity | undefined) => fc.Arbitrary<string | undefined>;
  /** The auth cookie (or none): only the token routes read it. */
  cookie: fc.Arbitrary<string | undefined>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, unknown>[];
        parameters?: DocumentedOperation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the OpenAPI document (GET /api/v1/docs), in document order. */
export function documentedOperations(document: unknown): DocumentedOperation[] {
  return Object.entries((document as OpenApiDocument).paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase() as Method,
        path,
        security: Object.keys(operation.security?.[0] ?? {})[0] as RouteSecurity | undefined,
        parameters: operation.parameters ?? [],
        body: contentType && content ? { contentType, schema: content.schema } : undefined,
      };
    }),
  );
}

/** Percent-encodes like encodeURIComponent; a lone surrogate (which it refuses) becomes invalid UTF-8. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split('')
      .map((unit) => (/[\uD800-\uDFFF]/.test(unit) ? '%ED%A0%80' : encodeURIComponent(unit)))
      .join('');
  }
}

/** A query or path value as a client would write it: arrays as repeated keys, objects as JSON. */
function asTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (typeof value === 'string') return [value];
  if (value === undefined) return [];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/** Raw, unencoded endings of a URL that trip decoders: a lone `%`, a bad escape, a cut UTF-8 sequence. */
const RAW_URL_ENDINGS = ['', '', '', '', '%', '%zz', '%E0%A4%A', '%00', '&&&', '&=', '#frag', '?again=1'] as const;

function queryArbitrary(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<string> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const known = fc.tuple(
    ...query.map((parameter) => {
      const pair = schemaArbitrary(parameter.schema, context, parameter.name).map(
        (value) => [parameter.name, value] as const,
      );
      // Optional ones now and then: the dataset routes take one entity of many.
      return parameter.required
        ? pair
        : fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary: pair, weight: 3 });
    }),
  );
  const extra =
    context.hostility > 0
      ? fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 })
      : fc.constant([] as [string, unknown][]);
  const ending = context.hostility > 0 ? fc.constantFrom(...RAW_URL_ENDINGS) : fc.constant('');
  return fc.tuple(known, extra, ending).map(([pairs, more, rawEnding]) => {
    const parts = [...pairs.filter((pair) => pair !== undefined), ...more].flatMap(([name, value]) =>
      asTexts(value).map((text) => `${encode(name)}=${encode(text)}`),
    );
    const text = parts.join('&') + rawEnding;
    return text ? `?${text}` : '';
  });
}

function pathArbitrary(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const values = names.map((name) => {
    const schema = operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema;
    const generated = schemaArbitrary(schema ?? { type: 'string' }, context, name).map(
      (value) => asTexts(value)[0] ?? '',
    );
    const real = context.pathValues[name];
    return real ? fc.oneof({ arbitrary: real, weight: 2 }, generated) : generated;
  });
  return fc.tuple(...values).map((texts) => {
    let index = 0;
    return operation.path.replace(/\{[^}]+\}/g, () => encode(texts[index++] ?? ''));
  });
}

/** Content types other than the documented one, and declared ones that lie. */
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/json',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json;;',
  'text/plain; charset=latin1',
  '*/*',
] as const;

type Body = { contentType?: string; payload: string } | undefined;

function bodyArbitrary(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<Body> {
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant(undefined);
  const documented = operation.body;
  const valid: fc.Arbitrary<Body> = documented
    ? schemaArbitrary(documented.schema, context).map((value) => ({
        contentType: documented.contentType,
        payload:
          documented.contentType.startsWith('text/') && typeof value === 'string'
            ? value
            : (JSON.stringify(value) ?? ''),
      }))
    : fc.constant(undefined);
  if (context.hostility <= 0) return valid;
  const json = (value: unknown) => JSON.stringify(value) ?? 'null';
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    // None at all, or an empty one.
    fc.constantFrom<Body>(undefined, { contentType: 'application/json', payload: '' }),
    // Something else than the schema, as JSON or as text.
    fc
      .tuple(fc.constantFrom(...OTHER_CONTENT_TYPES), fc.oneof(hostileValue.map(json), fc.string({ maxLength: 40 })))
      .map(([contentType, payload]) => ({ contentType, payload })),
    // JSON that does not parse, or poisons a prototype.
    fc.constantFrom<Body>(
      { contentType: 'application/json', payload: '{"a":' },
      { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
      { contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
      { contentType: 'application/json', payload: '[' + '['.repeat(5_000) },
    ),
    // Over the body limit: refused before it is read.
    {
      arbitrary: fc.constant<Body>({ contentType: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` }),
      weight: 1,
    },
  );
}

/** Header values must be visible ASCII: anything else is refused by the client, never sent. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '');
}

const HOSTILE_HEADERS = fc.oneof(
  fc.constant({} as Record<string, string>),
  fc
    .tuple(fc.constantFrom('x-report-id', 'x-widget-id', 'x-forwarded-for', 'accept-language', 'origin'), fc.string())
    .map(([name, value]) => ({ [name]: headerSafe(value) })),
);

/**
 * Requests for one documented operation: its path parameters, query and body generated from the
 * document's schemas (mostly valid, hostile where `context.hostility` says), with the credentials the
 * context gives for the route's security.
 */
export function requestArbitrary(operation: DocumentedOperation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(operation, context),
      query: queryArbitrary(operation, context),
      body: bodyArbitrary(operation, context),
      authorization: context.authorization(operation.security),
      cookie: context.cookie,
      extraHeaders: context.hostility > 0 ? HOSTILE_HEADERS : fc.constant({}),
    })
    .map(({ path, query, body, authorization, cookie, extraHeaders }) => ({
      operation: `${operation.method} ${operation.path}`,
      method: operation.method,
      url: `${context.basePath}${path}${query}`,
      headers: {
        ...extraHeaders,
        ...(authorization === undefined ? {} : { authorization: headerSafe(authorization) }),
        ...(cookie === undefined ? {} : { cookie: headerSafe(cookie) }),
        ...(body?.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    }));
}
