-- Figures that agree (docs/decisions/figures-and-rollups.md#figures-that-agree): a market-wide
-- ranking (start page top items, market leaders of the whole market, the category directory) reads
-- the edge days of a period that does not cover whole months from advertiser_daily_channel, the rows
-- an advertiser's own report reads for those days, instead of scaling the monthly market rollups by a
-- day share. Those scans name no advertiser, so they need the days first: at most ~60 days of the
-- daily rollup, read by this index (with the filter columns and the measures, so the heap is rarely
-- visited).
CREATE INDEX advertiser_daily_channel_by_day
  ON advertiser_daily_channel (day, country, channel, device) INCLUDE (advertiser_id, impressions, expenses);
