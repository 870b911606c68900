import { parseChannel, type ChannelSelection } from './channel.ts';
import type { ChannelOption } from './datasets/reportDatasets.ts';
import { isSelectableOption } from './isSelectableOption.ts';

/** A channel choice from the URL or storage: `TYPE-DEVICE` text, or already parsed. */
type ChannelSource = string | ChannelSelection | null | undefined;

export interface DefaultChannelSources {
  /** The `channel` query parameter, `TYPE-DEVICE`: the device comes from its suffix. */
  query?: ChannelSource;
  /** The entity's preferred filters. */
  preferred?: ChannelSource;
  /** The user's last choice (persisted settings keys `channel` and `device`). */
  persisted?: ChannelSource;
  /** The white-label config's default channel. */
  appDefault?: ChannelSource;
  /** Whether the user has a package; without one the teaser shows a locked channel. */
  hasPackage: boolean;
  /**
   * A trial customer: the URL may name a channel
   * outside the package — a premium search the server counts. The other sources never do.
   */
  premium?: boolean;
}

const isPremiumOption = (option: { disabled: boolean }) => !option.disabled;

function selectable(
  source: ChannelSource,
  channels: readonly ChannelOption[],
  usable: (option: { disabled: boolean; restricted: boolean }) => boolean = isSelectableOption,
): ChannelSelection | undefined {
  const wanted = typeof source === 'string' ? parseChannel(source) : (source ?? undefined);
  if (!wanted) return undefined;
  const channel = channels.find((option) => option.type === wanted.type);
  const device = channel?.devices.find((option) => option.code === wanted.device);
  return channel && device && usable(channel) && usable(device) ? wanted : undefined;
}

function firstOf(
  channels: readonly ChannelOption[],
  usable: (option: ChannelOption['devices'][number] | ChannelOption) => boolean,
) {
  for (const channel of channels) {
    const device = channel.devices.find(usable);
    if (usable(channel) && device) return { type: channel.type, device: device.code };
  }
  return undefined;
}

/**
 * Default filter choice, Channel and device: the query parameter, the entity's
 * preferred filters, the persisted choice, the app default, then the first available channel with
 * its first available device; restricted or disabled options are skipped. When nothing can be
 * chosen, a user with a package gets none (null: the data-unavailable screen), while a user
 * without one gets the first channel that is not disabled, shown locked in the teaser.
 */
export function chooseDefaultChannel(
  channels: readonly ChannelOption[],
  { query, preferred, persisted, appDefault, hasPackage, premium = false }: DefaultChannelSources,
): ChannelSelection | null {
  const chosen =
    selectable(query, channels, premium ? isPremiumOption : isSelectableOption) ??
    selectable(preferred, channels) ??
    selectable(persisted, channels) ??
    selectable(appDefault, channels) ??
    firstOf(channels, isSelectableOption);
  if (chosen) return chosen;
  if (hasPackage) return null;
  return firstOf(channels, (option) => !option.disabled) ?? null;
}
