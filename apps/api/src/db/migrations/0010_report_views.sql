-- Report views (docs/product/plans-and-limits.md: view limits, trial premium searches): every
-- view-token request writes an access-log row, which the recents menu reads and which counts report
-- views and trial premium searches.

CREATE TABLE access_logs (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The report context without its filters: repeat views of one report collapse into the latest.
  context_key text NOT NULL,
  type text NOT NULL CHECK (type IN ('REGULAR', 'COMPARISON')),
  module_type text NOT NULL CHECK (module_type IN ('AD_INTELLIGENCE', 'AUDIENCE')),
  entity_type text NOT NULL,
  instances bigint[] NOT NULL,
  favorite_ids text[] NOT NULL,
  unsaved_groups jsonb NOT NULL,
  params jsonb NOT NULL,
  category_id bigint,
  dashboard_id text,
  -- Counted as a report view (a token refresh for the same report and filters is not).
  counted boolean NOT NULL,
  -- A channel or country outside the customer's package (trial premium search, cap 20).
  premium boolean NOT NULL
);
CREATE INDEX access_logs_by_user ON access_logs (user_id, created_at DESC);

-- Report views per user and interval (view limits DAILY and MONTHLY; period_start is the
-- UTC day or the first day of the UTC month).
CREATE TABLE report_view_usage (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  interval text NOT NULL CHECK (interval IN ('DAILY', 'MONTHLY')),
  period_start date NOT NULL,
  views integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (user_id, interval, period_start)
);
