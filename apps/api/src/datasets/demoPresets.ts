import {
  type DemoPreset,
  type DemoPresetFilters,
  type DemoPresetPage,
  type EntitySummary,
  type EntityType,
  type IsoDate,
  customPeriodId,
  parseChannel,
  parseIsoDate,
  periodLengthInMonths,
  resolvePeriod,
  serializeChannel,
  toIsoDate,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { DEMO_PRESET_CATALOGUE, type DemoPresetDefinition, type DemoPresetPeriod } from './demoPresetCatalogue.ts';
import { findEntitiesByName, resolveEntities } from './entityLookup.ts';
import type { DataMeta } from './loadDataMeta.ts';
import type { PackageAccess } from './packageAccess.ts';

/** The entity ids each preset resolved to, by preset id, in the preset's order. */
type ResolvedIds = ReadonlyMap<string, readonly number[]>;

/** The largest campaign of an advertiser, of one theme ('Easter' finds 'Easter 2025') when given. */
async function campaignId(db: Queryable, advertiser: string, theme: string | undefined): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
     WHERE lower(a.domain) = lower($1)
       AND ($2::text IS NULL OR c.name = $2
            OR (left(c.name, length($2) + 1) = $2 || ' ' AND substr(c.name, length($2) + 2) ~ '^[0-9]{4}$'))
     ORDER BY c.total_impressions DESC, c.id LIMIT 1`,
    [advertiser, theme ?? null],
  );
  return row?.id;
}

async function resolveDefinition(db: Queryable, definition: DemoPresetDefinition): Promise<number[]> {
  const { source } = definition;
  if (source.page === 'campaign') {
    const id = await campaignId(db, source.campaign.advertiser, source.campaign.theme);
    return id === undefined ? [] : [id];
  }
  // The origin only shapes icon URLs, which are built per request.
  return (await findEntitiesByName(db, source.page, source.names, '')).map((entity) => entity.id);
}

function wanted(definition: DemoPresetDefinition): number {
  const { source } = definition;
  return source.page === 'campaign' ? 1 : source.names.length;
}

/**
 * Resolves every preset's natural keys once; what the data does not have is reported through `warn`
 * (once: the answer is kept), so a changed generator shortens or drops a preset instead of failing.
 */
async function resolveCatalogue(db: Queryable, warn: (message: string) => void): Promise<ResolvedIds> {
  const resolved = new Map<string, readonly number[]>();
  for (const definition of DEMO_PRESET_CATALOGUE) {
    const ids = await resolveDefinition(db, definition);
    const missing = wanted(definition) - ids.length;
    if (missing > 0) {
      warn(
        ids.length === 0
          ? `Demo preset ${definition.id} is left out: none of its entities is in the data`
          : `Demo preset ${definition.id}: ${missing} of its ${wanted(definition)} entities are not in the data`,
      );
    }
    resolved.set(definition.id, ids);
  }
  return resolved;
}

function addMonths(date: Date, months: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/**
 * A period code as is; whole months counted back from the data's last month as a custom range, cut to
 * the data (a range before the data starts reads the last 3 months instead).
 */
export function presetPeriodId(period: DemoPresetPeriod, meta: Pick<DataMeta, 'dataStart' | 'dataEnd'>): string {
  if ('code' in period) return period.code;
  const lastMonth = addMonths(parseIsoDate(meta.dataEnd)!, 0);
  const start = toIsoDate(addMonths(lastMonth, -period.fromMonthsAgo));
  const afterEnd = addMonths(lastMonth, 1 - period.toMonthsAgo);
  const end = toIsoDate(new Date(afterEnd.getTime() - 86_400_000));
  const range = {
    start: start < meta.dataStart ? meta.dataStart : start,
    end: end > meta.dataEnd ? meta.dataEnd : end,
  };
  return range.start > range.end ? 'LAST_3_MONTHS' : customPeriodId(range);
}

/** Longest first: what a preset's period gives way to when the package's history is shorter. */
const SHORTER_PERIODS = ['LAST_12_MONTHS', 'LAST_3_MONTHS', 'LAST_30_DAYS'] as const;

/**
 * The preset's filters within the user's package, so an example always opens (access is
 * mainly by package): a channel outside it reads all channels, a country outside it the
 * package's largest market, a period longer than its history the longest one that fits.
 */
export function fitFilters(filters: DemoPresetFilters, access: PackageAccess, dataEnd: IsoDate): DemoPresetFilters {
  const channel = parseChannel(filters.channel);
  const openChannel = channel && (channel.type === 'ALL' || access.channels.includes(channel.type));
  const country =
    access.allMarkets || access.countries.includes(filters.country) ? filters.country : access.countries[0];
  const max = access.maxPeriodMonths;
  const fits = (id: string) => max === null || periodLengthInMonths(resolvePeriod(id, dataEnd)!) <= max;
  const period = fits(filters.period) ? filters.period : (SHORTER_PERIODS.find(fits) ?? 'LAST_30_DAYS');
  return {
    period,
    channel: openChannel ? serializeChannel(channel) : 'ALL-ALL',
    country: country ?? filters.country,
  };
}

/** The brand and category reports open only with their package flag. */
function pageOpen(page: DemoPresetPage, access: PackageAccess): boolean {
  if (page === 'category') return access.features.category;
  if (page === 'brand') return access.features.brand;
  return true;
}

async function skippedIds(db: Queryable, types: readonly EntityType[]): Promise<Set<string>> {
  const rows = await db.query<{ entity_type: string; entity_id: number }>(
    'SELECT entity_type, entity_id FROM skiplists WHERE entity_type = ANY($1::text[])',
    [types],
  );
  return new Set(rows.map((row) => `${row.entity_type}:${Number(row.entity_id)}`));
}

export interface DemoPresetRequest {
  access: PackageAccess;
  meta: DataMeta;
  origin: string;
  page?: DemoPresetPage;
}

/**
 * The demo presets of one API process: natural keys are resolved once and kept;
 * titles, icons, the skiplist and the package are applied per request, so skipping an entity takes it
 * out of the examples at once and a preset left without entities is
 * not offered.
 */
export function createDemoPresets(db: Queryable, warn: (message: string) => void) {
  let resolved: Promise<ResolvedIds> | undefined;
  const ids = () => {
    resolved ??= resolveCatalogue(db, warn).catch((error: unknown) => {
      resolved = undefined;
      throw error;
    });
    return resolved;
  };

  return async function demoPresets({ access, meta, origin, page }: DemoPresetRequest): Promise<DemoPreset[]> {
    if (access.code === null) return [];
    const definitions = DEMO_PRESET_CATALOGUE.filter(
      (definition) => (page === undefined || definition.page === page) && pageOpen(definition.page, access),
    );
    if (definitions.length === 0) return [];
    const idsByPreset = await ids();
    const types = [...new Set(definitions.map((definition) => definition.page))];
    const skipped = await skippedIds(db, types);
    const entities = new Map<string, EntitySummary>();
    for (const type of types) {
      const typeIds = [
        ...new Set(definitions.filter((d) => d.page === type).flatMap((d) => idsByPreset.get(d.id) ?? [])),
      ];
      for (const entity of await resolveEntities(db, type, typeIds, origin)) {
        const { id, entityType, title, icon } = entity;
        entities.set(`${type}:${id}`, { id, entityType, title, icon });
      }
    }
    return definitions.flatMap((definition): DemoPreset[] => {
      const shown = (idsByPreset.get(definition.id) ?? [])
        .map((id) => `${definition.page}:${id}`)
        .filter((key) => !skipped.has(key))
        .flatMap((key) => entities.get(key) ?? []);
      if (shown.length === 0) return [];
      const filters = {
        period: presetPeriodId(definition.period, meta),
        channel: definition.channel,
        country: definition.country,
      };
      return [
        {
          id: definition.id,
          page: definition.page,
          title: definition.title,
          entities: shown,
          filters: fitFilters(filters, access, meta.dataEnd),
        },
      ];
    });
  };
}
