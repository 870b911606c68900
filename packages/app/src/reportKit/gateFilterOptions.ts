import {
  type ChannelOption,
  type ChannelType,
  type CountryOption,
  type GatedControl,
  type GatingContext,
  type InAppPackage,
  type PeriodOption,
  channelControl,
  decideControl,
} from '@adlens/core';
import { unlockChannelText, upgradeSentence } from '../shared/limits/upgradeMessages.ts';

interface Entry {
  restricted: boolean;
  disabled: boolean;
  premium?: boolean;
  restrictedReason?: string;
}

/** The gated control of a filter entry. */
export function filterEntryControl(
  filter: 'channel' | 'country' | 'period',
  channel?: ChannelType,
): GatedControl | undefined {
  if (filter === 'country') return 'filter.country';
  if (filter === 'period') return 'filter.period';
  return channel && channel !== 'ALL' ? channelControl(channel) : undefined;
}

/**
 * Applies the restriction action (remove, disable or restrict, from the
 * white-label config with the product's defaults) to the entries the server marks restricted.
 */
function gateEntries<T extends Entry>(
  entries: T[],
  control: (entry: T) => GatedControl | undefined,
  gating: GatingContext,
): T[] {
  return entries.flatMap((entry) => {
    const gated = entry.restricted ? control(entry) : undefined;
    if (!gated) return [entry];
    const decision = decideControl(gated, gating, { granted: false });
    if (decision.state === 'removed') return [];
    if (decision.state === 'disabled') return [{ ...entry, restricted: false, disabled: true }];
    return [entry];
  });
}

export interface GatedFilterOptions {
  channels: ChannelOption[];
  countries: CountryOption[];
  periods: PeriodOption[];
}

/** A trial's premium entry: outside the package, yet it can be chosen. */
const asPremium = <T extends Entry>(entry: T): T =>
  entry.restricted ? { ...entry, restricted: false, premium: true } : entry;

/**
 * The filter menus' entries after the package gating. `premium` (a trial customer): channels and
 * countries outside the package can be chosen — each report view with one is a premium search the
 * server counts, up to the trial's 20 — so they carry no lock; periods stay gated.
 */
export function gateFilterOptions<T extends GatedFilterOptions>(options: T, gating: GatingContext, premium = false): T {
  if (premium) {
    return {
      ...options,
      channels: options.channels.map((option) => ({ ...asPremium(option), devices: option.devices.map(asPremium) })),
      countries: options.countries.map(asPremium),
      periods: gateEntries(options.periods, () => 'filter.period', gating),
    };
  }
  return {
    ...options,
    channels: gateEntries(options.channels, (option) => filterEntryControl('channel', option.type), gating).map(
      (option) => {
        // A locked channel (and its devices) says in its tooltip what unlocking it gives.
        const unlock = <E extends Entry>(entry: E): E =>
          entry.restricted ? { ...entry, restrictedReason: unlockChannelText(option.title) } : entry;
        return unlock({
          ...option,
          devices: gateEntries(option.devices, () => filterEntryControl('channel', option.type), gating).map(unlock),
        });
      },
    ),
    countries: gateEntries(options.countries, () => 'filter.country', gating),
    periods: gateEntries(options.periods, () => 'filter.period', gating),
  };
}

/**
 * The package-limit message of a restricted entry: the product's upgrade
 * sentence naming the next package (`nextPackage`, the package dataset's) where it opens the entry,
 * else the control's own message.
 */
export function filterLimitMessage(
  control: GatedControl | undefined,
  gating: GatingContext,
  nextPackage?: InAppPackage | null,
): string | null {
  if (!control) return null;
  const decision = decideControl(control, gating, { granted: false });
  if (decision.state !== 'restricted') return null;
  return upgradeSentence(control, gating, nextPackage) ?? decision.message;
}
