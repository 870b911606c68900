-- Attempt limits that hold under concurrency (docs/security.md#limits-that-hold-under-concurrency).
-- One row per limited key: a failed password login per account and client address, per client address
-- across accounts, per account on a browser it signed in from before, a wrong current password on the
-- password change. An attempt takes its place in the row with one INSERT … ON CONFLICT DO UPDATE …
-- WHERE count < limit before the password is checked, so of N parallel attempts exactly the limit are
-- checked; a right password gives its place back. The window starts with the first attempt and ends
-- `window` later.
CREATE TABLE attempt_counters (
  scope text NOT NULL,
  subject text NOT NULL,
  count integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, subject)
);
CREATE INDEX attempt_counters_by_expiry ON attempt_counters (expires_at);

-- Replaced by attempt_counters: their count-then-insert let every parallel attempt through.
DROP TABLE login_failures;
DROP TABLE password_change_failures;
