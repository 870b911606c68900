import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, buildTestApp, createTestServer } from '../testing/createTestServer.ts';

/**
 * A request that sends its headers and part of its body is never left hanging. A real
 * listening server, with short timeouts, and clients that stop half-way: the server answers 408
 * and closes the connection instead of holding it open.
 */
let server: TestServer;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  app = await buildTestApp(server.db, { requestTimeoutMs: 600, headersTimeoutMs: 300 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
});

/** Sends `text`, then nothing; resolves with what the server wrote and how long it kept the socket. */
function stall(text: string): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let reply = '';
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held the connection for 5 s'));
    }, 5_000);
  });
}

describe('clients that send part of a request', () => {
  it('a body that stops half-way: 408 and the connection closed', async () => {
    const { reply, closedAfterMs } = await stall(
      'POST /api/v1/sales/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"message":"hel',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // In the error shape like every other refusal (http/protocolErrors.ts).
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'error.request-timeout', message: 'The request did not arrive in time' },
    });
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('headers that never end: the connection closed', async () => {
    const { reply, closedAfterMs } = await stall('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
    expect(reply === '' || /^HTTP\/1\.1 408/.test(reply)).toBe(true);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('answers a whole request as before', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(response.status).toBe(200);
  });
});
