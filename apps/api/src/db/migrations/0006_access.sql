-- Access flows (docs/product/access-and-sessions.md): customer trial end and manager, per-user
-- limits and OTP, devices, OTP challenges, single-use verification tokens, the mail outbox and
-- failed-login records. The seeded accounts themselves are added by the idempotent seed step
-- (seed/seedAccessAccounts.ts), which also runs on databases created before this migration.

-- The plan tiers are Basic, Professional, Team and Enterprise; 'Standard' was our old name.
UPDATE packages SET code = 'BASIC', name = 'Basic' WHERE code = 'STANDARD';

ALTER TABLE customers
  ADD COLUMN trial_ends_at date,
  -- The account manager the 'contact admin' action writes to (a limit page's action).
  ADD COLUMN manager_email text;

ALTER TABLE users
  -- Null means unlimited (limits are enforced by the server; the values are ours).
  ADD COLUMN max_devices integer CHECK (max_devices > 0),
  ADD COLUMN max_sessions integer CHECK (max_sessions > 0),
  ADD COLUMN otp_required boolean NOT NULL DEFAULT false;

-- A browser the user signed in from, keyed by the fingerprint's request id.
CREATE TABLE devices (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id text NOT NULL,
  label text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- 'Remember this device for 30 days'.
  remembered_until timestamptz,
  revoked_at timestamptz,
  UNIQUE (user_id, request_id)
);

ALTER TABLE auth_sessions
  ADD COLUMN device_id uuid REFERENCES devices (id) ON DELETE SET NULL,
  ADD COLUMN label text;
CREATE INDEX auth_sessions_by_device ON auth_sessions (device_id);

-- One row per code sent; a resend supersedes the previous one.
CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  superseded_at timestamptz,
  consumed_at timestamptz,
  -- Set by the last allowed wrong entry: no new code until then.
  locked_until timestamptz
);
CREATE INDEX otp_challenges_by_user ON otp_challenges (user_id, created_at);

-- Password recovery and account activation links (the set-password page), single use, 24 hours.
CREATE TABLE verification_tokens (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_tokens_by_user ON verification_tokens (user_id, created_at);

-- Every mail the API sends; the development viewer (/dev/mail) reads it.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_by_to ON mail_outbox (lower(to_address), id);

-- Failed password logins, for the per-IP-and-e-mail rate limit.
CREATE TABLE login_failures (
  ip text NOT NULL,
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_by_key ON login_failures (email, ip, failed_at);
