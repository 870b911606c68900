-- keyword_monthly_channel (0008) is not built after all: keyword reports are campaign reports over the
-- campaigns tagged with the keywords (campaigns-by-keywords; exports of keywords
-- use the campaign kind), which campaign_keywords ⋈ campaign_monthly_channel serves with ~1 k rows per
-- keyword at `default`, while the rollup cost ~465 k rows and a sixth of the `default` seed time.
DROP TABLE keyword_monthly_channel;
