-- The audience panel behind the Demographics and Interests reports
-- (docs/decisions/data-generation.md#audience-data). Compact on purpose: per-country panel baselines
-- and one profile per advertiser, never advertiser × country × month × gender × age rows. The
-- datasets derive an advertiser's audience from its impressions in the asked period and countries
-- (advertiser_monthly_channel) and these tables (apps/api/src/datasets/audienceModel.ts). The
-- generator fills every table below; the panel tables are small reference tables on a distributed
-- engine, the advertiser tables are keyed by advertiser_id first (Citus distribution column).

-- The map's geometry names countries by their ISO 3166-1 numeric code (core ImpressionMapResponse).
ALTER TABLE countries ADD COLUMN iso_numeric integer UNIQUE;
UPDATE countries c SET iso_numeric = v.iso_numeric
FROM (VALUES ('US', 840), ('CA', 124), ('GB', 826), ('DE', 276), ('FR', 250), ('NL', 528), ('SE', 752),
             ('IT', 380), ('ES', 724), ('AU', 36), ('JP', 392), ('KR', 410), ('SG', 702), ('IN', 356),
             ('ID', 360), ('PH', 608), ('TH', 764), ('VN', 704), ('BR', 76), ('MX', 484)) AS v(code, iso_numeric)
WHERE c.code = v.code;
ALTER TABLE countries ALTER COLUMN iso_numeric SET NOT NULL;

-- One panel per market: how many panelists it has and how many people are online there (reach
-- saturates against the latter).
CREATE TABLE audience_panels (
  country text PRIMARY KEY REFERENCES countries (code),
  panelists integer NOT NULL CHECK (panelists > 0),
  internet_users bigint NOT NULL CHECK (internet_users > 0)
);

-- The panel's gender × age split per market (18–24 … 65+ × male/female); shares of a
-- market add up to 1.
CREATE TABLE audience_panel_demographics (
  country text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('MALE', 'FEMALE')),
  age text NOT NULL,
  share float8 NOT NULL CHECK (share > 0),
  PRIMARY KEY (country, gender, age)
);

-- Languages the panel browses in (ISO 639-1), with how they lean by age and gender (lean 0: none).
CREATE TABLE audience_panel_languages (
  country text NOT NULL,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  share float8 NOT NULL CHECK (share > 0),
  youth_lean float8 NOT NULL,
  male_lean float8 NOT NULL,
  PRIMARY KEY (country, language)
);

-- Activity segments (NEW … HEAVY) of the panel per market.
CREATE TABLE audience_panel_activity (
  country text NOT NULL,
  segment text NOT NULL,
  share float8 NOT NULL CHECK (share > 0),
  PRIMARY KEY (country, segment)
);

-- Online activity by ISO weekday (1 = Monday) and local hour per market: relative weights.
CREATE TABLE audience_panel_engagement (
  country text NOT NULL,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  weight float8 NOT NULL CHECK (weight > 0),
  PRIMARY KEY (country, weekday, hour)
);

-- Interests are the subcategories of the category tree: the share of the panel interested in each
-- and how the interest leans by age and gender.
CREATE TABLE audience_interests (
  category_id bigint PRIMARY KEY REFERENCES categories (id),
  panel_share float8 NOT NULL CHECK (panel_share > 0 AND panel_share < 1),
  youth_lean float8 NOT NULL,
  male_lean float8 NOT NULL
);

-- Monthly searches of a keyword per panelist, and its leans.
CREATE TABLE audience_keywords (
  keyword_id bigint PRIMARY KEY REFERENCES keywords (id),
  search_rate float8 NOT NULL CHECK (search_rate > 0),
  youth_lean float8 NOT NULL,
  male_lean float8 NOT NULL
);

-- Who an advertiser's ads reach, against the panel: youth > 0 skews younger (video and social
-- buyers), male_lean > 0 skews male, activity > 0 towards heavy users, evening > 0 later in the day.
CREATE TABLE audience_profiles (
  advertiser_id bigint PRIMARY KEY,
  youth float8 NOT NULL,
  male_lean float8 NOT NULL,
  activity float8 NOT NULL,
  evening float8 NOT NULL
);

-- An advertiser's audience interests: affinity 100 = as interested as the panel.
CREATE TABLE audience_advertiser_interests (
  advertiser_id bigint NOT NULL,
  category_id bigint NOT NULL,
  affinity float8 NOT NULL CHECK (affinity > 0),
  PRIMARY KEY (advertiser_id, category_id)
);
