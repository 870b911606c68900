-- Onboarding (docs/decisions/search-and-discovery.md#onboarding): a new user's first-run path —
-- their own domain, competitors and default country, channel and period — ending in a saved
-- comparison and a first dashboard. One row per user who was offered it; the wizard resumes from it.
-- `choices` is the wizard's answers so far, validated by core's onboarding schema on the way in.

CREATE TABLE user_onboarding (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'in_progress', 'completed', 'skipped')),
  step text CHECK (step IN ('domain', 'competitors', 'defaults', 'review')),
  choices jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(choices) = 'object'),
  -- What completing created, so a second completion answers the same and creates nothing new. Not
  -- foreign keys: the user may delete the bookmark or the dashboard later; the record stays.
  favorite_id uuid,
  dashboard_id uuid,
  -- Why completing made no dashboard: the plan has none, or the user had as many as it allows.
  dashboard_skipped text CHECK (dashboard_skipped IN ('not-in-plan', 'limit')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  skipped_at timestamptz
);

-- Everybody who has an account already knows the product: nobody existing is sent through it.
INSERT INTO user_onboarding (user_id, status, completed_at)
SELECT id, 'completed', now() FROM users
ON CONFLICT (user_id) DO NOTHING;
