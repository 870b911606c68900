import { API_ERROR_CODES, DASHBOARD_EXPORT_EVENT, isApiErrorBody, toMetricsBatch } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, buildTestApp, createTestServer } from '../testing/createTestServer.ts';

/** The reference API as the metrics host. */
let server: TestServer;
let metrics: FastifyInstance;
const ANALYTICS_ID = 'adlens-test-analytics';

beforeAll(async () => {
  server = await createTestServer();
  metrics = await buildTestApp(server.db, { analyticsId: ANALYTICS_ID });
});
afterAll(async () => {
  await metrics?.close();
  await server?.close();
});

const EXPORT = {
  event: DASHBOARD_EXPORT_EVENT,
  properties: {
    'Dashboard Id': 'd-1',
    Format: 'Excel',
    'Report Name': 'Q3 review',
    'Module Type': 'AD_INTELLIGENCE',
    Channel: 'ALL-ALL',
    Country: 'US',
    Period: 'LAST_3_MONTHS',
  },
  occurredAt: '2026-05-04T10:00:00.000Z',
  sessionId: 'visit-1',
  userId: '7',
} as const;

const DELETED = {
  event: 'GROUP_DELETED',
  properties: { 'Group Id': 'g-1', 'Group Name': 'Rivals', 'Group Type': 'COMPARISON', 'Entity Type': 'advertiser' },
  occurredAt: '2026-05-04T10:00:01.000Z',
  sessionId: 'visit-1',
  userId: null,
} as const;

function post(app: FastifyInstance, body: unknown, contentType = 'application/json', url = '/api/v1/metrics/events') {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedFor(sessionId: string) {
  return server.db.query<{
    analytics_id: string;
    event: string;
    properties: unknown;
    occurred_at: Date;
    user_ref: string | null;
  }>(
    'SELECT analytics_id, event, properties, occurred_at, user_ref FROM analytics_events WHERE session_id = $1 ORDER BY id',
    [sessionId],
  );
}

describe('POST /metrics/events', () => {
  it('stores a valid batch, one row per event with its properties', async () => {
    const response = await post(metrics, toMetricsBatch(ANALYTICS_ID, [EXPORT, DELETED]));
    expect(response.statusCode, response.body).toBe(204);
    const rows = await storedFor('visit-1');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ analytics_id: ANALYTICS_ID, event: DASHBOARD_EXPORT_EVENT, user_ref: '7' });
    expect(rows[0]!.properties).toEqual(EXPORT.properties);
    expect(new Date(rows[0]!.occurred_at).toISOString()).toBe(EXPORT.occurredAt);
    expect(rows[1]).toMatchObject({ event: 'GROUP_DELETED', user_ref: null });
  });

  it("takes sendBeacon's text/plain body holding JSON", async () => {
    const batch = toMetricsBatch(ANALYTICS_ID, [{ ...EXPORT, sessionId: 'visit-beacon' }]);
    const response = await post(metrics, batch, 'text/plain;charset=UTF-8');
    expect(response.statusCode, response.body).toBe(204);
    expect(await storedFor('visit-beacon')).toHaveLength(1);
  });

  it('refuses bad input with 400 error.validation and stores nothing', async () => {
    const bad: [unknown, string][] = [
      [{ analyticsId: ANALYTICS_ID, events: [] }, 'events'],
      [
        { analyticsId: ANALYTICS_ID, events: [{ ...EXPORT, sessionId: 'visit-bad', event: 'CLICK' }] },
        'events.0.event',
      ],
      [
        { analyticsId: ANALYTICS_ID, events: [{ ...EXPORT, sessionId: 'visit-bad', properties: { a: [1] } }] },
        'events.0.properties.a',
      ],
      [
        { analyticsId: ANALYTICS_ID, events: [{ ...EXPORT, sessionId: 'visit-bad', occurredAt: 'now' }] },
        'events.0.occurredAt',
      ],
      [{ events: [EXPORT] }, 'analyticsId'],
      [{ analyticsId: ANALYTICS_ID, events: Array(51).fill({ ...EXPORT, sessionId: 'visit-bad' }) }, 'events'],
      [[], ''],
    ];
    for (const [body, field] of bad) {
      const response = await post(metrics, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      const error = response.json();
      expect(isApiErrorBody(error)).toBe(true);
      expect(error.error.code).toBe(API_ERROR_CODES.validation);
      if (field) expect(Object.keys(error.error.fieldErrors)).toContain(field);
    }
    const notJson = await post(metrics, '{"analyticsId":', 'text/plain');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.fieldErrors).toEqual({ body: ['must be JSON'] });
    expect(
      (await post(metrics, toMetricsBatch(ANALYTICS_ID, [EXPORT]), 'application/json', '/api/v1/metrics/events?x=1'))
        .statusCode,
    ).toBe(400);
    expect(await storedFor('visit-bad')).toHaveLength(0);
  });

  it('refuses another analytics id with 403 error.access-denied, and everything when none is configured', async () => {
    const foreign = await post(metrics, toMetricsBatch('someone-else', [{ ...EXPORT, sessionId: 'visit-foreign' }]));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe(API_ERROR_CODES.accessDenied);
    // The default server collects nothing (no ADLENS_ANALYTICS_ID).
    const unconfigured = await post(
      server.app,
      toMetricsBatch(ANALYTICS_ID, [{ ...EXPORT, sessionId: 'visit-foreign' }]),
    );
    expect(unconfigured.statusCode).toBe(403);
    expect(await storedFor('visit-foreign')).toHaveLength(0);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/docs' });
    const route = response.json().paths['/metrics/events'].post;
    expect(route.requestBody.content['application/json'].schema.properties.events.type).toBe('array');
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['204', '400', '403']));
  });
});
