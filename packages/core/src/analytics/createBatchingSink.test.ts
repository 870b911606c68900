import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsRecord } from './AnalyticsSink.ts';
import { createBatchingSink } from './createBatchingSink.ts';

function record(n: number): AnalyticsRecord {
  return {
    event: 'GROUP_DELETED',
    properties: { 'Group Id': String(n), 'Group Name': `g${n}`, 'Group Type': 'REGULAR', 'Entity Type': 'advertiser' },
    occurredAt: '2026-05-04T10:00:00.000Z',
    sessionId: 'v',
    userId: null,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createBatchingSink', () => {
  it('sends a burst of events as one batch after the delay', async () => {
    const transport = vi.fn();
    const sink = createBatchingSink({ name: 'metrics', transport, flushAfterMs: 2000 });
    const sent = [sink.send(record(1)), sink.send(record(2))];
    await vi.advanceTimersByTimeAsync(1999);
    expect(transport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport).toHaveBeenCalledWith([record(1), record(2)]);
    await expect(Promise.all(sent)).resolves.toEqual([undefined, undefined]);
  });

  it('sends at once when the batch is full, and on flush', async () => {
    const transport = vi.fn();
    const sink = createBatchingSink({ name: 'metrics', transport, maxBatch: 2 });
    void sink.send(record(1));
    void sink.send(record(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).toHaveBeenCalledWith([record(1), record(2)]);
    void sink.send(record(3));
    await sink.flush?.();
    expect(transport).toHaveBeenLastCalledWith([record(3)]);
    await sink.flush?.();
    expect(transport).toHaveBeenCalledTimes(2);
    // Nothing left for the timer either.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it("fails the batch's sends when the transport fails, without failing flush", async () => {
    const sink = createBatchingSink({ name: 'metrics', transport: () => Promise.reject(new Error('offline')) });
    const sent = sink.send(record(1));
    const rejected = expect(sent).rejects.toThrow('offline');
    await expect(sink.flush?.()).resolves.toBeUndefined();
    await rejected;
  });
});
