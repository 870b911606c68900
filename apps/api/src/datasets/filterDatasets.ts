import {
  CHANNEL_DEVICES,
  type ChannelOption,
  type CountryOption,
  type CurrencyOption,
  type DataChannel,
  type DataDevice,
  type DateRange,
  type DeviceOption,
  type IsoDate,
  PERIOD_CODES,
  type PeriodOption,
  customPeriodId,
  en,
  parseIsoDate,
  periodLengthInMonths,
  resolvePeriod,
  trendIntervals,
  type PublisherKind,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import type { Currency } from './datasetFilters.ts';
import { convert } from './datasetFilters.ts';
import type { DataMeta } from './loadDataMeta.ts';
import type { PackageAccess } from './packageAccess.ts';
import type { ReportScope } from './reportScope.ts';
import { type ScanFilters, scanRollups } from './scanRollups.ts';

const monthTitle = (month: IsoDate) =>
  parseIsoDate(month)!.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = (day: IsoDate) =>
  parseIsoDate(day)!.toLocaleString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

function option(
  base: Pick<PeriodOption, 'id' | 'code' | 'type' | 'title'>,
  range: DateRange,
  meta: DataMeta,
  access: PackageAccess | undefined,
): PeriodOption {
  const max = access?.maxPeriodMonths;
  return {
    ...base,
    ...range,
    ...trendIntervals(range),
    // Outside the data: disabled ('There is not data for this time period.'); longer than the plan allows: restricted.
    disabled: range.end < meta.dataStart || range.start > meta.dataEnd,
    restricted: max !== undefined && max !== null && periodLengthInMonths(range) > max,
  };
}

/** The months with data, oldest first: first days and their resolved (clipped to the data) ends. */
function dataMonths(meta: DataMeta): DateRange[] {
  const months: DateRange[] = [];
  const end = parseIsoDate(meta.dataEnd)!;
  for (let d = parseIsoDate(`${meta.dataStart.slice(0, 7)}-01`)!; d <= end;) {
    const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    const last = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    const start = d.toISOString().slice(0, 10);
    months.push({ start, end: last > meta.dataEnd ? meta.dataEnd : last });
    d = next;
  }
  return months;
}

/**
 * `periods` (docs/product/periods.md): the predefined periods, then one MONTHLY option per month of data
 * (oldest first), each resolved against the data end. With `period` given, just that one.
 */
export function periodOptions(meta: DataMeta, access: PackageAccess | undefined, only?: string): PeriodOption[] {
  const months = dataMonths(meta).map((range) =>
    option(
      { id: customPeriodId(range), code: range.start.slice(0, 7), type: 'MONTHLY', title: monthTitle(range.start) },
      range,
      meta,
      access,
    ),
  );
  const predefined = PERIOD_CODES.map((code) =>
    option(
      { id: code, code, type: 'PREDEFINED', title: en.period[code] },
      resolvePeriod(code, meta.dataEnd)!,
      meta,
      access,
    ),
  );
  const all = [...predefined, ...months];
  if (only === undefined) return all;
  const known = all.find((period) => period.id === only);
  if (known) return [known];
  const range = resolvePeriod(only, meta.dataEnd)!;
  return [
    option(
      { id: only, code: only, type: 'RANGE', title: `${dayTitle(range.start)} – ${dayTitle(range.end)}` },
      range,
      meta,
      access,
    ),
  ];
}

const deviceOption = (code: DataDevice | 'ALL', restricted: boolean): DeviceOption => ({
  code,
  title: en.device[code],
  disabled: false,
  restricted,
});

/** An 'All devices' entry is added when more than one device exists. */
function devicesOf(devices: readonly DataDevice[], restricted: boolean): DeviceOption[] {
  const options = devices.map((device) => deviceOption(device, restricted));
  return devices.length > 1 ? [deviceOption('ALL', restricted), ...options] : options;
}

/**
 * `channels` (docs/product/channels.md): 'All channels' first, then every data channel of the session
 * (`listed`) with its devices and the item's impressions and spend; channels outside the package are
 * flagged restricted, not dropped. A partner integration's session has no connected TV: it
 * is not listed. 'All channels' holds the figures and devices of the channels read (`filters.channels`:
 * the session's and the package's), so the list adds up; a restricted channel's figures are withheld
 * (0) — the server gives out no data beyond the package (docs/decisions/plans-and-gating.md#the-server-enforces-the-package).
 */
export async function channelOptions(
  db: Queryable,
  meta: DataMeta,
  scope: ReportScope,
  filters: Pick<ScanFilters, 'channels' | 'countries'> & { period: DateRange; currency: Currency },
  access: PackageAccess,
  listed: readonly DataChannel[],
): Promise<ChannelOption[]> {
  const rows = await scanRollups({
    db,
    meta,
    scope,
    filters: { channels: filters.channels, device: 'ALL', countries: filters.countries },
    range: filters.period,
    dims: ['channel'],
  });
  const figures = (channel: DataChannel | undefined) => {
    const mine = rows.filter((row) => channel === undefined || row.channel === channel);
    return {
      impressions: Math.round(mine.reduce((sum, row) => sum + row.impressions, 0)),
      expenses: convert(
        mine.reduce((sum, row) => sum + row.expenses, 0),
        filters.currency,
      ),
    };
  };
  const allDevices = [...new Set(filters.channels.flatMap((channel) => CHANNEL_DEVICES[channel]))];
  return [
    {
      id: 'ALL',
      type: 'ALL',
      title: en.channel.ALL,
      devices: devicesOf(allDevices, false),
      disabled: false,
      restricted: false,
      ...figures(undefined),
    },
    ...listed.map((channel): ChannelOption => {
      const restricted = !access.channels.includes(channel);
      return {
        id: channel,
        type: channel,
        title: en.channel[channel],
        devices: devicesOf(CHANNEL_DEVICES[channel], restricted),
        disabled: false,
        restricted,
        ...figures(channel),
      };
    }),
  ];
}

/**
 * `countries`: every country (id is its position by code, stable for a database),
 * restricted outside the package; with an item given, countries where it has no data in the period
 * are disabled ('No data available for this country').
 */
export async function countryOptions(
  db: Queryable,
  meta: DataMeta,
  scope: ReportScope,
  filters: Pick<ScanFilters, 'channels' | 'device'> & { period: DateRange },
  access: PackageAccess,
): Promise<CountryOption[]> {
  const countries = await db.query<{ id: number; code: string; name: string }>(
    // Biggest markets first: the report's default country is the first available one, which
    // should be the plan's largest market, not the alphabet's first.
    'SELECT row_number() OVER (ORDER BY code)::int AS id, code, name FROM countries ORDER BY traffic_weight DESC, name',
  );
  const withData =
    scope.kind === 'market'
      ? undefined
      : new Set(
          (
            await scanRollups({
              db,
              meta,
              scope,
              filters: { channels: filters.channels, device: filters.device, countries: undefined },
              range: filters.period,
              dims: ['country'],
            })
          ).map((row) => row.country),
        );
  return countries.map((country) => ({
    id: country.id,
    code: country.code,
    title: country.name,
    disabled: withData !== undefined && !withData.has(country.code),
    restricted: !access.countries.includes(country.code),
  }));
}

export async function currencyOptions(db: Queryable): Promise<CurrencyOption[]> {
  return db.query<CurrencyOption>(
    `SELECT code AS id, code, name, symbol, default_fraction_digits AS "defaultFractionDigits"
     FROM currencies ORDER BY code = 'USD' DESC, code`,
  );
}

/** These publishers, only those whose name contains `q` (any case) when given. */
export async function publishersNamed(
  db: Queryable,
  ids: readonly number[],
  q: string | undefined,
): Promise<{ id: number; name: string; kind: PublisherKind }[]> {
  return db.query<{ id: number; name: string; kind: PublisherKind }>(
    `SELECT id, name, kind FROM publishers WHERE id = ANY($1::bigint[]) AND ($2::text IS NULL OR name ILIKE $2 ESCAPE '\\')`,
    [ids, q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null],
  );
}

/** Every category: top-level ones (parent_id null) first, then by name. */
export async function categoryTree(db: Queryable): Promise<{ id: number; name: string; parent_id: number | null }[]> {
  return db.query<{ id: number; name: string; parent_id: number | null }>(
    'SELECT id, name, parent_id FROM categories ORDER BY parent_id NULLS FIRST, name, id',
  );
}
