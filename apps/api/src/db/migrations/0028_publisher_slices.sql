-- Publisher rows for the day ranges the predefined periods cut out of a month (docs/product/figures.md,
-- "Publishers on a cut month"). A publisher's monthly row is a fixed share of one row that has days (an
-- advertiser's cell, an ad's country), so its figure on some days of the month is that share of its
-- parent's days. A report computes that on request for any range; for the ranges the predefined periods
-- and their previous periods need (the last 7 and 30 days cut at most two months each), the generator
-- stores the result here, computed by the same arithmetic, so the start page, publisher and category
-- reports read a few thousand rows instead of joining every publisher row to its parent's days.
-- Each table has the columns of its monthly rollup (month: the month the range lies in) plus the range;
-- figures are float8: a share of a month is not a whole number of cents.
CREATE TABLE publisher_slice_advertiser (
  range_start date NOT NULL,
  range_end date NOT NULL,
  advertiser_id bigint NOT NULL,
  publisher_id bigint NOT NULL,
  month date NOT NULL,
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions float8 NOT NULL,
  expenses float8 NOT NULL,
  CONSTRAINT publisher_slice_advertiser_pkey
    PRIMARY KEY (advertiser_id, range_start, range_end, publisher_id, country, channel, device)
);
CREATE INDEX publisher_slice_advertiser_by_publisher ON publisher_slice_advertiser (publisher_id, range_start, range_end);

-- With the 'ALL' rows of publisher_monthly_totals (migration 0008).
CREATE TABLE publisher_slice_totals (
  range_start date NOT NULL,
  range_end date NOT NULL,
  publisher_id bigint NOT NULL,
  month date NOT NULL,
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions float8 NOT NULL,
  expenses float8 NOT NULL,
  CONSTRAINT publisher_slice_totals_pkey PRIMARY KEY (publisher_id, range_start, range_end, country, channel, device)
);
CREATE INDEX publisher_slice_totals_by_range ON publisher_slice_totals (range_start, range_end, country, channel, device);

CREATE TABLE publisher_slice_creative (
  range_start date NOT NULL,
  range_end date NOT NULL,
  advertiser_id bigint NOT NULL,
  creative_id bigint NOT NULL,
  publisher_id bigint NOT NULL,
  month date NOT NULL,
  country text NOT NULL,
  campaign_id bigint NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  type text NOT NULL,
  placement text NOT NULL,
  buying_method text NOT NULL,
  first_seen date NOT NULL,
  last_seen date NOT NULL,
  impressions float8 NOT NULL,
  expenses float8 NOT NULL,
  CONSTRAINT publisher_slice_creative_pkey
    PRIMARY KEY (advertiser_id, range_start, range_end, creative_id, publisher_id, country)
);
CREATE INDEX publisher_slice_creative_by_publisher ON publisher_slice_creative (publisher_id, range_start, range_end);
