import {
  ACTIVITY_SEGMENTS,
  AGE_GROUPS,
  type ActivitySegment,
  type ActivitySegmentsResponse,
  type AgeGroup,
  type AudienceGendersResponse,
  type DemographicsItem,
  type EngagementResponse,
  GENDERS,
  type Gender,
  type GenderAgeResponse,
  type ImpressionMapResponse,
  type LanguagesResponse,
  WEEKDAYS,
  type Weekday,
} from '@adlens/core';
import {
  type AudienceBase,
  type AudienceQuery,
  audienceWeights,
  loadAudience,
  mix,
  panelWeights,
  totalWeight,
} from './audienceBase.ts';
import {
  CELLS,
  type Cell,
  cellKey,
  hourWeight,
  inSelection,
  normalise,
  percent,
  round2,
  segmentWeight,
  tilt,
} from './audienceModel.ts';
import { AGE_TITLES, GENDER_TITLES, SEGMENT_TITLES, languageTitle } from './audienceTitles.ts';

/** The largest ten. */
const LANGUAGES_SHOWN = 10;

const empty = (query: AudienceQuery) => ({ period: query.filters.period, panelists: 0, elements: [] });

/** A demographics item (code, title, shares) from the audience's and the panel's shares (0–1) of each code. */
function items<TCode extends string>(
  codes: readonly TCode[],
  title: (code: TCode) => string,
  audience: ReadonlyMap<TCode, number>,
  panel: ReadonlyMap<TCode, number>,
  panelists: number,
): DemographicsItem<TCode>[] {
  return codes.map((code) => {
    const share = audience.get(code) ?? 0;
    return {
      code,
      title: title(code),
      panelists: Math.round(panelists * share),
      share: round2(share * 100),
      deviation: round2((share - (panel.get(code) ?? 0)) * 100),
    };
  });
}

/**
 * `audience/genders` (the Gender and Age group lists with
 * share percentages): the whole audience of the country and period, the selection not applied.
 */
export async function audienceGenders(query: AudienceQuery): Promise<AudienceGendersResponse> {
  const base = await loadAudience(query);
  if (!base) return { genders: { elements: [] }, ages: { elements: [] } };
  const people = audienceWeights(base, {});
  const panel = panelWeights(base);
  const panelists = totalWeight(people);
  const by =
    <K>(key: (cell: Cell) => K) =>
    (_country: string, cell: Cell) =>
      new Map([[key(cell), 1]]);
  return {
    genders: {
      elements: items<Gender>(
        GENDERS,
        (code) => GENDER_TITLES[code],
        mix(
          people,
          by((cell) => cell.gender),
        ),
        mix(
          panel,
          by((cell) => cell.gender),
        ),
        panelists,
      ),
    },
    ages: {
      elements: items<AgeGroup>(
        AGE_GROUPS,
        (code) => AGE_TITLES[code],
        mix(
          people,
          by((cell) => cell.age),
        ),
        mix(
          panel,
          by((cell) => cell.age),
        ),
        panelists,
      ),
    },
  };
}

/** `audience/gender-age`: the pyramid; shares of the selected audience (cells outside it are 0). */
export async function audienceGenderAge(query: AudienceQuery): Promise<GenderAgeResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const inCell = (gender: Gender, age: AgeGroup) =>
    people.filter((w) => w.cell.gender === gender && w.cell.age === age).reduce((sum, w) => sum + w.weight, 0);
  return {
    period: query.filters.period,
    panelists: Math.round(panelists),
    elements: AGE_GROUPS.map((age) => ({
      age,
      title: AGE_TITLES[age],
      genders: Object.fromEntries(
        GENDERS.map((gender) => {
          const inThisCell = inCell(gender, age);
          return [gender, { panelists: Math.round(inThisCell), share: percent(inThisCell, panelists) }];
        }),
      ) as GenderAgeResponse['elements'][number]['genders'],
    })),
  };
}

/** A panel table's rows of the audience's markets, by country. */
async function panelTable<T extends { country: string }>(
  query: AudienceQuery,
  base: AudienceBase,
  sql: string,
): Promise<Map<string, T[]>> {
  const rows = await query.db.query<T>(sql, [base.markets.map((market) => market.country)]);
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(row.country, [...(out.get(row.country) ?? []), row]);
  return out;
}

/** `audience/activity-segments`: NEW to HEAVY, the profile's and youth's pull towards heavy use. */
export async function audienceActivity(query: AudienceQuery): Promise<ActivitySegmentsResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const rows = await panelTable<{ country: string; segment: ActivitySegment; share: number }>(
    query,
    base,
    'SELECT country, segment, share FROM audience_panel_activity WHERE country = ANY($1::text[])',
  );
  const audience = mix(people, (country, cell) =>
    normalise(
      new Map(
        (rows.get(country) ?? []).map((r) => [
          r.segment,
          segmentWeight(r.share, r.segment, base.profile.activity, cell),
        ]),
      ),
    ),
  );
  const panel = mix(
    panelWeights(base),
    (country) => new Map((rows.get(country) ?? []).map((r) => [r.segment, r.share])),
  );
  return {
    period: query.filters.period,
    panelists: Math.round(panelists),
    elements: items(ACTIVITY_SEGMENTS, (code) => SEGMENT_TITLES[code], audience, panel, panelists),
  };
}

/** `audience/languages`: the largest first; second languages lean young (migration 0013). */
export async function audienceLanguages(query: AudienceQuery): Promise<LanguagesResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const rows = await panelTable<{ country: string; language: string; share: number; youth: number; male: number }>(
    query,
    base,
    `SELECT country, language, share, youth_lean AS youth, male_lean AS male
       FROM audience_panel_languages WHERE country = ANY($1::text[])`,
  );
  const audience = mix(people, (country, cell) =>
    normalise(new Map((rows.get(country) ?? []).map((r) => [r.language, r.share * tilt(r, cell)]))),
  );
  const panel = mix(
    panelWeights(base),
    (country) => new Map((rows.get(country) ?? []).map((r) => [r.language, r.share])),
  );
  const codes = [...audience.keys()]
    .sort((a, b) => audience.get(b)! - audience.get(a)! || a.localeCompare(b))
    .slice(0, LANGUAGES_SHOWN);
  return {
    period: query.filters.period,
    panelists: Math.round(panelists),
    elements: items(codes, languageTitle, audience, panel, panelists),
  };
}

/** `audience/engagement`: hour of the week; `value` is percent of the busiest cell's. */
export async function audienceEngagement(query: AudienceQuery): Promise<EngagementResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const people = audienceWeights(base, query.selection);
  const panelists = totalWeight(people);
  if (panelists <= 0) return empty(query);
  const rows = await panelTable<{ country: string; weekday: Weekday; hour: number; weight: number }>(
    query,
    base,
    'SELECT country, weekday, hour, weight FROM audience_panel_engagement WHERE country = ANY($1::text[])',
  );
  const slot = (weekday: number, hour: number) => weekday * 24 + hour;
  const activity = mix(people, (country, cell) =>
    normalise(
      new Map(
        (rows.get(country) ?? []).map((r) => [
          slot(r.weekday, r.hour),
          hourWeight(r.weight, r.hour, base.profile.evening, cell),
        ]),
      ),
    ),
  );
  const busiest = Math.max(...activity.values());
  return {
    period: query.filters.period,
    panelists: Math.round(panelists),
    elements: WEEKDAYS.flatMap((weekday) =>
      Array.from({ length: 24 }, (_, hour) => ({
        weekday,
        hour,
        value: busiest > 0 ? Math.round(((activity.get(slot(weekday, hour)) ?? 0) / busiest) * 100) : 0,
      })),
    ),
  };
}

/**
 * `audience/impression-map`: impressions per market of the plan (the map takes no country: it shows
 * every market the package opens), the selection's part of each market's audience.
 */
export async function audienceImpressionMap(query: AudienceQuery): Promise<ImpressionMapResponse> {
  const base = await loadAudience(query);
  if (!base) return empty(query);
  const countries = await query.db.query<{ code: string; id: number; title: string }>(
    'SELECT code, iso_numeric AS id, name AS title FROM countries WHERE code = ANY($1::text[])',
    [base.markets.map((market) => market.country)],
  );
  const rows = base.markets.map((market) => {
    const selected = CELLS.filter((cell) => inSelection(cell, query.selection)).reduce(
      (sum, cell) => sum + (market.cells.get(cellKey(cell)) ?? 0),
      0,
    );
    return { market, impressions: Math.round(market.impressions * selected), panelists: market.reach * selected };
  });
  const total = rows.reduce((sum, row) => sum + row.impressions, 0);
  if (total <= 0) return empty(query);
  return {
    period: query.filters.period,
    panelists: Math.round(rows.reduce((sum, row) => sum + row.panelists, 0)),
    elements: rows
      .filter((row) => row.impressions > 0)
      .sort((a, b) => b.impressions - a.impressions || a.market.country.localeCompare(b.market.country))
      .map((row) => {
        const country = countries.find((c) => c.code === row.market.country)!;
        return { country, impressions: row.impressions, share: percent(row.impressions, total) };
      }),
  };
}
