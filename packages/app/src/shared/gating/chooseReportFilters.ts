import {
  type ChannelOption,
  type CountryOption,
  type CurrencyOption,
  type PackageResponse,
  type PeriodOption,
  channelOptions,
  chooseDefaultChannel,
  chooseDefaultCountry,
  chooseDefaultCurrency,
  chooseDefaultPeriod,
  parseChannel,
  serializeChannel,
} from '@adlens/core';
import type { ReportFilterKey } from '../../model/location/searchParams.ts';

/** The filter values of a report as the URL writes them (`channel` is `TYPE-DEVICE`). */
export type ReportFilterValues = Partial<Record<ReportFilterKey, string>>;

export interface ReportFilterOptions {
  channels: ChannelOption[];
  countries: CountryOption[];
  periods: PeriodOption[];
  currencies: CurrencyOption[];
  maxMonths: number | null;
  /**
   * The country a sales-tool token names: the default after
   * the URL's and the user's saved choice.
   */
  partnerCountry?: string;
  /**
   * A trial customer (the package answers `trialSearches`): channels and countries outside the
   * package can be chosen, each report view with one a premium search.
   */
  premium?: boolean;
}

export type ReportFilterChoice =
  | {
      kind: 'chosen';
      values: Required<Pick<ReportFilterValues, 'channel' | 'period' | 'currency'>> & ReportFilterValues;
    }
  /** The blank placeholder: no channel or no period can be chosen. */
  | {
      kind: 'unavailable';
      channelAvailable: boolean;
      periodAvailable: boolean;
      /** Channels with data that the package does not open: what an upgrade would show. */
      lockedChannels: number;
    };

export interface ReportFilterSources {
  /** The report URL's values. */
  query: ReportFilterValues;
  /** The user's saved choices. */
  persisted: ReportFilterValues;
  /** The white-label default channel (all channels). */
  appDefaultChannel: string;
  /** Partner integrations list no connected TV. */
  integration: boolean;
}

export function reportFilterOptions(
  pkg: PackageResponse,
  currencies: readonly CurrencyOption[],
  integration: boolean,
  partnerCountry?: string,
): ReportFilterOptions {
  return {
    channels: channelOptions(pkg.channels.elements, integration),
    countries: pkg.countries.elements,
    periods: pkg.periods.elements,
    currencies: [...currencies],
    maxMonths: pkg.maxPeriodMonths,
    ...(partnerCountry ? { partnerCountry } : {}),
    ...(pkg.trialSearches ? { premium: true } : {}),
  };
}

/**
 * The report's filters by the default choice (docs/product/filters.md): for each filter the URL's
 * value, then the saved one, then core's fallbacks — each only if the package offers it and it can
 * be chosen. A URL value that cannot be chosen is replaced, and the page writes the result back.
 */
export function chooseReportFilters(options: ReportFilterOptions, sources: ReportFilterSources): ReportFilterChoice {
  const channel = chooseDefaultChannel(options.channels, {
    query: sources.query.channel,
    persisted: sources.persisted.channel,
    appDefault: sources.appDefaultChannel,
    hasPackage: true,
    premium: options.premium ?? false,
  });
  const period = chooseDefaultPeriod(options.periods, {
    query: sources.query.period,
    persisted: sources.persisted.period,
    maxMonths: options.maxMonths,
  });
  if (!channel || !period) {
    const lockedChannels = options.channels.filter(
      (option) => option.type !== 'ALL' && option.restricted && !option.disabled,
    ).length;
    return { kind: 'unavailable', channelAvailable: !!channel, periodAvailable: !!period, lockedChannels };
  }
  const country = chooseDefaultCountry(options.countries, {
    query: sources.query.country,
    persisted: sources.persisted.country ?? options.partnerCountry,
    premium: options.premium ?? false,
  });
  const wantedCurrency = sources.query.currency ?? sources.persisted.currency;
  // A currency list that failed to load still honours the URL's choice.
  const currency =
    options.currencies.length === 0 && wantedCurrency
      ? wantedCurrency
      : chooseDefaultCurrency(options.currencies, wantedCurrency);
  return {
    kind: 'chosen',
    values: { channel: serializeChannel(channel), period: period.id, currency, country: country?.code },
  };
}

/**
 * The filters whose values lie outside the package — a trial's premium choices
 * (docs/product/plans-and-limits.md#trial-premium-searches): after the 402 the report goes on without them.
 */
export function premiumFilters(
  values: ReportFilterValues | null,
  options: Pick<ReportFilterOptions, 'channels' | 'countries'> | null | undefined,
): ('channel' | 'country')[] {
  if (!values || !options) return [];
  const outside: ('channel' | 'country')[] = [];
  const chosen = values.channel ? parseChannel(values.channel) : undefined;
  const channel = chosen && options.channels.find((option) => option.type === chosen.type);
  if (
    channel &&
    (channel.restricted || channel.devices.some((option) => option.code === chosen.device && option.restricted))
  )
    outside.push('channel');
  const country = options.countries.find((option) => option.code === values.country);
  if (country?.restricted) outside.push('country');
  return outside;
}
