-- Product analytics (docs/decisions/search-and-discovery.md#product-analytics): the events the
-- apps send to POST metrics/events when an analytics id is configured. Append-only; read by analysts,
-- never by the apps. `user_ref` is what the client says (the intake is unauthenticated, like any
-- product-analytics intake keyed by a public write id), not a foreign key.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  analytics_id text NOT NULL,
  event text NOT NULL,
  properties jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  session_id text NOT NULL,
  user_ref text,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_by_event ON analytics_events (event, occurred_at);
CREATE INDEX analytics_events_by_session ON analytics_events (session_id, occurred_at);
