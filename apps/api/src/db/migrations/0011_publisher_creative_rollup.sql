-- Publisher reports' ad types, placements, transaction methods, top campaigns and top ads
-- (docs/decisions/figures-and-rollups.md#data-behind-the-reports). The data has no observed creative
-- × publisher link, so it is estimated: a creative's spend on publisher P in a (month, country,
-- channel, device) cell is the creative's spend in that cell (creative_monthly) times the
-- advertiser's share of that cell spent on P (publisher_monthly_advertiser /
-- advertiser_monthly_channel). Each creative_monthly row is split exactly, to the cent, across the
-- advertiser's publishers of its cell, so the rows of a creative sum to creative_monthly and so to
-- campaign_monthly_channel and advertiser_monthly_channel (a test proves it); per advertiser and
-- publisher they sum to publisher_monthly_advertiser within rounding. Keyed by advertiser_id first
-- like the other per-advertiser rollups (Citus distribution column); the creative's channel, device,
-- campaign, type, placement, buying method and detection dates are copied here so a publisher report
-- reads this table alone.
CREATE TABLE publisher_monthly_creative (
  advertiser_id bigint NOT NULL,
  creative_id bigint NOT NULL,
  publisher_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  campaign_id bigint NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  type text NOT NULL,
  placement text NOT NULL,
  buying_method text NOT NULL,
  first_seen date NOT NULL,
  last_seen date NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT publisher_monthly_creative_pkey PRIMARY KEY (advertiser_id, creative_id, publisher_id, month, country)
);
-- A publisher report reads its publishers' months without touching other publishers.
CREATE INDEX publisher_monthly_creative_by_publisher ON publisher_monthly_creative (publisher_id, month);
