import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES } from '@adlens/core';
import { ApiHttpError, validationError } from './ApiHttpError.ts';
import { API_SECURITY_HEADERS } from './securityHeaders.ts';

/** The largest request body the API reads (server.ts `bodyLimit`); a larger one is a 413. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Requests refused before any route reads them, in the API's error shape: the same
 * codes whether Fastify's body parser or Node's HTTP parser refused the request.
 */
const protocolErrors = {
  requestTooLarge: () =>
    new ApiHttpError(413, API_ERROR_CODES.requestTooLarge, 'The request body is too large', {
      attributes: { maxBytes: API_BODY_LIMIT_BYTES },
    }),
  unsupportedMediaType: () =>
    new ApiHttpError(
      415,
      API_ERROR_CODES.unsupportedMediaType,
      'The request body has a content type the API does not read; send application/json',
    ),
  headersTooLarge: () => new ApiHttpError(431, API_ERROR_CODES.headersTooLarge, 'The request headers are too large'),
  malformed: (message = 'The request is not valid HTTP') =>
    new ApiHttpError(400, API_ERROR_CODES.malformedRequest, message),
  requestTimeout: () => new ApiHttpError(408, API_ERROR_CODES.requestTimeout, 'The request did not arrive in time'),
};

/**
 * Fastify's refusals of a body (its content-type parsers run before the route) as the API's errors;
 * undefined for any other error. A JSON body that does not parse is bad input like any other: 400
 * `error.validation` naming the body.
 */
export function fromFastifyProtocolError(error: unknown): ApiHttpError | undefined {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return protocolErrors.requestTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return protocolErrors.unsupportedMediaType();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return validationError({ body: ['is not valid JSON'] });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError({ body: ['is empty, but its content type is application/json'] });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return protocolErrors.malformed('The request body does not match its Content-Length');
    default:
      return undefined;
  }
}

/** What Node's HTTP server reports on 'clientError' (its parser's `HPE_*` codes, or a timeout). */
function fromClientError(error: { code?: string }): ApiHttpError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return protocolErrors.headersTooLarge();
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return protocolErrors.requestTimeout();
    // Node's own answer to chunk extensions beyond its limit.
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return protocolErrors.requestTooLarge();
    default:
      return protocolErrors.malformed();
  }
}

/**
 * A whole HTTP/1.1 response for a connection that never became a request: no route, hooks or CORS
 * apply (the Origin header may be the unreadable part), but the body is the error shape and the
 * headers are the API's security headers, and the connection closes.
 */
function rawErrorResponse(error: ApiHttpError): string {
  const body = JSON.stringify(error.toBody());
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...API_SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The server's 'clientError' handler (Fastify `clientErrorHandler`): instead of Fastify's own JSON
 * or Node's bare status line, the API's error response, then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // As Node does: never write a second status line into a response already under way.
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !response?.headersSent) socket.write(rawErrorResponse(fromClientError(error)));
  socket.destroy();
}
