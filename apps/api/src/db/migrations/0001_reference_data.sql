-- Reference data every environment shares (docs/decisions/figures-and-rollups.md#facts-and-rollups).
-- On a distributed engine (Citus) these are reference tables: small, replicated to every node,
-- joinable from any shard.

CREATE TABLE countries (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}$'),
  name text NOT NULL,
  region text NOT NULL,
  -- CPM relative to the United States (research-notes: US ≈ 9 against South-East Asia ≈ 1).
  cpm_multiplier numeric(5, 3) NOT NULL CHECK (cpm_multiplier > 0),
  -- Relative share of ad traffic; the generator draws advertisers' markets with it.
  traffic_weight numeric(6, 2) NOT NULL CHECK (traffic_weight > 0)
);

INSERT INTO countries (code, name, region, cpm_multiplier, traffic_weight) VALUES
  ('US', 'United States', 'North America', 1.000, 30),
  ('CA', 'Canada', 'North America', 0.800, 5),
  ('GB', 'United Kingdom', 'Europe', 0.850, 8),
  ('DE', 'Germany', 'Europe', 0.750, 7),
  ('FR', 'France', 'Europe', 0.650, 6),
  ('NL', 'Netherlands', 'Europe', 0.700, 3),
  ('SE', 'Sweden', 'Europe', 0.700, 2),
  ('IT', 'Italy', 'Europe', 0.550, 4),
  ('ES', 'Spain', 'Europe', 0.500, 4),
  ('AU', 'Australia', 'Oceania', 0.800, 4),
  ('JP', 'Japan', 'Asia', 0.700, 6),
  ('KR', 'South Korea', 'Asia', 0.600, 3),
  ('SG', 'Singapore', 'South-East Asia', 0.550, 1),
  ('IN', 'India', 'Asia', 0.150, 6),
  ('ID', 'Indonesia', 'South-East Asia', 0.120, 3),
  ('PH', 'Philippines', 'South-East Asia', 0.111, 2),
  ('TH', 'Thailand', 'South-East Asia', 0.120, 2),
  ('VN', 'Vietnam', 'South-East Asia', 0.111, 2),
  ('BR', 'Brazil', 'South America', 0.300, 5),
  ('MX', 'Mexico', 'North America', 0.280, 4);

-- Channels × devices as data is recorded (core CHANNEL_DEVICES), with the US CPM in USD of each
-- (research-notes: desktop display ≈ 2.5, mobile video ≈ 11, social 6.5–10, CTV 20–40) and the
-- share of the channel's impressions each device takes.
CREATE TABLE channel_devices (
  channel text NOT NULL CHECK (channel IN ('DISPLAY', 'VIDEO', 'SOCIAL', 'CONNECTED_TV', 'INAPP')),
  device text NOT NULL CHECK (device IN ('DESKTOP', 'MOBILE', 'SMART_TV')),
  base_cpm numeric(6, 2) NOT NULL CHECK (base_cpm > 0),
  device_share numeric(4, 3) NOT NULL CHECK (device_share > 0 AND device_share <= 1),
  PRIMARY KEY (channel, device)
);

INSERT INTO channel_devices (channel, device, base_cpm, device_share) VALUES
  ('DISPLAY', 'DESKTOP', 2.50, 0.450),
  ('DISPLAY', 'MOBILE', 2.00, 0.550),
  ('VIDEO', 'DESKTOP', 9.70, 0.400),
  ('VIDEO', 'MOBILE', 11.00, 0.600),
  ('SOCIAL', 'DESKTOP', 6.60, 0.250),
  ('SOCIAL', 'MOBILE', 7.20, 0.750),
  ('CONNECTED_TV', 'SMART_TV', 30.00, 1.000),
  ('INAPP', 'MOBILE', 4.50, 1.000);
