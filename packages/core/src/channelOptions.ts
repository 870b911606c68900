import { sessionDataChannels } from './channel.ts';
import type { ChannelOption, DeviceOption } from './datasets/reportDatasets.ts';
import { en } from './i18n/en.ts';

/**
 * Device: an 'All devices' entry (ALL) is added first when a channel has more
 * than one device; it is restricted or disabled only when every device is.
 */
export function withAllDevicesOption(devices: readonly DeviceOption[]): DeviceOption[] {
  const specific = devices.filter((device) => device.code !== 'ALL');
  if (specific.length < 2) return specific;
  return [
    {
      code: 'ALL',
      title: en.device.ALL,
      disabled: specific.every((device) => device.disabled),
      restricted: specific.every((device) => device.restricted),
    },
    ...specific,
  ];
}

/**
 * The channels a channel selector lists: in a partner integration connected TV is removed
 *, and every channel gets its
 * 'All devices' entry.
 */
export function channelOptions(channels: readonly ChannelOption[], integration: boolean): ChannelOption[] {
  const listed = sessionDataChannels(integration);
  return channels
    .filter((channel) => channel.type === 'ALL' || listed.includes(channel.type))
    .map((channel) => ({ ...channel, devices: withAllDevicesOption(channel.devices) }));
}

/** Filter menu: a channel selector is disabled with fewer than two channels. */
export function isChannelSelectorDisabled(channels: readonly ChannelOption[]): boolean {
  return channels.length < 2;
}
