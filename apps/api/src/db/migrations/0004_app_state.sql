-- Application state: packages, customers, users, roles and sessions
-- (docs/product/plans-and-limits.md).

CREATE TABLE packages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('PLAN', 'PLAN_UPGRADE', 'PLAN_TRIAL', 'ADDITIONAL_MARKET')),
  price numeric(10, 2),
  currency text NOT NULL DEFAULT 'USD',
  upgradable_to bigint REFERENCES packages (id),
  -- Feature codes (REPORT_VIEW, WIDGET_TSV_EXPORT, …) and limits (PERIOD, COUNTRY, …) of a package.
  features jsonb NOT NULL DEFAULT '[]',
  limits jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE customers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('B2B', 'B2C', 'TRIAL')),
  package_id bigint REFERENCES packages (id),
  -- Set on the one customer per partner that holds its users (created on their first token).
  integration_provider text UNIQUE CHECK (integration_provider IN ('seo-suite', 'sales-tool')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  email text NOT NULL,
  -- scrypt$N$r$p$salt$hash (base64url); null for partner users, who never sign in with a password.
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  avatar_url text,
  -- Partner users are found by (provider, external id): the sales tool's e-mail, the SEO suite's viewer_id.
  integration_provider text CHECK (integration_provider IN ('seo-suite', 'sales-tool')),
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  UNIQUE (integration_provider, external_id),
  CHECK ((integration_provider IS NULL) = (external_id IS NULL))
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE integration_provider IS NULL;

CREATE TABLE user_roles (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('ADMIN', 'RESELLER_ADMIN', 'CUSTOMER_ADMIN', 'USER', 'DATASET_VIEWER',
    'SKIPLIST_MANAGER')),
  PRIMARY KEY (user_id, role)
);

-- One row per auth token (its jti). Auth tokens are signed JWTs; this row makes them revocable
-- (logout) and lets the access-token exchange refuse revoked or expired sessions.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX auth_sessions_by_user ON auth_sessions (user_id);
