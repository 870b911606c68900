/**
 * Channels and devices. A channel selection is serialized as
 * `TYPE-DEVICE`, `ALL-ALL` meaning everything.
 */
export const CHANNEL_TYPES = ['ALL', 'DISPLAY', 'VIDEO', 'SOCIAL', 'CONNECTED_TV', 'INAPP'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
/** The channels data is actually recorded in (ALL is the union). */
export type DataChannel = Exclude<ChannelType, 'ALL'>;
export const DATA_CHANNELS: readonly DataChannel[] = ['DISPLAY', 'VIDEO', 'SOCIAL', 'CONNECTED_TV', 'INAPP'];
const INTEGRATION_DATA_CHANNELS = /* @__PURE__ */ DATA_CHANNELS.filter((channel) => channel !== 'CONNECTED_TV');

/**
 * The data channels a session's reports are made of, which 'All channels' stands for: every one, or in
 * a partner integration every one but connected TV ("Integration mode removes
 * connected TV channels"). The API narrows its figures to them and the channel selector lists only them.
 */
export function sessionDataChannels(integration: boolean): readonly DataChannel[] {
  return integration ? INTEGRATION_DATA_CHANNELS : DATA_CHANNELS;
}

export const DEVICE_CODES = ['ALL', 'DESKTOP', 'MOBILE', 'SMART_TV'] as const;
export type DeviceCode = (typeof DEVICE_CODES)[number];
export type DataDevice = Exclude<DeviceCode, 'ALL'>;

/** Devices each channel can be seen on. Connected TV is only on smart TVs; in-app only on mobile. */
export const CHANNEL_DEVICES: Readonly<Record<DataChannel, readonly DataDevice[]>> = {
  DISPLAY: ['DESKTOP', 'MOBILE'],
  VIDEO: ['DESKTOP', 'MOBILE'],
  SOCIAL: ['DESKTOP', 'MOBILE'],
  CONNECTED_TV: ['SMART_TV'],
  INAPP: ['MOBILE'],
};

export interface ChannelSelection {
  type: ChannelType;
  device: DeviceCode;
}

export const ALL_CHANNELS: ChannelSelection = { type: 'ALL', device: 'ALL' };

export function serializeChannel(channel: ChannelSelection): string {
  return `${channel.type}-${channel.device}`;
}

/** Parses `TYPE-DEVICE`; returns undefined for anything else (the caller decides how loud to be). */
export function parseChannel(value: string): ChannelSelection | undefined {
  const dash = value.lastIndexOf('-');
  if (dash <= 0) return undefined;
  const type = value.slice(0, dash);
  const device = value.slice(dash + 1);
  if (!(CHANNEL_TYPES as readonly string[]).includes(type)) return undefined;
  if (!(DEVICE_CODES as readonly string[]).includes(device)) return undefined;
  const selection = { type: type as ChannelType, device: device as DeviceCode };
  if (selection.type !== 'ALL' && selection.device !== 'ALL') {
    if (!CHANNEL_DEVICES[selection.type].includes(selection.device)) return undefined;
  }
  return selection;
}
