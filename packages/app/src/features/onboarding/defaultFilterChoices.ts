import { type OnboardingChoices, periodLabel, serializeChannel } from '@adlens/core';
import type { ReportFilterOptions } from '../../shared/gating/chooseReportFilters.ts';
import { DEFAULT_REPORT_FILTERS } from '../../model/location/searchParams.ts';

/** One entry of a default-filter select; locked entries are shown but cannot be chosen. */
export interface DefaultFilterChoice {
  value: string;
  title: string;
  locked: boolean;
}

export interface DefaultFilterLists {
  countries: DefaultFilterChoice[];
  channels: DefaultFilterChoice[];
  periods: DefaultFilterChoice[];
}

/** Restricted (outside the package) or disabled (no data) cannot be chosen. */
const lockedOf = (option: { disabled: boolean; restricted: boolean }) => option.disabled || option.restricted;

/**
 * The country, channel and period lists of the defaults step, from the package's filter options (the
 * report filters' lists and gating): every channel with its devices as the settings page lists them,
 * and the predefined periods only — a default is relative ('Last 3 months'), never one fixed month.
 */
export function defaultFilterLists(options: ReportFilterOptions): DefaultFilterLists {
  return {
    countries: options.countries.map((country) => ({
      value: country.code,
      title: country.title,
      locked: lockedOf(country),
    })),
    channels: options.channels.flatMap((channel) =>
      (channel.devices.length > 0
        ? channel.devices
        : [{ code: 'ALL' as const, title: 'All devices', disabled: false, restricted: false }]
      ).map((device) => ({
        value: serializeChannel({ type: channel.type, device: device.code }),
        title: channel.devices.length > 1 ? `${channel.title} · ${device.title}` : channel.title,
        locked: lockedOf(channel) || lockedOf(device),
      })),
    ),
    periods: options.periods
      .filter((period) => period.type === 'PREDEFINED')
      .map((period) => ({ value: period.id, title: periodLabel(period), locked: lockedOf(period) })),
  };
}

function pick(list: readonly DefaultFilterChoice[], ...preferred: (string | undefined)[]): string | undefined {
  const open = list.filter((choice) => !choice.locked);
  for (const value of preferred) if (value && open.some((choice) => choice.value === value)) return value;
  return open[0]?.value;
}

/**
 * The defaults step's starting values: the answers so far, else the user's saved filters, else the
 * app's defaults (all channels, the last 3 months) — each only if the package opens it, else its
 * first open entry (countries come biggest market first).
 */
export function withDefaultFilters(
  choices: OnboardingChoices,
  lists: DefaultFilterLists,
  saved: Partial<Record<'country' | 'channel' | 'period', string>>,
): OnboardingChoices {
  const country = pick(lists.countries, choices.country, saved.country);
  const channel = pick(lists.channels, choices.channel, saved.channel, DEFAULT_REPORT_FILTERS.channel);
  const period = pick(lists.periods, choices.period, saved.period, DEFAULT_REPORT_FILTERS.period);
  return {
    ...choices,
    ...(country ? { country } : {}),
    ...(channel ? { channel } : {}),
    ...(period ? { period } : {}),
  };
}
