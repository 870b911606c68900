-- Entity dimensions. Distribution plan (Citus;
-- docs/decisions/figures-and-rollups.md#facts-and-rollups): advertisers and publishers are reference
-- tables (small, globally unique domains); campaigns and creatives are distributed by advertiser_id
-- and co-located with the facts, which is why their keys start with advertiser_id.

CREATE TABLE advertisers (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  domain text NOT NULL,
  -- The favicon is a generated SVG (GET /api/v1/media/favicons/{id}.svg); this is its tile colour.
  favicon_color text NOT NULL CHECK (favicon_color ~ '^#[0-9a-f]{6}$'),
  home_country text NOT NULL REFERENCES countries (code),
  -- Denormalised totals over the whole data range, kept so search can order by size cheaply.
  total_impressions bigint NOT NULL DEFAULT 0,
  total_expenses numeric(16, 2) NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX advertisers_domain_key ON advertisers (lower(domain));
CREATE INDEX advertisers_by_impressions ON advertisers (total_impressions DESC, id);

CREATE TABLE publishers (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('WEBSITE', 'YOUTUBE', 'YOUTUBE_CHANNEL', 'ANDROID_APP', 'IOS_APP', 'SOCIAL')),
  domain text NOT NULL,
  favicon_color text NOT NULL CHECK (favicon_color ~ '^#[0-9a-f]{6}$'),
  total_impressions bigint NOT NULL DEFAULT 0
);
CREATE INDEX publishers_by_impressions ON publishers (total_impressions DESC, id);

CREATE TABLE campaigns (
  advertiser_id bigint NOT NULL REFERENCES advertisers (id),
  id bigint NOT NULL,
  name text NOT NULL,
  landing_page_url text NOT NULL,
  -- The flight as planned; it may start before or end after the data range.
  start_day date NOT NULL,
  end_day date NOT NULL,
  total_impressions bigint NOT NULL DEFAULT 0,
  total_expenses numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (advertiser_id, id),
  CHECK (end_day >= start_day)
);
-- Lookups by id alone (campaign pages); not unique on a distributed engine, unique by construction.
CREATE INDEX campaigns_by_id ON campaigns (id);

CREATE TABLE creatives (
  advertiser_id bigint NOT NULL,
  id bigint NOT NULL,
  campaign_id bigint NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  type text NOT NULL CHECK (type IN ('BANNER', 'ANIMATED_BANNER', 'VIDEO', 'SOCIAL', 'SOCIAL_IMAGE', 'SOCIAL_VIDEO',
    'SOCIAL_CAROUSEL', 'SOCIAL_PROMOTED_ACCOUNT')),
  -- IAB size in CSS pixels (research-notes: 728×90, 300×250, 320×50, …).
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  duration_seconds integer CHECK (duration_seconds > 0),
  placement text NOT NULL CHECK (placement IN ('UNKNOWN', 'ABOVE_THE_FOLD', 'BELOW_THE_FOLD', 'FAR_BELOW_THE_FOLD',
    'PRE_ROLL', 'MID_ROLL', 'POST_ROLL', 'MASTHEADS', 'FEED', 'RIGHT_COLUMN', 'MARKETPLACE', 'WATCH_PAGE', 'STORIES',
    'IN_STREAM', 'REELS', 'CAROUSEL')),
  buying_method text NOT NULL CHECK (buying_method IN ('PROGRAMMATIC', 'ADNETWORK', 'DIRECT', 'PROGRAMMATIC_ADNETWORK',
    'PROGRAMMATIC_DIRECT', 'HOUSEAD')),
  first_seen date NOT NULL,
  last_seen date NOT NULL,
  PRIMARY KEY (advertiser_id, id),
  FOREIGN KEY (advertiser_id, campaign_id) REFERENCES campaigns (advertiser_id, id),
  FOREIGN KEY (channel, device) REFERENCES channel_devices (channel, device),
  CHECK (last_seen >= first_seen)
);
CREATE INDEX creatives_by_id ON creatives (id);
CREATE INDEX creatives_by_campaign ON creatives (advertiser_id, campaign_id);
