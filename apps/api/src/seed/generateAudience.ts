import { ACTIVITY_SEGMENTS, AGE_GROUPS, GENDERS } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import {
  ACTIVITY_SPLIT,
  AGE_SPLITS,
  HOURLY_ACTIVITY,
  PANEL_MARKETS,
  WEEKDAY_ACTIVITY,
} from './audiencePanelVocabulary.ts';

/** A country code as a hash key (the same as prepareAdvertiserProfiles' market draws). */
const COUNTRY_KEY = (column: string) => `(ascii(${column}) * 256 + ascii(right(${column}, 1)))::bigint`;
/** Stored values are rounded in SQL so both engines store exactly the same numbers. */
const STORED = (expression: string) => `round((${expression})::numeric, 6)::float8`;

const markets = Object.entries(PANEL_MARKETS);

/**
 * Per-market panel baselines (migration 0013): panel size,
 * gender × age, languages, activity segments and the hour-of-week pattern, each share from
 * audiencePanelVocabulary.ts with ±7 % seeded noise and normalised per market. On weekends the day
 * starts an hour later.
 */
async function generatePanels(tx: Queryable, salt: number): Promise<void> {
  await tx.query(
    `INSERT INTO audience_panels (country, panelists, internet_users)
     SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])`,
    [
      markets.map(([code]) => code),
      markets.map(([, market]) => market.panelists),
      markets.map(([, market]) => market.internetUsersMillions * 1_000_000),
    ],
  );
  const noisy = (index: string) =>
    `base * (0.93 + 0.14 * adlens_rand($1::bigint, ${COUNTRY_KEY('country')}, ${index}))`;
  const normalised = (index: string) => STORED(`${noisy(index)} / sum(${noisy(index)}) OVER (PARTITION BY country)`);
  const cells = markets.flatMap(([code, market]) =>
    GENDERS.flatMap((gender) =>
      AGE_GROUPS.map((age) => ({
        code,
        gender,
        age,
        base: AGE_SPLITS[market.ages][age] * (gender === 'MALE' ? market.maleShare : 1 - market.maleShare),
      })),
    ),
  );
  await tx.query(
    `INSERT INTO audience_panel_demographics (country, gender, age, share)
     SELECT country, gender, age, ${normalised('i')}
     FROM unnest($2::text[], $3::text[], $4::text[], $5::float8[]) WITH ORDINALITY AS c(country, gender, age, base, i)`,
    [
      salt,
      cells.map((cell) => cell.code),
      cells.map((cell) => cell.gender),
      cells.map((cell) => cell.age),
      cells.map((cell) => cell.base),
    ],
  );
  const languages = markets.flatMap(([code, market]) =>
    market.languages.map(([language, base], rank) => ({ code, language, base, rank })),
  );
  // A market's second languages (English above all) are more common among the young.
  await tx.query(
    `INSERT INTO audience_panel_languages (country, language, share, youth_lean, male_lean)
     SELECT country, language, ${normalised('i')},
            ${STORED(`CASE WHEN rank = 0 THEN -0.05 ELSE 0.35 END + (adlens_rand($1::bigint + 1, ${COUNTRY_KEY('country')}, i) - 0.5) * 0.3`)},
            ${STORED(`(adlens_rand($1::bigint + 2, ${COUNTRY_KEY('country')}, i) - 0.5) * 0.3`)}
     FROM unnest($2::text[], $3::text[], $4::float8[], $5::int[]) WITH ORDINALITY AS l(country, language, base, rank, i)`,
    [
      salt,
      languages.map((row) => row.code),
      languages.map((row) => row.language),
      languages.map((row) => row.base),
      languages.map((row) => row.rank),
    ],
  );
  const segments = markets.flatMap(([code]) =>
    ACTIVITY_SEGMENTS.map((segment) => ({ code, segment, base: ACTIVITY_SPLIT[segment] })),
  );
  await tx.query(
    `INSERT INTO audience_panel_activity (country, segment, share)
     SELECT country, segment, ${normalised('i + 1000')}
     FROM unnest($2::text[], $3::text[], $4::float8[]) WITH ORDINALITY AS s(country, segment, base, i)`,
    [salt, segments.map((row) => row.code), segments.map((row) => row.segment), segments.map((row) => row.base)],
  );
  await tx.query(
    `INSERT INTO audience_panel_engagement (country, weekday, hour, weight)
     SELECT p.country, d.weekday, h.hour,
            ${STORED(`(CASE WHEN d.weekday >= 6 THEN ($2::float8[])[1 + (h.hour + 23) % 24] ELSE ($2::float8[])[1 + h.hour] END)
                * ($3::float8[])[d.weekday] / 100
                * (0.92 + 0.16 * adlens_rand($1::bigint + 3, ${COUNTRY_KEY('p.country')}, d.weekday * 24 + h.hour))`)}
     FROM audience_panels p CROSS JOIN generate_series(1, 7) AS d(weekday) CROSS JOIN generate_series(0, 23) AS h(hour)`,
    [salt, [...HOURLY_ACTIVITY], [...WEEKDAY_ACTIVITY]],
  );
}

/**
 * Interests (the subcategories) and keywords: the panel's share interested and monthly searches per
 * thousand internet users, log-uniform over 0.006–1.6 (a keyword searched 2 K to 500 K times a month in
 * the US, as ad keywords are), with age and gender leans; a keyword leans like its subcategory, give or
 * take.
 */
async function generateInterests(tx: Queryable, salt: number): Promise<void> {
  await tx.query(
    `INSERT INTO audience_interests (category_id, panel_share, youth_lean, male_lean)
     SELECT id, ${STORED('0.04 + 0.36 * adlens_rand($1::bigint, id, 1)')},
            ${STORED('(adlens_rand($1::bigint, id, 2) - 0.5) * 1.2')}, ${STORED('(adlens_rand($1::bigint, id, 3) - 0.5) * 1.2')}
     FROM categories WHERE parent_id IS NOT NULL`,
    [salt],
  );
  await tx.query(
    `INSERT INTO audience_keywords (keyword_id, search_rate, youth_lean, male_lean)
     SELECT k.id, ${STORED('power(10, -2.2 + 2.4 * adlens_rand($1::bigint + 1, k.id, 1))')},
            ${STORED('i.youth_lean + (adlens_rand($1::bigint + 1, k.id, 2) - 0.5) * 0.4')},
            ${STORED('i.male_lean + (adlens_rand($1::bigint + 1, k.id, 3) - 0.5) * 0.4')}
     FROM keywords k JOIN audience_interests i ON i.category_id = k.category_id`,
    [salt],
  );
}

/**
 * One profile per advertiser (video and social reach skews younger): youth grows
 * with the share of its impressions on video and social and with its subcategory's youth lean; the
 * gender lean follows its subcategory; activity and evening are its own. Interests: its subcategory
 * (affinity 260–400), the sibling subcategories (150–250) and up to 12 drawn ones (70–180).
 */
async function generateProfiles(tx: Queryable, salt: number): Promise<void> {
  await tx.query(
    `INSERT INTO audience_profiles (advertiser_id, youth, male_lean, activity, evening)
     SELECT a.id,
            ${STORED('1.6 * (coalesce(m.young, 0.4) - 0.4) + 0.5 * i.youth_lean + (adlens_rand($1::bigint, a.id, 1) - 0.5) * 0.5')},
            ${STORED('0.6 * i.male_lean + (adlens_rand($1::bigint, a.id, 2) - 0.5) * 0.5')},
            ${STORED('adlens_rand($1::bigint, a.id, 3) - 0.5')},
            ${STORED('(adlens_rand($1::bigint, a.id, 4) - 0.5) * 0.8')}
     FROM advertisers a
     JOIN audience_interests i ON i.category_id = a.category_id
     LEFT JOIN (
       SELECT advertiser_id,
              sum(impressions) FILTER (WHERE channel IN ('VIDEO', 'SOCIAL'))::float8 / nullif(sum(impressions), 0) AS young
       FROM advertiser_monthly_channel GROUP BY advertiser_id
     ) m ON m.advertiser_id = a.id`,
    [salt],
  );
  await tx.query(
    `INSERT INTO audience_advertiser_interests (advertiser_id, category_id, affinity)
     WITH subs AS (
       SELECT id, parent_id, row_number() OVER (ORDER BY id)::int AS k FROM categories WHERE parent_id IS NOT NULL
     ),
     picks AS (
       SELECT a.id AS advertiser_id, a.category_id, 260 + 140 * adlens_rand($1::bigint + 1, a.id, 0) AS affinity
       FROM advertisers a
       UNION ALL
       SELECT a.id, s.id, 150 + 100 * adlens_rand($1::bigint + 1, a.id, s.id)
       FROM advertisers a JOIN categories own ON own.id = a.category_id
       JOIN subs s ON s.parent_id = own.parent_id AND s.id <> own.id
       UNION ALL
       SELECT a.id, s.id, 70 + 110 * adlens_rand($1::bigint + 2, a.id, j.j)
       FROM advertisers a CROSS JOIN generate_series(1, 12) AS j(j)
       JOIN subs s ON s.k = 1 + floor(adlens_rand($1::bigint + 3, a.id, j.j) * (SELECT count(*) FROM subs))::int
     )
     SELECT advertiser_id, category_id, ${STORED('max(affinity)')} FROM picks GROUP BY advertiser_id, category_id`,
    [salt],
  );
}

/**
 * The audience panel and profiles (migration 0013; the Demographics and Interests widgets
 * read them; docs/decisions/data-generation.md#audience-data). Runs after the rollups: profiles read each advertiser's channel mix.
 */
export async function generateAudience(tx: Queryable, salt: number): Promise<void> {
  await generatePanels(tx, salt);
  await generateInterests(tx, salt + 4);
  await generateProfiles(tx, salt + 6);
}
