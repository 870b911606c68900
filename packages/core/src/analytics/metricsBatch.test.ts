import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, CONTACT_SALES_EVENT, SEARCH_LIMIT_EVENT } from './analyticsEvents.ts';
import { METRICS_BATCH_LIMITS, metricsBatchSchema, toMetricsBatch } from './metricsBatch.ts';

const event = {
  event: CONTACT_SALES_EVENT,
  properties: { Step: 'Send', Source: 'limit-page', Topic: 'packageUpgrade' },
  occurredAt: '2026-05-04T10:00:00.000Z',
  sessionId: 'visit-1',
  userId: '7',
} as const;

describe('metricsBatchSchema (the metrics host intake)', () => {
  it('accepts what toMetricsBatch makes of records', () => {
    const batch = toMetricsBatch('adl-1', [event]);
    expect(batch).toEqual({ analyticsId: 'adl-1', events: [event] });
    expect(metricsBatchSchema.parse(batch)).toEqual(batch);
  });

  it('knows every event of the catalogue', () => {
    expect(ANALYTICS_EVENT_NAMES).toContain(SEARCH_LIMIT_EVENT);
    expect(new Set(ANALYTICS_EVENT_NAMES).size).toBe(8);
  });

  it.each([
    ['no analytics id', { analyticsId: '', events: [event] }],
    ['no events', { analyticsId: 'a', events: [] }],
    ['too many events', { analyticsId: 'a', events: Array(METRICS_BATCH_LIMITS.events + 1).fill(event) }],
    ['an unknown event', { analyticsId: 'a', events: [{ ...event, event: 'CLICK' }] }],
    ['a nested property', { analyticsId: 'a', events: [{ ...event, properties: { a: { b: 1 } } }] }],
    ['a long text', { analyticsId: 'a', events: [{ ...event, properties: { a: 'x'.repeat(501) } }] }],
    ['an infinite number', { analyticsId: 'a', events: [{ ...event, properties: { a: Infinity } }] }],
    ['a bad date', { analyticsId: 'a', events: [{ ...event, occurredAt: 'yesterday' }] }],
    ['an extra field', { analyticsId: 'a', events: [event], extra: 1 }],
  ])('refuses %s', (_, body) => {
    expect(metricsBatchSchema.safeParse(body).success).toBe(false);
  });

  it('refuses more than 30 properties', () => {
    const properties = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    expect(metricsBatchSchema.safeParse({ analyticsId: 'a', events: [{ ...event, properties }] }).success).toBe(false);
  });
});
