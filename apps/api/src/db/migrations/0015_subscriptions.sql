-- E-mail notifications (docs/decisions/settings-and-notifications.md#e-mail-notifications):
-- how often a user gets digests, what they cover, and the last digest sent, so none goes out twice.
-- Unsubscribe links carry a signed token (notifications/unsubscribeTokens.ts), so no table holds them.

-- Frequencies WEEKLY and MONTHLY; a user without rows gets no digest.
CREATE TABLE subscription_frequencies (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('WEEKLY', 'MONTHLY')),
  PRIMARY KEY (user_id, frequency)
);

-- A subscription entry: a single advertiser or publisher, or a saved group, in one country.
-- Entity ids are not foreign keys (the generator may replace the dimension tables, like other app
-- state). A group keeps its favourite's id and name and its own copy of the members: the digest
-- reads them from here, so favourites need no foreign key and a deleted favourite leaves a working
-- subscription.
CREATE TABLE subscription_entries (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('single', 'group')),
  data_point text NOT NULL CHECK (data_point IN ('advertiser', 'publisher')),
  country_id text NOT NULL REFERENCES countries (code),
  instances bigint[] NOT NULL CHECK (cardinality(instances) BETWEEN 1 AND 10),
  favorite_id text,
  name text CHECK (char_length(name) BETWEEN 1 AND 64),
  -- What makes two entries the same subscription (single: data point, country, entity; group: data
  -- point, country, favourite), so subscribing twice is idempotent.
  entry_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, entry_key),
  CHECK ((type = 'group') = (favorite_id IS NOT NULL AND name IS NOT NULL)),
  CHECK (type = 'group' OR cardinality(instances) = 1)
);
CREATE INDEX subscription_entries_by_user ON subscription_entries (user_id, created_at);

-- The last digest sent per user and frequency: the period it covered (in the data's days, which end
-- at data_meta.data_end, not the wall clock). A digest is due when its period starts after this one
-- ended; claiming it updates this row in the transaction that writes the mail.
CREATE TABLE subscription_digests (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('WEEKLY', 'MONTHLY')),
  period_start date NOT NULL,
  period_end date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, frequency),
  CHECK (period_end >= period_start)
);
