-- Creatives by day. Every campaign day (ad_daily_facts: campaign × day × country × channel × device)
-- is split, to the cent, across the campaign's creatives of that channel and device that were live
-- that day (first seen ≤ day ≤ last seen), so a creative has figures exactly on the days it ran and
-- creative_monthly is the sum of these rows per month. A report reads whole months from
-- creative_monthly and the days of a cut month from here, never a month scaled by a share of it
-- (docs/product/figures.md). Keyed like the other per-advertiser tables (advertiser_id first).
CREATE TABLE creative_daily (
  advertiser_id bigint NOT NULL,
  day date NOT NULL,
  creative_id bigint NOT NULL,
  campaign_id bigint NOT NULL,
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(14, 2) NOT NULL,
  CONSTRAINT creative_daily_pkey PRIMARY KEY (advertiser_id, day, creative_id, country)
);
