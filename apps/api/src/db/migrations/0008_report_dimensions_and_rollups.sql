-- Dimensions and rollups behind the ad-intelligence reports
-- (docs/decisions/figures-and-rollups.md#facts-and-rollups). Same distribution plan as 0002/0003:
-- tables that belong to one advertiser are keyed by advertiser_id first (Citus distribution column);
-- market-wide rollups (categories, publishers, keywords, the market) are small and would be reference
-- tables. The generator fills every table here; no foreign keys on facts and rollups (bulk-loaded).

-- Currencies (code, name, symbol, defaultFractionDigits; default USD).
-- usd_rate = units of the currency per US dollar: fixed, plausible rates so amounts convert
-- reproducibly (amounts are stored in USD).
CREATE TABLE currencies (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  name text NOT NULL,
  symbol text NOT NULL,
  default_fraction_digits integer NOT NULL CHECK (default_fraction_digits BETWEEN 0 AND 4),
  usd_rate numeric(14, 4) NOT NULL CHECK (usd_rate > 0)
);

INSERT INTO currencies (code, name, symbol, default_fraction_digits, usd_rate) VALUES
  ('USD', 'US Dollar', '$', 2, 1.0000),
  ('EUR', 'Euro', '€', 2, 0.9200),
  ('GBP', 'British Pound', '£', 2, 0.7900),
  ('JPY', 'Japanese Yen', '¥', 0, 150.0000),
  ('CAD', 'Canadian Dollar', 'CA$', 2, 1.3600),
  ('AUD', 'Australian Dollar', 'A$', 2, 1.5200),
  ('ARS', 'Argentine Peso', 'AR$', 2, 900.0000),
  ('CLP', 'Chilean Peso', 'CLP$', 0, 940.0000),
  ('COP', 'Colombian Peso', 'COL$', 2, 3900.0000),
  ('SGD', 'Singapore Dollar', 'S$', 2, 1.3400),
  ('ZAR', 'South African Rand', 'R', 2, 18.5000),
  ('DKK', 'Danish Krone', 'kr.', 2, 6.8800),
  ('NOK', 'Norwegian Krone', 'kr', 2, 10.7000),
  ('SEK', 'Swedish Krona', 'kr', 2, 10.6000),
  ('MYR', 'Malaysian Ringgit', 'RM', 2, 4.7000),
  ('IDR', 'Indonesian Rupiah', 'Rp', 2, 15800.0000),
  ('CHF', 'Swiss Franc', 'CHF', 2, 0.8800),
  ('PHP', 'Philippine Peso', '₱', 2, 56.0000),
  ('RUB', 'Russian Ruble', '₽', 2, 92.0000),
  ('THB', 'Thai Baht', '฿', 2, 35.5000),
  ('BRL', 'Brazilian Real', 'R$', 2, 5.0000),
  ('MXN', 'Mexican Peso', 'MX$', 2, 17.0000),
  ('INR', 'Indian Rupee', '₹', 2, 83.0000),
  ('KRW', 'South Korean Won', '₩', 0, 1340.0000),
  ('VND', 'Vietnamese Dong', '₫', 0, 24500.0000);

-- Category tree (a category has a parent, a favicon and subcategories): two levels, top-level
-- rows have parent_id NULL; every advertiser sits in a subcategory.
CREATE TABLE categories (
  id bigint PRIMARY KEY,
  name text NOT NULL,
  parent_id bigint REFERENCES categories (id),
  favicon_color text NOT NULL CHECK (favicon_color ~ '^#[0-9a-f]{6}$'),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX categories_by_parent ON categories (parent_id);

ALTER TABLE advertisers ADD COLUMN category_id bigint REFERENCES categories (id);
CREATE INDEX advertisers_by_category ON advertisers (category_id, total_impressions DESC);

-- Brands (parent, master, domain, homePageUrl, sub-brands). A master brand has
-- parent_id NULL and sub-brands point at it; an advertiser with one brand has just that (master) row.
CREATE TABLE brands (
  advertiser_id bigint NOT NULL REFERENCES advertisers (id),
  id bigint NOT NULL,
  name text NOT NULL,
  domain text NOT NULL,
  parent_id bigint,
  favicon_color text NOT NULL CHECK (favicon_color ~ '^#[0-9a-f]{6}$'),
  home_page_url text NOT NULL,
  total_impressions bigint NOT NULL DEFAULT 0,
  total_expenses numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (advertiser_id, id),
  FOREIGN KEY (advertiser_id, parent_id) REFERENCES brands (advertiser_id, id)
);
-- Lookups by id alone (brand pages); unique by construction.
CREATE INDEX brands_by_id ON brands (id);
CREATE INDEX brands_by_impressions ON brands (total_impressions DESC, id);

ALTER TABLE campaigns ADD COLUMN brand_id bigint;
ALTER TABLE campaigns ADD FOREIGN KEY (advertiser_id, brand_id) REFERENCES brands (advertiser_id, id);
CREATE INDEX campaigns_by_brand ON campaigns (advertiser_id, brand_id);

-- Keywords: a reference table; category_id is the subcategory the keyword
-- was written for.
CREATE TABLE keywords (
  id bigint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  category_id bigint REFERENCES categories (id)
);

CREATE TABLE campaign_keywords (
  advertiser_id bigint NOT NULL,
  campaign_id bigint NOT NULL,
  keyword_id bigint NOT NULL REFERENCES keywords (id),
  PRIMARY KEY (advertiser_id, campaign_id, keyword_id),
  FOREIGN KEY (advertiser_id, campaign_id) REFERENCES campaigns (advertiser_id, id)
);
CREATE INDEX campaign_keywords_by_keyword ON campaign_keywords (keyword_id, advertiser_id, campaign_id);

-- Per-advertiser monthly rollups (month = first day). Each one sums, per advertiser and month, to
-- exactly advertiser_monthly_channel (a test proves it).

-- Campaigns: from the raw facts.
CREATE TABLE campaign_monthly_channel (
  advertiser_id bigint NOT NULL,
  campaign_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT campaign_monthly_channel_pkey PRIMARY KEY (advertiser_id, campaign_id, month, country, channel, device)
);
CREATE INDEX campaign_monthly_channel_by_month ON campaign_monthly_channel (advertiser_id, month);

-- Creatives: each campaign row split across the campaign's creatives of that channel and device
-- (a creative has one channel and device, copied here for filtering).
CREATE TABLE creative_monthly (
  advertiser_id bigint NOT NULL,
  creative_id bigint NOT NULL,
  campaign_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT creative_monthly_pkey PRIMARY KEY (advertiser_id, creative_id, month, country)
);
CREATE INDEX creative_monthly_by_campaign ON creative_monthly (advertiser_id, campaign_id, month);
CREATE INDEX creative_monthly_by_month ON creative_monthly (advertiser_id, month);

-- Publishers per advertiser: each advertiser_monthly_channel row split across the publishers the
-- advertiser buys on that channel.
CREATE TABLE publisher_monthly_advertiser (
  advertiser_id bigint NOT NULL,
  publisher_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT publisher_monthly_advertiser_pkey PRIMARY KEY (advertiser_id, publisher_id, month, country, channel, device)
);
CREATE INDEX publisher_monthly_advertiser_by_month ON publisher_monthly_advertiser (advertiser_id, month);
-- "Top advertisers on publisher X" (publisher reports) without scanning other publishers.
CREATE INDEX publisher_monthly_advertiser_by_publisher ON publisher_monthly_advertiser (publisher_id, month);

-- Market-wide rollups. Their country, channel and device columns also hold the value 'ALL': such a
-- row is the total over every value of that column (country 'ALL'; channel 'ALL' with device 'ALL';
-- a channel with device 'ALL'), so a filter is always an equality and a 12-month query reads one row
-- per item and month. Only the combinations the filters can express exist: country ∈ {code, 'ALL'} ×
-- (channel, device) ∈ {(channel, device), (channel, 'ALL'), ('ALL', 'ALL')}.

-- Start-page top advertisers and market leaders (optionally within a category).
CREATE TABLE market_monthly_advertiser (
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  advertiser_id bigint NOT NULL,
  category_id bigint NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  CONSTRAINT market_monthly_advertiser_pkey PRIMARY KEY (month, country, channel, device, advertiser_id)
);
CREATE INDEX market_monthly_advertiser_by_category
  ON market_monthly_advertiser (category_id, country, channel, device, month);

-- Publisher totals (start-page top publishers, publisher headers); advertisers_count is per month.
CREATE TABLE publisher_monthly_totals (
  publisher_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  advertisers_count integer NOT NULL,
  CONSTRAINT publisher_monthly_totals_pkey PRIMARY KEY (publisher_id, month, country, channel, device)
);
CREATE INDEX publisher_monthly_totals_by_month ON publisher_monthly_totals (month, country, channel, device);

-- Categories at both levels (a top-level row sums its subcategories); advertisers_count is per month.
CREATE TABLE category_monthly_channel (
  category_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  advertisers_count integer NOT NULL,
  CONSTRAINT category_monthly_channel_pkey PRIMARY KEY (category_id, month, country, channel, device)
);
CREATE INDEX category_monthly_channel_by_month ON category_monthly_channel (month, country, channel, device);

-- Keywords: a campaign's whole volume counts for each of its keywords.
CREATE TABLE keyword_monthly_channel (
  keyword_id bigint NOT NULL,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  country text NOT NULL,
  channel text NOT NULL,
  device text NOT NULL,
  impressions bigint NOT NULL,
  expenses numeric(16, 2) NOT NULL,
  advertisers_count integer NOT NULL,
  campaigns_count integer NOT NULL,
  CONSTRAINT keyword_monthly_channel_pkey PRIMARY KEY (keyword_id, month, country, channel, device)
);
CREATE INDEX keyword_monthly_channel_by_month ON keyword_monthly_channel (month, country, channel, device);
