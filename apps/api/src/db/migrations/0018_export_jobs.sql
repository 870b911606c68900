-- Export jobs (docs/decisions/exports.md#exports-and-downloads):
-- POST downloads registers a job, a worker in the API process produces its file and stores it here,
-- the owner downloads it through a signed link. A job survives an API restart: a worker holds a job
-- through `lease_until` and extends it while it works; a job whose lease ran out (its worker died) is
-- claimed again. Usage against the plan's monthly caps = the user's jobs of a scope created in the
-- current UTC month that did not fail (docs/decisions/exports.md#exports-and-downloads).

CREATE TABLE export_jobs (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The auth session the export was asked from (the access token minted for the worker repeats it).
  session_id uuid,
  type text NOT NULL,
  format text NOT NULL CHECK (format IN ('XLSX', 'TSV', 'ZIP')),
  scope text NOT NULL CHECK (scope IN ('GLOBAL', 'WIDGET', 'CREATIVES')),
  group_key text NOT NULL CHECK (char_length(group_key) BETWEEN 1 AND 100),
  file_name text NOT NULL,
  -- core ExportRequest without its view token; the token's claims are kept instead, so a fresh one can
  -- be signed for the worker after the client's has expired.
  request jsonb NOT NULL,
  view_claims jsonb,
  status text NOT NULL DEFAULT 'REGISTERED' CHECK (status IN ('REGISTERED', 'IN_PROGRESS', 'READY', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  content bytea,
  content_type text,
  content_size integer
);
-- Usage counts and the status page: a user's jobs of a scope by creation time.
CREATE INDEX export_jobs_by_user ON export_jobs (user_id, scope, created_at);
-- The worker's queue: only unfinished jobs.
CREATE INDEX export_jobs_pending ON export_jobs (created_at) WHERE status IN ('REGISTERED', 'IN_PROGRESS');
