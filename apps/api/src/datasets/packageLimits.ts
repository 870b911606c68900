import {
  API_ERROR_CODES,
  CHANNEL_DEVICES,
  type ChannelSelection,
  PACKAGE_PLANS,
  type PackageCode,
  type DataChannel,
  type DatasetPeriod,
  type PackageLimitAttributes,
  en,
  periodLengthInMonths,
  serializeChannel,
} from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { ApiHttpError } from '../http/ApiHttpError.ts';
import { type PackageAccess, packageMarkets } from './packageAccess.ts';
import { TRIAL_PREMIUM_SEARCHES, trialSearchLimitError, usedPremiumSearches } from './reportViewLog.ts';

/**
 * The texts of a refusal: the limit and upgrade messages and tooltips
 * (the channel one names the channel, like the restricted channel entry's tooltip).
 */
export const PACKAGE_LIMIT_MESSAGES = {
  channel: (channel: string) =>
    `Unlock ${channel} data and gain a more comprehensive view of Ad Intelligence. Contact us to upgrade.`,
  country: 'Enjoy more features by upgrading to the next package',
  period: 'Enjoy longer historical data by increasing your limit',
  /** Demographics and Interests are marked "Enterprise+ Package". */
  audience: 'Demographics and Interests are part of the Enterprise+ Package. Contact sales to upgrade.',
  /**
   * A category, brand or benchmark report the package's flags do not open
   * ('Enjoy more features by upgrading to the next package', the message of the Brands, Categories
   * and Industry Benchmark controls in core GATED_CONTROL_INFO).
   */
  feature: 'Enjoy more features by upgrading to the next package',
  /** A trial customer's restricted channel or country not opened by a counted premium search. */
  premiumNotOpened: 'Open the report to use one of your trial premium searches on this channel or country',
} as const;

export function packageLimitError(message: string, attributes: PackageLimitAttributes): ApiHttpError {
  return new ApiHttpError(403, API_ERROR_CODES.packageLimitExceeded, message, { attributes: { ...attributes } });
}

/** A user without a package reads no data (the app sends them to the no-package page). */
export function noPackageError(): ApiHttpError {
  return new ApiHttpError(400, API_ERROR_CODES.noPackageAvailable, 'There is no package on this account');
}

/**
 * The audience reports need the package's `audience` flag (core PACKAGE_PLANS: Enterprise only;
 * docs/decisions/data-generation.md#audience-data): otherwise a 403 `error.package-limit-exceeded` {limit: AUDIENCE,
 * value: the dataset}, so the client shows its lock and upgrade action like any package limit.
 * Without a package: 400 `no-package-available`, as for every filtered dataset.
 */
export function enforceAudience(access: PackageAccess, dataset: string): void {
  if (access.code === null) throw noPackageError();
  if (!PACKAGE_PLANS[access.code as PackageCode].flags.audience) {
    throw packageLimitError(PACKAGE_LIMIT_MESSAGES.audience, { limit: 'AUDIENCE', value: dataset });
  }
}

/** Who asks, for the trial premium searches. */
export interface PackageGate {
  userId: number;
  access: PackageAccess;
}

interface Requested {
  channel: ChannelSelection;
  /** The data channels the selection reads before the package narrows them. */
  channels: readonly DataChannel[];
  country: string | undefined;
  period: DatasetPeriod;
}

/**
 * Trial search limit (docs/product/plans-and-limits.md#trial-premium-searches): a trial customer may read a channel or country outside the
 * package once a counted premium report view (POST security/tokens/report) opened it; when all 20 are
 * used, 402 like the report token; otherwise 403 (calling the dataset directly spends no search).
 */
async function premiumOpened(db: Queryable, gate: PackageGate, channel: DataChannel | undefined, country?: string) {
  const [row] = await db.query(
    `SELECT 1 FROM access_logs WHERE user_id = $1 AND premium AND counted
       AND ($2::text IS NULL OR split_part(params->>'channel', '-', 1) = $2)
       AND ($3::text IS NULL OR params->>'country' = $3) LIMIT 1`,
    [gate.userId, channel ?? null, country ?? null],
  );
  if (row) return;
  const used = await usedPremiumSearches(db, gate.userId);
  if (used >= TRIAL_PREMIUM_SEARCHES) throw trialSearchLimitError(used);
  throw packageLimitError(PACKAGE_LIMIT_MESSAGES.premiumNotOpened, {
    limit: channel ? 'CHANNEL' : 'COUNTRY',
    value: channel ?? country!,
  });
}

/** What a request reads once the package has narrowed it. */
export interface PackageReads {
  channels: DataChannel[];
  /** The chosen country, else the package's markets; undefined: every market. */
  countries: readonly string[] | undefined;
}

/**
 * Enforces the package on a dataset request (its restricted filter entries), on the server and not only in the filter menus: a channel, country or
 * period beyond the package is a 403 `error.package-limit-exceeded` naming it; 'All channels' reads
 * the package's channels only and no country its markets only (packageMarkets;
 * docs/decisions/plans-and-gating.md#the-server-enforces-the-package). Returns the channels and countries read.
 */
export async function enforcePackage(db: Queryable, gate: PackageGate, requested: Requested): Promise<PackageReads> {
  const { access } = gate;
  if (access.code === null) throw noPackageError();
  const trial = access.customerType === 'TRIAL';
  const max = access.maxPeriodMonths;
  if (max !== null && periodLengthInMonths(requested.period) > max) {
    throw packageLimitError(PACKAGE_LIMIT_MESSAGES.period, {
      limit: 'PERIOD',
      value: requested.period.id,
      maxPeriodMonths: max,
    });
  }
  const outsideChannel =
    requested.channel.type !== 'ALL' && !access.channels.includes(requested.channel.type)
      ? requested.channel.type
      : undefined;
  const outsideCountry =
    requested.country !== undefined && !access.countries.includes(requested.country) ? requested.country : undefined;
  if (outsideChannel && !trial) {
    throw packageLimitError(PACKAGE_LIMIT_MESSAGES.channel(en.channel[outsideChannel]), {
      limit: 'CHANNEL',
      value: outsideChannel,
    });
  }
  if (outsideCountry && !trial) {
    throw packageLimitError(PACKAGE_LIMIT_MESSAGES.country, { limit: 'COUNTRY', value: outsideCountry });
  }
  if (outsideChannel || outsideCountry) await premiumOpened(db, gate, outsideChannel, outsideCountry);
  const countries = requested.country === undefined ? packageMarkets(access) : [requested.country];
  if (outsideChannel) return { channels: [...requested.channels], countries };
  const channels = requested.channels.filter((channel) => access.channels.includes(channel));
  const { device } = requested.channel;
  if (channels.length === 0 || (device !== 'ALL' && !channels.some((c) => channelHasDevice(c, device)))) {
    const value = serializeChannel(requested.channel);
    throw packageLimitError(PACKAGE_LIMIT_MESSAGES.channel(en.device[device]), { limit: 'CHANNEL', value });
  }
  return { channels, countries };
}

function channelHasDevice(channel: DataChannel, device: string): boolean {
  return (CHANNEL_DEVICES[channel] as readonly string[]).includes(device);
}
