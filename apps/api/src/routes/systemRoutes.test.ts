import { API_ERROR_CODES, localOrigin } from '@adlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../http/securityHeaders.ts';
import { TEST_DATA_END } from '../testing/createTestDatabase.ts';
import { type TestServer, buildTestApp, createTestServer } from '../testing/createTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('reports the database and the last day of data', async () => {
    const response = await get('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      dataEnd: TEST_DATA_END,
    });
  });
});

describe('errors always have the error shape', () => {
  it('404s unknown routes', async () => {
    const response = await get('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: API_ERROR_CODES.notFound,
        message: 'The requested resource was not found',
        attributes: { method: 'GET', path: '/api/v1/nothing-here' },
      },
    });
  });

  it('404s a dataset that has no handler, after the token check', async () => {
    expect((await get('/api/v1/datasets/top-ads')).statusCode).toBe(401);
    const response = await get('/api/v1/datasets/top-ads', { authorization: `Bearer ${await server.accessToken()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: API_ERROR_CODES.notFound, attributes: { dataset: 'top-ads' } });
  });

  it('400s a malformed JSON body, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/access',
      headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
  });

  it('keeps 415 for an unsupported body type, in the error shape', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/security/tokens/access',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe(API_ERROR_CODES.unsupportedMediaType);
  });

  it('400s a malformed URL', async () => {
    const response = await get('/api/v1/datasets/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(API_ERROR_CODES.validation);
  });
});

describe('security headers on every answer', () => {
  it('lets nothing run, load or frame an API answer, and no browser sniff one into a page', async () => {
    const answers = [
      await get('/api/v1/health'),
      await get('/api/v1/media/favicons/5.svg'),
      await get('/api/v1/no-such-route'),
      await server.app.inject({ method: 'GET', url: '/dev/mail' }),
      await server.app.inject({ method: 'GET', url: '/api/v1/datasets/search?q=%00' }),
    ];
    for (const response of answers) {
      const label = `${response.statusCode} ${response.headers['content-type']}`;
      expect(response.headers['content-security-policy'], label).toBe(API_SECURITY_HEADERS['content-security-policy']);
      expect(response.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('no-referrer');
    }
  });
});

describe('CORS for the app origins', () => {
  it.each(['standalone', 'seoSuite', 'salesTool', 'partnerHost'] as const)('allows %s', async (service) => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/security/tokens/access',
      headers: {
        origin: localOrigin(service),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(localOrigin(service));
  });

  it('does not allow other origins', async () => {
    const response = await get('/api/v1/health', { origin: 'https://evil.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('in production, allows only the configured origins: no localhost with credentials', async () => {
    const app = await buildTestApp(server.db, { localOrigins: false, corsOrigins: ['https://app.adlens.example'] });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/security/tokens/authentication',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    for (const service of ['standalone', 'seoSuite', 'salesTool', 'partnerHost'] as const) {
      expect((await preflight(localOrigin(service))).headers['access-control-allow-origin']).toBeUndefined();
    }
    const configured = await preflight('https://app.adlens.example');
    expect(configured.headers['access-control-allow-origin']).toBe('https://app.adlens.example');
    expect(configured.headers['access-control-allow-credentials']).toBe('true');
    await app.close();
  });
});

describe('media', () => {
  it('serves an advertiser favicon as a letter tile', async () => {
    const response = await get('/api/v1/media/favicons/5.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.body).toMatch(/^<svg [^>]*aria-label="nike\.com"/);
    expect(response.body).toContain('>N</text>');
  });

  it('serves publisher favicons', async () => {
    const response = await get('/api/v1/media/favicons/publishers/1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('aria-label="YouTube"');
  });

  it('serves a creative at its IAB size', async () => {
    const [creative] = await server.db.query<{ id: number; width: number; height: number }>(
      'SELECT id, width, height FROM creatives ORDER BY id LIMIT 1',
    );
    const response = await get(`/api/v1/media/creatives/${creative!.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`width="${creative!.width}" height="${creative!.height}"`);
  });

  it('plays a video ad: a WebM clip of its orientation and length, in byte ranges for seeking', async () => {
    const ads = await server.db.query<{ id: number; width: number; height: number; duration_seconds: number }>(
      `SELECT DISTINCT ON (height > width) id, width, height, duration_seconds FROM creatives
       WHERE duration_seconds IS NOT NULL ORDER BY height > width, id`,
    );
    expect(ads).toHaveLength(2);
    const sizes = new Set<string>();
    for (const ad of ads) {
      const response = server.app.inject({ method: 'GET', url: `/api/v1/media/videos/${ad.id}.webm` });
      const whole = await response;
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      // A WebM file opens with the EBML magic number and names its length in its title.
      expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(whole.rawPayload.includes(`sample ad video, ${ad.duration_seconds} s`)).toBe(true);
      sizes.add(String(whole.rawPayload.length));
      const part = await get(`/api/v1/media/videos/${ad.id}.webm`, { range: 'bytes=4-99' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-99/${whole.rawPayload.length}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(4, 100))).toBe(true);
      const past = await get(`/api/v1/media/videos/${ad.id}.webm`, { range: `bytes=${whole.rawPayload.length}-` });
      expect(past.statusCode).toBe(416);
    }
    // Portrait and landscape ads play different clips.
    expect(sizes.size).toBe(2);
  });

  it('has no video for an image ad', async () => {
    const [banner] = await server.db.query<{ id: number }>(
      'SELECT id FROM creatives WHERE duration_seconds IS NULL ORDER BY id LIMIT 1',
    );
    const response = await get(`/api/v1/media/videos/${banner!.id}.webm`);
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['/api/v1/media/videos/1.mp4', 400],
    ['/api/v1/media/favicons/999999.svg', 404],
    ['/api/v1/media/creatives/999999999.svg', 404],
    ['/api/v1/media/favicons/abc.svg', 400],
    ['/api/v1/media/favicons/5.png', 400],
  ])('%s → %i', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(status === 404 ? API_ERROR_CODES.notFound : API_ERROR_CODES.validation);
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every route with its parameters', async () => {
    const response = await get('/api/v1/docs');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/security/tokens/authentication',
        '/security/tokens/access',
        '/datasets/search',
        '/datasets/estimated-expenditure',
        '/datasets/{name}',
        '/sales/contact',
        '/inapps',
        '/media/favicons/{file}',
        '/docs',
      ]),
    );
    const search = document.paths['/datasets/search'].get;
    expect(search.parameters).toContainEqual(expect.objectContaining({ name: 'q', in: 'query', required: true }));
    expect(search.responses['200'].content['application/json'].schema.properties.elements.type).toBe('array');
    expect(search.security).toEqual([{ accessToken: [] }]);
  });
});
