-- What a user saves and comes back to : user preferences, persisted settings, and the
-- skiplist (docs/decisions/settings-and-notifications.md#settings-preferences-and-skip-mode).

-- User preferences: all default true. A user without a row has the defaults.
CREATE TABLE user_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  show_category_alert boolean NOT NULL DEFAULT true,
  show_brand_alert boolean NOT NULL DEFAULT true,
  brand_hierarchy_enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Persisted settings (filters, widget sorts and types, export interval, …): one JSON
-- document per user, validated by core's zod schema on the way in (unknown keys are refused).
CREATE TABLE user_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(settings) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Skiplists: entities hidden from every user's top lists and searches while listed. Global, not per
-- customer; who marked it and when, for the record.
-- Entity ids are not foreign keys: the generator may replace the dimension tables (like app state).
CREATE TABLE skiplists (
  entity_type text NOT NULL CHECK (entity_type IN ('advertiser', 'publisher', 'campaign', 'keyword', 'category', 'brand')),
  entity_id bigint NOT NULL CHECK (entity_id > 0),
  marked_by bigint REFERENCES users (id) ON DELETE SET NULL,
  marked_at timestamptz NOT NULL DEFAULT now(),
  -- (type, id): the scans' `NOT IN (SELECT entity_id … WHERE entity_type = …)` reads this index.
  PRIMARY KEY (entity_type, entity_id)
);

-- Wrong current passwords on the settings page's password change: a few per user, then a wait, so a
-- stolen session cannot guess the password
-- (docs/decisions/settings-and-notifications.md#settings-preferences-and-skip-mode).
CREATE TABLE password_change_failures (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_change_failures_by_user ON password_change_failures (user_id, failed_at);
