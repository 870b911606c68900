import type {
  DateRange,
  IsoDate,
  SubscriptionDataPoint,
  SubscriptionEntryType,
  SubscriptionFrequency,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { resolveEntities } from '../datasets/entityLookup.ts';
import type { DataMeta } from '../datasets/loadDataMeta.ts';
import type { PackageAccess } from '../datasets/packageAccess.ts';
import { resolveScope } from '../datasets/reportScope.ts';
import { type ScanFilters, type ScanRow, scanRollups } from '../datasets/scanRollups.ts';
import { type DigestPeriods, digestPeriods } from './digestPeriods.ts';

/** How many rows each list of a digest shows; the rest are counted. */
const DIGEST_LIST_SIZE = 5;

/** A stored subscription, as the digest reads it. */
export interface DigestEntry {
  id: string;
  type: SubscriptionEntryType;
  dataPoint: SubscriptionDataPoint;
  countryId: string;
  instances: number[];
  name: string | null;
}

/** An advertiser or publisher whose spend moved between the two periods (USD). */
export interface SpendChange {
  id: number;
  title: string;
  current: number;
  previous: number;
}

/** Something seen for the first time in the period; `owner` names a campaign's advertiser. */
interface FirstSeenItem {
  id: number;
  title: string;
  firstSeen: IsoDate;
  owner?: string;
}

export interface FirstSeenList {
  total: number;
  items: FirstSeenItem[];
}

/** One subscription's part of a digest. */
export interface DigestSection {
  entryId: string;
  dataPoint: SubscriptionDataPoint;
  /** A group's name, else the entity's title. */
  title: string;
  country: { code: string; name: string };
  /** False when none of its entities is in the data any more (a regenerated database). */
  found: boolean;
  /** The total spend of its entities in the country (USD). */
  spend: { current: number; previous: number };
  /** Top changes in spend: by publisher for advertisers, by advertiser for publishers. */
  changes: SpendChange[];
  newCampaigns: FirstSeenList;
  /** Advertisers: publishers it ran on in the period and not before; publishers: new advertisers. */
  newPartners: FirstSeenList;
}

export interface DigestContent {
  frequency: SubscriptionFrequency;
  periods: DigestPeriods;
  sections: DigestSection[];
}

const NONE: FirstSeenList = { total: 0, items: [] };

function spendOf(rows: { expenses: number }[]): number {
  return rows.reduce((sum, row) => sum + row.expenses, 0);
}

/** The largest moves in either direction, ties by id; unchanged items are left out. */
export function topChanges(
  current: ReadonlyMap<number, number>,
  previous: ReadonlyMap<number, number>,
  size: number,
): { id: number; current: number; previous: number }[] {
  const ids = [...new Set([...current.keys(), ...previous.keys()])];
  return ids
    .map((id) => ({ id, current: current.get(id) ?? 0, previous: previous.get(id) ?? 0 }))
    .filter((change) => Math.round(change.current) !== Math.round(change.previous))
    .sort((a, b) => Math.abs(b.current - b.previous) - Math.abs(a.current - a.previous) || a.id - b.id)
    .slice(0, size);
}

const FIRST_SEEN_GROUPS = {
  campaign: 'r.campaign_id',
  publisher: 'r.publisher_id',
  advertiser: 'r.advertiser_id',
} as const;

/**
 * Campaigns, publishers or advertisers of the entities first seen in the country during `period`
 * (new campaigns are first seen in the period; new publishers ran in the period, not
 * before). publisher_monthly_creative holds every creative's spend per publisher, month and country
 * with its detection dates, so a group's first day there is the earliest of its rows' months, or of
 * the creative's first-seen day when that is later: day precision for a weekly digest from monthly
 * rows. Largest spend in the period's months first.
 */
async function firstSeen(
  db: Queryable,
  dataPoint: SubscriptionDataPoint,
  ids: readonly number[],
  group: keyof typeof FIRST_SEEN_GROUPS,
  filters: { country: string; channels: readonly string[] },
  period: DateRange,
): Promise<{ id: number; owner: number; first_seen: IsoDate; total: number }[]> {
  const column = dataPoint === 'advertiser' ? 'r.advertiser_id' : 'r.publisher_id';
  return db.query(
    `SELECT g.id, g.owner, to_char(g.first_seen, 'YYYY-MM-DD') AS first_seen, count(*) OVER ()::int AS total
     FROM (
       SELECT ${FIRST_SEEN_GROUPS[group]} AS id, min(r.advertiser_id) AS owner,
              min(greatest(r.first_seen, r.month)) AS first_seen,
              sum(r.expenses) FILTER (WHERE r.month >= date_trunc('month', $4::date)) AS spend
       FROM publisher_monthly_creative r
       WHERE ${column} = ANY($1::bigint[]) AND r.country = $2 AND r.channel = ANY($3::text[])
         AND r.month <= $5::date
       GROUP BY 1
     ) g
     WHERE g.first_seen BETWEEN $4::date AND $5::date
     ORDER BY g.spend DESC NULLS LAST, g.id
     LIMIT $6`,
    [ids, filters.country, filters.channels, period.start, period.end, DIGEST_LIST_SIZE],
  );
}

async function titles(db: Queryable, table: 'campaigns' | 'advertisers', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const column = table === 'campaigns' ? 'name' : 'domain';
  const rows = await db.query<{ id: number; title: string }>(
    `SELECT DISTINCT id, ${column} AS title FROM ${table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Titles of what firstSeen groups by: campaign names, publishers' and advertisers' titles. */
async function groupTitles(
  db: Queryable,
  group: keyof typeof FIRST_SEEN_GROUPS,
  ids: number[],
): Promise<Map<number, string>> {
  if (group === 'campaign') return titles(db, 'campaigns', ids);
  const entities = await resolveEntities(db, group, ids, '');
  return new Map(entities.map((entity) => [entity.id, entity.title]));
}

async function firstSeenList(
  db: Queryable,
  entry: DigestEntry,
  ids: number[],
  group: keyof typeof FIRST_SEEN_GROUPS,
  filters: { country: string; channels: readonly string[] },
  period: DateRange,
): Promise<FirstSeenList> {
  const rows = await firstSeen(db, entry.dataPoint, ids, group, filters, period);
  if (rows.length === 0) return NONE;
  const named = await groupTitles(
    db,
    group,
    rows.map((row) => row.id),
  );
  // A campaign on a publisher names its advertiser; an advertiser's own campaigns need not.
  const owners =
    group === 'campaign' && entry.dataPoint === 'publisher'
      ? await titles(
          db,
          'advertisers',
          rows.map((row) => row.owner),
        )
      : new Map<number, string>();
  return {
    total: rows[0]!.total,
    items: rows.map((row) => {
      const owner = owners.get(row.owner);
      return {
        id: row.id,
        title: named.get(row.id) ?? `#${row.id}`,
        firstSeen: row.first_seen,
        ...(owner ? { owner } : {}),
      };
    }),
  };
}

/**
 * One subscription's section: its spend in the country this period and the one before, the largest
 * changes in spend by publisher (advertisers) or advertiser (publishers), new campaigns and new
 * publishers (or advertisers). Reads the package's channels only (access is by package).
 */
async function composeSection(
  db: Queryable,
  meta: DataMeta,
  access: Pick<PackageAccess, 'channels'>,
  entry: DigestEntry,
  periods: DigestPeriods,
): Promise<DigestSection> {
  const [country] = await db.query<{ name: string }>('SELECT name FROM countries WHERE code = $1', [entry.countryId]);
  const entities = await resolveEntities(db, entry.dataPoint, entry.instances, '');
  const base = {
    entryId: entry.id,
    dataPoint: entry.dataPoint,
    title: entry.name ?? entities.map((entity) => entity.title).join(', '),
    country: { code: entry.countryId, name: country?.name ?? entry.countryId },
  };
  const ids = entities.map((entity) => entity.id);
  if (ids.length === 0) {
    return {
      ...base,
      title: base.title || entry.instances.map((id) => `#${id}`).join(', '),
      found: false,
      spend: { current: 0, previous: 0 },
      changes: [],
      newCampaigns: NONE,
      newPartners: NONE,
    };
  }
  const scope = await resolveScope(db, { entityType: entry.dataPoint, ids });
  const filters: ScanFilters = { channels: access.channels, device: 'ALL', countries: [entry.countryId] };
  const by = entry.dataPoint === 'advertiser' ? 'publisher' : 'advertiser';
  const current = await scanRollups({ db, meta, scope, filters, range: periods.current, dims: [by] });
  const previous = await scanRollups({ db, meta, scope, filters, range: periods.previous, dims: [by] });
  const byId = (rows: ScanRow[]) => new Map(rows.map((row) => [Number(row[by]), row.expenses]));
  const moves = topChanges(byId(current), byId(previous), DIGEST_LIST_SIZE);
  const moved = await resolveEntities(
    db,
    by,
    moves.map((move) => move.id),
    '',
  );
  const seenFilters = { country: entry.countryId, channels: access.channels };
  return {
    ...base,
    found: true,
    spend: { current: spendOf(current), previous: spendOf(previous) },
    changes: moves.map((move) => ({
      ...move,
      title: moved.find((entity) => entity.id === move.id)?.title ?? `#${move.id}`,
    })),
    newCampaigns: await firstSeenList(db, entry, ids, 'campaign', seenFilters, periods.current),
    newPartners: await firstSeenList(db, entry, ids, by, seenFilters, periods.current),
  };
}

/** The digest of `frequency` over a user's subscriptions, from the data that ends on meta.dataEnd. */
export async function composeDigest(
  db: Queryable,
  meta: DataMeta,
  access: Pick<PackageAccess, 'channels'>,
  entries: readonly DigestEntry[],
  frequency: SubscriptionFrequency,
): Promise<DigestContent> {
  const periods = digestPeriods(frequency, meta.dataEnd);
  const sections: DigestSection[] = [];
  // One after another: PGlite runs one query at a time anyway, and PostgreSQL's pool stays free.
  for (const entry of entries) sections.push(await composeSection(db, meta, access, entry, periods));
  return { frequency, periods, sections };
}
