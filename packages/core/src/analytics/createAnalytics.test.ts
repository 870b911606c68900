import { describe, expect, it, vi } from 'vitest';
import { DASHBOARD_EXPORT_EVENT, analyticsEvent } from './analyticsEvents.ts';
import type { AnalyticsRecord, AnalyticsSink, AnalyticsUser } from './AnalyticsSink.ts';
import { createAnalytics } from './createAnalytics.ts';

const EXPORT = analyticsEvent(DASHBOARD_EXPORT_EVENT, {
  'Dashboard Id': 'd1',
  Format: 'Excel',
  'Report Name': 'Q3',
  'Module Type': 'AD_INTELLIGENCE',
  Channel: 'ALL-ALL',
  Country: 'US',
  Period: 'LAST_3_MONTHS',
});

const USER: AnalyticsUser = {
  id: '7',
  name: 'Dana Demo',
  email: 'dana@acme.test',
  account: '3',
  domain: 'acme.test',
  company: 'Acme',
  package: 'Team',
};

function recordingSink(name = 'recording'): AnalyticsSink & { records: AnalyticsRecord[] } {
  const records: AnalyticsRecord[] = [];
  return { name, records, send: (record) => void records.push(record) };
}

const fixed = { now: () => new Date('2026-05-04T10:00:00.000Z'), sessionId: 'visit-1' };

describe('createAnalytics (one pluggable interface, docs/decisions/search-and-discovery.md)', () => {
  it('sends each tracked event once to every sink, with when, the visit and the user', async () => {
    const a = recordingSink('a');
    const b = recordingSink('b');
    const analytics = createAnalytics({ sinks: [a, b], ...fixed });
    await analytics.track(EXPORT);
    analytics.identify(USER);
    await analytics.track(EXPORT);
    for (const sink of [a, b]) {
      expect(sink.records).toEqual([
        { ...EXPORT, occurredAt: '2026-05-04T10:00:00.000Z', sessionId: 'visit-1', userId: null },
        { ...EXPORT, occurredAt: '2026-05-04T10:00:00.000Z', sessionId: 'visit-1', userId: '7' },
      ]);
    }
    analytics.identify(null);
    await analytics.track(EXPORT);
    expect(a.records.at(-1)?.userId).toBeNull();
  });

  it('never throws into the app: a throwing or rejecting sink is reported and the others still get the event', async () => {
    const onSinkError = vi.fn();
    const good = recordingSink();
    const throwing: AnalyticsSink = {
      name: 'throwing',
      send: () => {
        throw new Error('boom');
      },
    };
    const rejecting: AnalyticsSink = { name: 'rejecting', send: () => Promise.reject(new Error('offline')) };
    const analytics = createAnalytics({ sinks: [throwing, rejecting, good], onSinkError, ...fixed });
    await expect(analytics.track(EXPORT)).resolves.toBeUndefined();
    expect(good.records).toHaveLength(1);
    expect(onSinkError).toHaveBeenCalledTimes(2);
    expect(onSinkError).toHaveBeenCalledWith('throwing', expect.objectContaining({ message: 'boom' }));
    expect(onSinkError).toHaveBeenCalledWith('rejecting', expect.objectContaining({ message: 'offline' }));
  });

  it('logs a failing sink with console.warn by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics({
      sinks: [{ name: 'metrics host', send: () => Promise.reject(new Error('x')) }],
    });
    await analytics.track(EXPORT);
    expect(warn).toHaveBeenCalledWith('Adlens: the metrics host analytics sink failed', expect.any(Error));
    warn.mockRestore();
  });

  it('passes identify to the sinks that take it, and flushes holding sinks on request', async () => {
    const identify = vi.fn();
    const flush = vi.fn(() => Promise.resolve());
    const sink: AnalyticsSink = { name: 's', send: () => {}, identify, flush };
    const analytics = createAnalytics({ sinks: [sink, recordingSink()] });
    analytics.identify(USER);
    expect(identify).toHaveBeenCalledWith(USER);
    await analytics.track(EXPORT);
    expect(flush).not.toHaveBeenCalled();
    await analytics.track(EXPORT, { flush: true });
    expect(flush).toHaveBeenCalledTimes(1);
    await analytics.flush();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('gives every load its own visit id', async () => {
    const a = recordingSink();
    await createAnalytics({ sinks: [a] }).track(EXPORT);
    await createAnalytics({ sinks: [a] }).track(EXPORT);
    expect(a.records[0]?.sessionId).toMatch(/\S{8,}/);
    expect(a.records[0]?.sessionId).not.toBe(a.records[1]?.sessionId);
  });
});
