-- Facts and rollups. Every table is keyed by advertiser_id first so it can be distributed by it
-- (Citus) with no cross-shard work in hot queries
-- (docs/decisions/figures-and-rollups.md#facts-and-rollups). No foreign keys here: these tables are
-- bulk-loaded by the generator and foreign-key checks would dominate load time.

-- Raw daily facts at campaign grain, partitioned by month (native
-- declarative partitioning). The generator creates one partition per month it loads
-- (ad_daily_facts_YYYYMM); requests never read this table, only the rollups below.
CREATE TABLE ad_daily_facts (
  advertiser_id bigint NOT NULL,
  day date NOT NULL,
  campaign_id bigint NOT NULL,
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(14, 2) NOT NULL,
  CONSTRAINT ad_daily_facts_pkey PRIMARY KEY (advertiser_id, day, campaign_id, country, channel, device)
) PARTITION BY RANGE (day);

-- Rollup 1: per advertiser, day, country, channel and device (campaigns summed). Serves the edges of
-- a period that do not cover whole months.
CREATE TABLE advertiser_daily_channel (
  advertiser_id bigint NOT NULL,
  day date NOT NULL,
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT advertiser_daily_channel_pkey PRIMARY KEY (advertiser_id, day, country, channel, device)
);

-- Rollup 2: the same per calendar month (month = its first day). Serves every whole month inside a
-- period, so a 12-month query reads ~12 rows per country × channel × device instead of ~365.
CREATE TABLE advertiser_monthly_channel (
  advertiser_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT advertiser_monthly_channel_pkey PRIMARY KEY (advertiser_id, month, country, channel, device)
);

-- What the loaded data covers; one row, written last by the generator (its presence means "seeded").
CREATE TABLE data_meta (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  data_start date NOT NULL,
  data_end date NOT NULL,
  scale text NOT NULL,
  seed integer NOT NULL,
  generator_version integer NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  generation_ms integer NOT NULL,
  CHECK (data_end >= data_start)
);
