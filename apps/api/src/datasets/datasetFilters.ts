import {
  ALL_CHANNELS,
  type AccessTokenClaims,
  CHANNEL_DEVICES,
  type ChannelSelection,
  DATA_CHANNELS,
  type DataChannel,
  type DatasetPeriod,
  type DatasetRequest,
  type DeviceCode,
  resolvePeriod,
  sessionDataChannels,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { validationError } from '../http/ApiHttpError.ts';
import type { DataMeta } from './loadDataMeta.ts';
import { type PackageAccess, loadPackageAccess } from './packageAccess.ts';
import { enforcePackage } from './packageLimits.ts';

/** The default currency is USD; the app's default period LAST_3_MONTHS. */
const DEFAULT_CURRENCY = 'USD';
const DEFAULT_PERIOD = 'LAST_3_MONTHS';

export interface Currency {
  code: string;
  /** Units of the currency per US dollar (amounts are stored in USD). */
  rate: number;
}

/** The channel filter as the rollups read it. */
export interface ChannelFilter {
  /**
   * The data channels read: the chosen one, or every channel 'All channels' stands for in the session
   * (core sessionDataChannels: a partner integration's leave connected TV out)
   * and the package (packageLimits.ts enforcePackage: the plan's channels only).
   */
  channels: readonly DataChannel[];
  /** A device, or ALL. */
  device: DeviceCode;
}

/** True when a channel filter reads every data channel, so it needs no channel condition. */
export function readsEveryChannel(filter: ChannelFilter): boolean {
  return DATA_CHANNELS.every((channel) => filter.channels.includes(channel));
}

/** The filters of one dataset request, checked against the data. */
export interface DatasetFilters extends ChannelFilter {
  /**
   * The countries read: the chosen one, else the package's markets (packageAccess.ts packageMarkets);
   * undefined: every market.
   */
  countries: readonly string[] | undefined;
  period: DatasetPeriod;
  currency: Currency;
}

/**
 * An amount in USD converted to `currency`, rounded to cents. The USD amount is rounded to its cents
 * first: the data is whole cents, and a figure summed in another order (a ranking's market rollup, a
 * report's cells, floats scaled by an edge month's share) can be a hair off them; converting the
 * hair would round some amounts a cent apart in one currency and not another ("Figures
 * that agree": one figure per cell in every dataset,
 * docs/decisions/figures-and-rollups.md#figures-that-agree).
 */
export function convert(usd: number, currency: Currency): number {
  return Math.round(Math.round(usd * 100) * currency.rate) / 100;
}

/**
 * Parts of a total rounded so they add up to it: each part rounded down, and the units left given
 * one by one to the parts with the largest remainders (ties by order). `unit` is 0.01 for money, 1
 * for impressions. With whole-cent USD parts the rounding changes nothing; in another currency it
 * keeps a breakdown (channels) adding up to the total every other dataset shows for the cell.
 */
export function apportion(parts: readonly number[], total: number, unit: number): number[] {
  const units = parts.map((part) => part / unit);
  const floors = units.map((value) => Math.floor(value + 1e-9));
  let left = Math.round(total / unit) - floors.reduce((sum, value) => sum + value, 0);
  const order = units
    .map((value, index) => ({ index, rest: value - floors[index]! }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  const perUnit = Math.round(1 / unit);
  return floors.map((value) => value / perUnit);
}

/** The `currency` filter (default USD); an unknown code is a 400 naming `currency`. */
export async function resolveCurrency(db: Queryable, code: string | undefined): Promise<Currency> {
  const wanted = code ?? DEFAULT_CURRENCY;
  const [row] = await db.query<{ rate: number }>('SELECT usd_rate::float8 AS rate FROM currencies WHERE code = $1', [
    wanted,
  ]);
  if (!row) throw validationError({ currency: ['is not a known currency'] });
  return { code: wanted, rate: row.rate };
}

/** The period filter resolved against the data's last day (docs/decisions/periods-and-filters.md#periods-resolve-against-the-datas-last-day). */
export function resolveDatasetPeriod(meta: DataMeta, id: string | undefined): DatasetPeriod {
  const periodId = id ?? DEFAULT_PERIOD;
  const range = resolvePeriod(periodId, meta.dataEnd);
  if (!range) throw validationError({ period: ['is not a valid period'] });
  return { id: periodId, ...range };
}

/** Who asks: a partner integration's session (its access token names the integration) or not. */
export type DatasetSession = Pick<AccessTokenClaims, 'integration'>;

/** Who asks, with their user id for the package (packageAccess.ts) and its trial premium searches. */
export type DatasetUserSession = DatasetSession & { user: Pick<AccessTokenClaims['user'], 'id'> };

/**
 * The channel selection of a request for the session: 'All channels' is the session's data channels.
 * A selection with none of them — connected TV in a partner integration, on
 * its own or as its only device (ALL-SMART_TV) — is a 400 naming `field` (the request's key of the
 * channel), like an unknown country: the integration's channel selector never offers it.
 */
export function resolveChannelFilter(
  selection: ChannelSelection,
  session: DatasetSession,
  field = 'channel',
): ChannelFilter {
  const listed = sessionDataChannels(session.integration !== undefined);
  const channels = selection.type === 'ALL' ? listed : listed.filter((channel) => channel === selection.type);
  const { device } = selection;
  if (
    !channels.some((channel) => device === 'ALL' || (CHANNEL_DEVICES[channel] as readonly string[]).includes(device))
  ) {
    throw validationError({ [field]: ['is not available in a partner integration (connected TV is left out)'] });
  }
  return { channels, device };
}

/** The filters of a request the package limits: channel, country and period. */
export type PackageFilters = Omit<DatasetFilters, 'currency'>;

/**
 * Country, period and channel of a parsed request for the session; an unknown country, or a channel
 * the session does not have, is a 400; a channel, country or period beyond the user's package is a
 * 403 `error.package-limit-exceeded` (packageLimits.ts). `access` saves loading the package again
 * when the caller has it.
 */
export async function resolvePackageFilters(
  db: Queryable,
  meta: DataMeta,
  parsed: Pick<DatasetRequest, 'channel' | 'country' | 'period'>,
  session: DatasetUserSession,
  access?: PackageAccess,
): Promise<PackageFilters> {
  if (parsed.country) {
    const known = await db.query('SELECT 1 FROM countries WHERE code = $1', [parsed.country]);
    if (known.length === 0) throw validationError({ country: ['is not a known country'] });
  }
  const selection = parsed.channel ?? ALL_CHANNELS;
  const inSession = resolveChannelFilter(selection, session);
  const period = resolveDatasetPeriod(meta, parsed.period);
  const { channels, countries } = await enforcePackage(
    db,
    { userId: session.user.id, access: access ?? (await loadPackageAccess(db, session.user.id)) },
    { channel: selection, channels: inSession.channels, country: parsed.country, period },
  );
  return { channels, device: inSession.device, countries, period };
}

/** resolvePackageFilters and the currency (an unknown one is a 400). */
export async function resolveFilters(
  db: Queryable,
  meta: DataMeta,
  parsed: DatasetRequest,
  session: DatasetUserSession,
  access?: PackageAccess,
): Promise<DatasetFilters> {
  const filters = await resolvePackageFilters(db, meta, parsed, session, access);
  return { ...filters, currency: await resolveCurrency(db, parsed.currency) };
}
