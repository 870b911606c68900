import type { AnalyticsRecord, AnalyticsSink } from './AnalyticsSink.ts';

export interface BatchingSinkOptions {
  name: string;
  /** Delivers one batch; a rejection fails every `send` of that batch. */
  transport: (records: AnalyticsRecord[]) => void | Promise<void>;
  /** A batch goes out when it holds this many events… */
  maxBatch?: number;
  /** …or this long after its first event, whichever comes first. */
  flushAfterMs?: number;
}

export const DEFAULT_ANALYTICS_BATCH = { maxBatch: 20, flushAfterMs: 2000 } as const;

interface Pending {
  record: AnalyticsRecord;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A sink that sends events in batches: one request for a burst of events (a report's page events
 * arrive together) instead of one each. `send` resolves when its batch has been handed over, so a
 * caller that waits for tracking (full-screen navigation) can `flush` and wait for that.
 */
export function createBatchingSink({
  name,
  transport,
  maxBatch = DEFAULT_ANALYTICS_BATCH.maxBatch,
  flushAfterMs = DEFAULT_ANALYTICS_BATCH.flushAfterMs,
}: BatchingSinkOptions): AnalyticsSink {
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      await transport(batch.map((pending) => pending.record));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  };

  return {
    name,
    send(record) {
      const done = new Promise<void>((resolve, reject) => queue.push({ record, resolve, reject }));
      if (queue.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushAfterMs);
      return done;
    },
    // The batch's own `send` promises carry a transport failure; the flush itself never fails.
    flush,
  };
}
