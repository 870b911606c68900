import type { ChannelOption, DeviceOption } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { channelDeviceOptions, deviceForChannel } from './channelDeviceOptions.ts';

const device = (code: DeviceOption['code'], extra: Partial<DeviceOption> = {}): DeviceOption => ({
  code,
  title: code,
  disabled: false,
  restricted: false,
  ...extra,
});
const channel = (devices: DeviceOption[]): ChannelOption => ({
  id: 'DISPLAY',
  type: 'DISPLAY',
  title: 'Display',
  devices,
  impressions: 0,
  expenses: 0,
  disabled: false,
  restricted: false,
});

describe('channelDeviceOptions (All devices when more than one device)', () => {
  it('leads with All devices when the channel has two devices', () => {
    const options = channelDeviceOptions(channel([device('DESKTOP'), device('MOBILE')]), 'All devices');
    expect(options.map((option) => option.code)).toEqual(['ALL', 'DESKTOP', 'MOBILE']);
    expect(options[0]!.title).toBe('All devices');
  });
  it('adds nothing for a single device, and never doubles an ALL sent by the server', () => {
    expect(channelDeviceOptions(channel([device('SMART_TV')]), 'All').map((o) => o.code)).toEqual(['SMART_TV']);
    const withAll = channelDeviceOptions(channel([device('ALL'), device('DESKTOP'), device('MOBILE')]), 'All');
    expect(withAll.filter((option) => option.code === 'ALL')).toHaveLength(1);
  });
  it('restricts All devices only when every device is restricted', () => {
    const some = channelDeviceOptions(channel([device('DESKTOP', { restricted: true }), device('MOBILE')]), 'All');
    expect(some[0]!.restricted).toBe(false);
    const every = channelDeviceOptions(
      channel([device('DESKTOP', { restricted: true }), device('MOBILE', { restricted: true })]),
      'All',
    );
    expect(every[0]!.restricted).toBe(true);
  });
});

describe('deviceForChannel', () => {
  it('keeps the current device when the new channel offers it', () => {
    expect(deviceForChannel([device('ALL'), device('DESKTOP'), device('MOBILE')], 'MOBILE')?.code).toBe('MOBILE');
  });
  it('falls back to the first selectable device', () => {
    expect(deviceForChannel([device('SMART_TV')], 'MOBILE')?.code).toBe('SMART_TV');
    expect(deviceForChannel([device('DESKTOP', { disabled: true }), device('MOBILE')], 'DESKTOP')?.code).toBe('MOBILE');
  });
});
