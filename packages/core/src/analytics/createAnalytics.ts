import type { AnalyticsEvent } from './analyticsEvents.ts';
import type { AnalyticsRecord, AnalyticsSink, AnalyticsUser } from './AnalyticsSink.ts';

/** The one product-analytics interface of the app. */
export interface Analytics {
  /**
   * Sends the event to every sink. Resolves when every sink has taken it (or failed); never rejects:
   * analytics must not break what the user is doing. `flush` asks holding sinks to send at once.
   */
  track(event: AnalyticsEvent, options?: { flush?: boolean }): Promise<void>;
  /** The signed-in user (null after logout); later records carry their id. */
  identify(user: AnalyticsUser | null): void;
  /** Sends what the sinks hold back. Never rejects. */
  flush(): Promise<void>;
}

export interface CreateAnalyticsOptions {
  sinks: readonly AnalyticsSink[];
  /** Test seam: the clock of `occurredAt`. */
  now?: () => Date;
  /** Test seam; a random id by default. */
  sessionId?: string;
  /** Where a failing sink is reported; console.warn by default. */
  onSinkError?: (sink: string, error: unknown) => void;
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Fans events out to the sinks (docs/decisions/search-and-discovery.md, "Product analytics"). */
export function createAnalytics({
  sinks,
  now = () => new Date(),
  sessionId = randomId(),
  onSinkError,
}: CreateAnalyticsOptions): Analytics {
  const report =
    onSinkError ?? ((sink: string, error: unknown) => console.warn(`Adlens: the ${sink} analytics sink failed`, error));
  let user: AnalyticsUser | null = null;

  /** Runs one sink's step; a throw or a rejection is reported, not passed on. */
  const guarded = async (sink: AnalyticsSink, step: () => void | Promise<void>): Promise<void> => {
    try {
      await step();
    } catch (error) {
      report(sink.name, error);
    }
  };

  const flush = async () => {
    await Promise.all(sinks.map((sink) => guarded(sink, () => sink.flush?.())));
  };

  return {
    async track(event, options = {}) {
      const record = {
        ...event,
        occurredAt: now().toISOString(),
        sessionId,
        userId: user?.id ?? null,
      } as AnalyticsRecord;
      const sent = Promise.all(sinks.map((sink) => guarded(sink, () => sink.send(record))));
      if (options.flush) await Promise.all([sent, flush()]);
      else await sent;
    },
    identify(next) {
      user = next;
      for (const sink of sinks) void guarded(sink, () => sink.identify?.(next));
    },
    flush,
  };
}
