import { connect } from 'node:net';
import { isApiErrorBody } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/createTestServer.ts';
import { API_SECURITY_HEADERS } from './securityHeaders.ts';

/**
 * Protocol errors (413, 415, 431, malformed HTTP) answer in the error shape and are in the OpenAPI
 * document (docs/security.md#bad-input-and-forged-tokens). Requests Fastify's body parser refuses go through `app.inject`; bytes Node's
 * HTTP parser refuses never become a request, so those go through a real socket.
 */
let server: TestServer;
let port: number;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
  token = await server.accessToken();
});
afterAll(() => server?.close());

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  closed: boolean;
}

/** Writes `text` on a fresh connection; resolves with the parsed reply once the server closes it. */
function sendRaw(text: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    let reply = '';
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open; it wrote: ${reply}`));
    }, 5_000);
    socket.on('data', (chunk) => (reply += chunk.toString()));
    // A reset after the answer (unread request bytes) still delivered the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', body = ''] = reply.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      let parsed: unknown = body;
      try {
        parsed = JSON.parse(body);
      } catch {
        // Left as text: the assertions name it.
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: parsed, closed: true });
    });
  });
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
}

describe('refusals of the body parser, in the error shape', () => {
  const post = (contentType: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/sales/contact',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it('413 error.request-too-large for a body over 1 MiB, with the limit', async () => {
    const response = await post('application/json', JSON.stringify({ message: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'error.request-too-large',
        message: 'The request body is too large',
        attributes: { maxBytes: 1_048_576 },
      },
    });
    expectSecurityHeaders(response.headers);
  });

  it('415 error.unsupported-media-type for a body no route reads', async () => {
    const response = await post('application/xml', '<contact/>');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('error.unsupported-media-type');
    expectSecurityHeaders(response.headers);
  });

  it('400 error.validation naming the body for JSON that does not parse, or is empty', async () => {
    const broken = await post('application/json', '{"message":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: 'error.validation',
      fieldErrors: { body: ['is not valid JSON'] },
    });
    const empty = await post('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.body).toHaveLength(1);
  });

  it('a URL that does not decode: 400 in the error shape with the security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(isApiErrorBody(response.json())).toBe(true);
    expectSecurityHeaders(response.headers);
  });
});

describe('refusals of the HTTP parser, over a real connection', () => {
  it('431 error.request-headers-too-large for headers over the limit, then the connection closes', async () => {
    const reply = await sendRaw(
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(reply.status).toBe(431);
    expect(reply.body).toEqual({
      error: { code: 'error.request-headers-too-large', message: 'The request headers are too large' },
    });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers.connection).toBe('close');
    expectSecurityHeaders(reply.headers);
  });

  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a header name with a space', 'GET /api/v1/health HTTP/1.1\r\nHo st: localhost\r\n\r\n'],
    [
      'both Content-Length and chunked (request smuggling)',
      'POST /api/v1/sales/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'a chunk size that is not hexadecimal',
      'POST /api/v1/sales/contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
  ])('400 error.malformed-request for %s, then the connection closes', async (_name, text) => {
    const reply = await sendRaw(text);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: { code: 'error.malformed-request', message: 'The request is not valid HTTP' },
    });
    expectSecurityHeaders(reply.headers);
  });

  it('413 for a declared Content-Length over the limit, before the body is read', async () => {
    const reply = await sendRaw(
      'POST /api/v1/sales/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 99999999\r\nConnection: close\r\n\r\n{}',
    );
    expect(reply.status).toBe(413);
    expect((reply.body as { error: { code: string } }).error.code).toBe('error.request-too-large');
  });
});

describe('protocol errors in the OpenAPI document', () => {
  it('every route lists 400, 408 and 431; every route with a body 413 and 415; all in the error shape', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/v1/docs' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; description?: string }> }>>;
      components: { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> };
    };
    for (const name of [
      'MalformedRequest',
      'RequestTimeout',
      'RequestTooLarge',
      'UnsupportedMediaType',
      'HeadersTooLarge',
    ]) {
      expect(document.components.responses[name]?.content['application/json']?.schema.properties, name).toHaveProperty(
        'error',
      );
    }
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = ['400', '408', '431', ...(['get', 'head'].includes(method) ? [] : ['413', '415'])];
        for (const status of statuses) expect(operation.responses[status], `${method} ${path} ${status}`).toBeDefined();
      }
    }
    const dashboards = document.paths['/dashboards']!.post!.responses;
    expect(dashboards['413']).toEqual({ $ref: '#/components/responses/RequestTooLarge' });
    expect(dashboards['400']!.description).toContain('error.malformed-request');
    expect(document.paths['/health']!.get!.responses['413']).toBeUndefined();
  });
});
