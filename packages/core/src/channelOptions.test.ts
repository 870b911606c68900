import { describe, expect, it } from 'vitest';
import { channelOptions, isChannelSelectorDisabled, withAllDevicesOption } from './channelOptions.ts';
import type { ChannelOption, DeviceOption } from './datasets/reportDatasets.ts';

const device = (code: DeviceOption['code'], flags: Partial<DeviceOption> = {}): DeviceOption => ({
  code,
  title: code,
  disabled: false,
  restricted: false,
  ...flags,
});
const channel = (type: ChannelOption['type'], devices: DeviceOption[]): ChannelOption => ({
  id: type,
  type,
  title: type,
  devices,
  disabled: false,
  restricted: false,
  impressions: 0,
  expenses: 0,
});

describe("'All devices' entry", () => {
  it('is added first when there is more than one device', () => {
    expect(withAllDevicesOption([device('DESKTOP'), device('MOBILE')]).map((d) => [d.code, d.title])).toEqual([
      ['ALL', 'All devices'],
      ['DESKTOP', 'DESKTOP'],
      ['MOBILE', 'MOBILE'],
    ]);
    expect(withAllDevicesOption([device('SMART_TV')]).map((d) => d.code)).toEqual(['SMART_TV']);
  });

  it('is not added twice', () => {
    const once = withAllDevicesOption([device('DESKTOP'), device('MOBILE')]);
    expect(withAllDevicesOption(once)).toEqual(once);
  });

  it('is locked only when every device is', () => {
    expect(withAllDevicesOption([device('DESKTOP', { restricted: true }), device('MOBILE')])[0]).toMatchObject({
      restricted: false,
      disabled: false,
    });
    const locked = [
      device('DESKTOP', { restricted: true, disabled: true }),
      device('MOBILE', { restricted: true, disabled: true }),
    ];
    expect(withAllDevicesOption(locked)[0]).toMatchObject({ restricted: true, disabled: true });
  });
});

describe('channel options', () => {
  const channels = [
    channel('DISPLAY', [device('DESKTOP'), device('MOBILE')]),
    channel('CONNECTED_TV', [device('SMART_TV')]),
  ];

  it('removes connected TV in integration mode', () => {
    expect(channelOptions(channels, true).map((c) => c.type)).toEqual(['DISPLAY']);
    expect(channelOptions(channels, false).map((c) => c.type)).toEqual(['DISPLAY', 'CONNECTED_TV']);
  });

  it('gives every channel its All devices entry', () => {
    expect(channelOptions(channels, false)[0]!.devices.map((d) => d.code)).toEqual(['ALL', 'DESKTOP', 'MOBILE']);
  });

  it('disables the selector with fewer than two channels', () => {
    expect(isChannelSelectorDisabled(channelOptions(channels, true))).toBe(true);
    expect(isChannelSelectorDisabled(channels)).toBe(false);
  });
});
