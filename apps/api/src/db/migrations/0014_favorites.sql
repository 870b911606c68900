-- Favourites (docs/decisions/dashboards-and-bookmarks.md#bookmarks-and-dashboards): a user's saved
-- groups and bookmarked reports. A bookmark holds the report context it opens and the filters it was
-- saved with.

CREATE TABLE favorite_groups (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  type text NOT NULL CHECK (type IN ('GROUP', 'COMPARISON')),
  module_type text NOT NULL CHECK (module_type IN ('AD_INTELLIGENCE', 'AUDIENCE')),
  entity_type text NOT NULL,
  category_id bigint,
  instances bigint[] NOT NULL,
  -- [{ "name": text, "instances": [bigint] }]
  unsaved_groups jsonb NOT NULL,
  -- The filters it was saved with; null for a plain group.
  params jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Saving looks for an existing group of the same name and type; one per user, name and type.
CREATE UNIQUE INDEX favorite_groups_name ON favorite_groups (user_id, type, lower(name));
CREATE INDEX favorite_groups_by_user ON favorite_groups (user_id, updated_at DESC);
