// Each schema is built inside an arrow called at once and marked `/* @__PURE__ */`, so bundles that do not use them drop zod (userSettings.ts).
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES } from './analyticsEvents.ts';
import type { AnalyticsRecord } from './AnalyticsSink.ts';

/**
 * The metrics host's intake ("a metrics host … exist(s)", details not
 * shown): `POST {metrics host}/api/v1/metrics/events` with a batch of events and the analytics id
 * they belong to. One schema for the client that sends and the server that validates.
 */
export const METRICS_EVENTS_PATH = 'metrics/events';

export const METRICS_BATCH_LIMITS = {
  events: 50,
  properties: 30,
  propertyName: 64,
  text: 500,
  id: 100,
} as const;

const L = METRICS_BATCH_LIMITS;

const propertyValue = /* @__PURE__ */ (() =>
  z.union([
    z.string().max(L.text, `at most ${L.text} characters`),
    z.number('must be a finite number'),
    z.boolean(),
    z.null(),
  ]))();

export const metricsEventSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    event: z.enum(ANALYTICS_EVENT_NAMES, 'must be an event of the analytics catalogue'),
    properties: z
      .record(z.string().min(1).max(L.propertyName), propertyValue)
      .refine((properties) => Object.keys(properties).length <= L.properties, `at most ${L.properties} properties`),
    occurredAt: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }),
    sessionId: z.string().min(1).max(L.id),
    userId: z.string().min(1).max(L.id).nullable(),
  }))();

export const metricsBatchSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    analyticsId: z.string().min(1, 'is required').max(L.id),
    events: z.array(metricsEventSchema).min(1, 'at least one event').max(L.events, `at most ${L.events} events`),
  }))();

export type MetricsBatch = z.infer<typeof metricsBatchSchema>;

/** The batch the client sends for these records. */
export function toMetricsBatch(analyticsId: string, records: readonly AnalyticsRecord[]): MetricsBatch {
  return {
    analyticsId,
    events: records.map(({ event, properties, occurredAt, sessionId, userId }) => ({
      event,
      properties: { ...properties },
      occurredAt,
      sessionId,
      userId,
    })),
  };
}
