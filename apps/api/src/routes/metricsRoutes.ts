import { API_ERROR_CODES, METRICS_BATCH_LIMITS, METRICS_EVENTS_PATH, metricsBatchSchema } from '@adlens/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiHttpError, validationError } from '../http/ApiHttpError.ts';
import { parseInput } from '../http/parseInput.ts';
import { registerRoutes, route } from '../openapi/declareRoute.ts';
import type { RouteDeps } from './RouteDeps.ts';
import { storeMetricsEvents } from '../datasets/metricsEventStore.ts';

/** A full batch of long texts stays well below this. */
const METRICS_BODY_LIMIT = 256 * 1024;

const noQuery = z.strictObject({});

const UNKNOWN_ID = 'This analytics id is not collected here';

const metricsRoutes = [
  route({
    method: 'post',
    path: `/${METRICS_EVENTS_PATH}`,
    summary: 'Product-analytics events',
    description: `A batch of 1–${METRICS_BATCH_LIMITS.events} events of the analytics catalogue (core ANALYTICS_EVENT_NAMES) for the analytics id the server collects (ADLENS_ANALYTICS_ID). Sent with navigator.sendBeacon or a keepalive fetch, so the body may come as text/plain holding JSON (a CORS-safelisted type: no preflight). No authentication: the analytics id is a public write key, and userId is what the client reports. 403 error.access-denied when the id is not the server's or the server collects none.`,
    tags: ['metrics'],
    body: { contentType: 'application/json', schema: metricsBatchSchema },
    responses: {
      204: { description: 'Stored' },
      400: { description: 'Not JSON, or not a valid batch: `error.validation` with fieldErrors' },
      403: { description: 'Unknown analytics id, or analytics not collected by this server' },
    },
    bodyLimit: METRICS_BODY_LIMIT,
    handler: async ({ request, reply, deps }) => {
      parseInput(noQuery, request.query);
      const batch = parseInput(metricsBatchSchema, jsonBody(request.body));
      if (!deps.analyticsId || batch.analyticsId !== deps.analyticsId) {
        throw new ApiHttpError(403, API_ERROR_CODES.accessDenied, UNKNOWN_ID);
      }
      await storeMetricsEvents(deps.db, batch);
      return reply.code(204).send();
    },
  }),
];

/** The reference API as the metrics host: stores the apps' analytics events (docs/decisions/search-and-discovery.md#product-analytics). */
export function registerMetricsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerRoutes(app, deps, metricsRoutes);
}

/** sendBeacon posts text/plain: its JSON is read here. */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw validationError({ body: ['must be JSON'] });
  }
}
