import type { ChannelOption, DeviceOption } from '@adlens/core';

/**
 * The device choices of a channel (spec reports-data §3 Device): an 'All devices' entry (ALL) leads
 * when the channel has more than one device. It is restricted or disabled only when every device is.
 * Local until @adlens/core offers the channel option list.
 */
export function channelDeviceOptions(channel: ChannelOption, allDevicesTitle: string): DeviceOption[] {
  const devices = channel.devices.filter((device) => device.code !== 'ALL');
  if (devices.length <= 1) return devices;
  const all: DeviceOption = {
    code: 'ALL',
    title: allDevicesTitle,
    disabled: devices.every((device) => device.disabled),
    restricted: devices.every((device) => device.restricted),
  };
  return [all, ...devices];
}

/**
 * The device to keep when the channel changes: the current one if the new channel offers it
 * selectable, else the new channel's first selectable device (All devices when it exists).
 */
export function deviceForChannel(devices: readonly DeviceOption[], current: string): DeviceOption | undefined {
  const selectable = devices.filter((device) => !device.disabled && !device.restricted);
  return selectable.find((device) => device.code === current) ?? selectable[0];
}
