import type { RouteDoc } from './RouteDoc.ts';

/** A response every route of a kind can give, described once under `components.responses`. */
export interface ProtocolResponse {
  name: string;
  status: number;
  description: string;
  /** Only routes whose method carries a body (Fastify parses a body for these). */
  withBodyOnly: boolean;
}

/**
 * Refusals of the HTTP layer, before any route runs (http/protocolErrors.ts): each
 * documented once and referenced by every route it can reach, in the error shape.
 */
export const PROTOCOL_RESPONSES: readonly ProtocolResponse[] = [
  {
    name: 'MalformedRequest',
    status: 400,
    description:
      '`error.malformed-request`: bytes that are not HTTP, or a body that does not match its Content-Length; ' +
      '`error.validation`: a URL that does not decode, or a JSON body that does not parse. The connection may be closed.',
    withBodyOnly: false,
  },
  {
    name: 'RequestTimeout',
    status: 408,
    description:
      '`error.request-timeout`: the headers took over 10 s or the whole request over 30 s; the connection is closed.',
    withBodyOnly: false,
  },
  {
    name: 'RequestTooLarge',
    status: 413,
    description: '`error.request-too-large` {maxBytes}: the body is over 1 MiB.',
    withBodyOnly: true,
  },
  {
    name: 'UnsupportedMediaType',
    status: 415,
    description: '`error.unsupported-media-type`: the body is neither application/json nor text/plain.',
    withBodyOnly: true,
  },
  {
    name: 'HeadersTooLarge',
    status: 431,
    description:
      "`error.request-headers-too-large`: the headers are over Node's limit (16 KiB); the connection is closed.",
    withBodyOnly: false,
  },
];

const BODYLESS_METHODS: ReadonlySet<RouteDoc['method']> = new Set(['get', 'head']);

/** The protocol responses a route can give (413 and 415 only where its method carries a body). */
export function protocolResponsesOf(route: RouteDoc): ProtocolResponse[] {
  return PROTOCOL_RESPONSES.filter((response) => !(response.withBodyOnly && BODYLESS_METHODS.has(route.method)));
}
