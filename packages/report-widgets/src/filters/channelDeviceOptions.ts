import { type ChannelOption, type DeviceOption, withAllDevicesOption } from '@adlens/core';

/**
 * The device choices of a channel: core's withAllDevicesOption (an 'All devices' entry leads when
 * there is more than one device), with that entry titled in the provider's language.
 */
export function channelDeviceOptions(channel: ChannelOption, allDevicesTitle: string): DeviceOption[] {
  return withAllDevicesOption(channel.devices).map((device) =>
    device.code === 'ALL' ? { ...device, title: allDevicesTitle } : device,
  );
}

/**
 * The device to keep when the channel changes: the current one if the new channel offers it
 * selectable, else the new channel's first selectable device (All devices when it exists).
 */
export function deviceForChannel(devices: readonly DeviceOption[], current: string): DeviceOption | undefined {
  const selectable = devices.filter((device) => !device.disabled && !device.restricted);
  return selectable.find((device) => device.code === current) ?? selectable[0];
}
