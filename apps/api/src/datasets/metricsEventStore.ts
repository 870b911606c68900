import type { MetricsBatch } from '@adlens/core';
import type { Database } from '../db/Database.ts';

/** Stores a validated batch in one statement (set-based: a batch is up to 50 rows). */
export async function storeMetricsEvents(db: Database, batch: MetricsBatch): Promise<number> {
  await db.query(
    `INSERT INTO analytics_events (analytics_id, event, properties, occurred_at, session_id, user_ref)
     SELECT $1, e.event, e.properties, e."occurredAt", e."sessionId", e."userId"
     FROM jsonb_to_recordset($2::jsonb)
       AS e(event text, properties jsonb, "occurredAt" timestamptz, "sessionId" text, "userId" text)`,
    [batch.analyticsId, JSON.stringify(batch.events)],
  );
  return batch.events.length;
}
