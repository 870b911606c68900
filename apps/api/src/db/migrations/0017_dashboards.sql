-- Dashboards (docs/decisions/dashboards-and-bookmarks.md#bookmarks-and-dashboards): a user's
-- dashboards with their filters and widgets (type, items, options, grid layout) as one document.
-- `version` grows on every save; a save names the version it was made from, so a concurrent edit is
-- refused instead of overwritten.

CREATE TABLE dashboards (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  filters jsonb NOT NULL DEFAULT '{}',
  widgets jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboards_by_user ON dashboards (user_id, updated_at DESC);
