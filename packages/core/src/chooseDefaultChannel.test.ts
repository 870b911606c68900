import { describe, expect, it } from 'vitest';
import { chooseDefaultChannel } from './chooseDefaultChannel.ts';
import type { ChannelOption, DeviceOption } from './datasets/reportDatasets.ts';

const device = (code: DeviceOption['code'], restricted = false): DeviceOption => ({
  code,
  title: code,
  disabled: false,
  restricted,
});
const channel = (type: ChannelOption['type'], devices: DeviceOption[], flags: Partial<ChannelOption> = {}) => ({
  id: type,
  type,
  title: type,
  devices,
  disabled: false,
  restricted: false,
  impressions: 0,
  expenses: 0,
  ...flags,
});

const channels: ChannelOption[] = [
  channel('ALL', [device('ALL'), device('DESKTOP'), device('MOBILE')]),
  channel('DISPLAY', [device('ALL'), device('DESKTOP'), device('MOBILE', true)]),
  channel('VIDEO', [device('ALL'), device('DESKTOP'), device('MOBILE')], { restricted: true }),
  channel('CONNECTED_TV', [device('SMART_TV')], { disabled: true }),
];

describe('default channel and device', () => {
  const base = { hasPackage: true };

  it('reads the device from the query parameter’s suffix', () => {
    expect(chooseDefaultChannel(channels, { ...base, query: 'DISPLAY-DESKTOP' })).toEqual({
      type: 'DISPLAY',
      device: 'DESKTOP',
    });
  });

  it('prefers, in order, the query, the entity’s preferred filters, the persisted choice and the app default', () => {
    const sources = {
      ...base,
      query: 'VIDEO-ALL',
      preferred: { type: 'DISPLAY', device: 'ALL' } as const,
      persisted: 'ALL-DESKTOP',
      appDefault: 'ALL-MOBILE',
    };
    expect(chooseDefaultChannel(channels, sources)).toEqual({ type: 'DISPLAY', device: 'ALL' });
    expect(chooseDefaultChannel(channels, { ...sources, preferred: null })).toEqual({ type: 'ALL', device: 'DESKTOP' });
    expect(chooseDefaultChannel(channels, { ...sources, preferred: null, persisted: 'junk' })).toEqual({
      type: 'ALL',
      device: 'MOBILE',
    });
  });

  it('skips restricted or disabled channels and devices', () => {
    expect(
      chooseDefaultChannel(channels, { ...base, query: 'DISPLAY-MOBILE', persisted: 'CONNECTED_TV-SMART_TV' }),
    ).toEqual({
      type: 'ALL',
      device: 'ALL',
    });
  });

  it("lets a trial's URL choose a channel outside the package, never a saved one", () => {
    const trial = { ...base, premium: true };
    expect(chooseDefaultChannel(channels, { ...trial, query: 'VIDEO-MOBILE' })).toEqual({
      type: 'VIDEO',
      device: 'MOBILE',
    });
    expect(chooseDefaultChannel(channels, { ...trial, query: 'DISPLAY-MOBILE' })).toEqual({
      type: 'DISPLAY',
      device: 'MOBILE',
    });
    expect(chooseDefaultChannel(channels, { ...trial, persisted: 'VIDEO-ALL' })).toEqual({
      type: 'ALL',
      device: 'ALL',
    });
    // No data is never a choice.
    expect(chooseDefaultChannel(channels, { ...trial, query: 'CONNECTED_TV-SMART_TV' })).toEqual({
      type: 'ALL',
      device: 'ALL',
    });
    expect(chooseDefaultChannel(channels, { ...base, query: 'VIDEO-MOBILE' })).toEqual({ type: 'ALL', device: 'ALL' });
  });

  it('falls back to the first available channel and device', () => {
    expect(chooseDefaultChannel(channels.slice(1), base)).toEqual({ type: 'DISPLAY', device: 'ALL' });
  });

  it('gives none with a package when every choice is locked', () => {
    expect(chooseDefaultChannel(channels.slice(2), base)).toBeNull();
  });

  it('shows the first channel that is not disabled, locked, to a user without a package', () => {
    expect(chooseDefaultChannel(channels.slice(2), { hasPackage: false })).toEqual({ type: 'VIDEO', device: 'ALL' });
    expect(chooseDefaultChannel(channels.slice(3), { hasPackage: false })).toBeNull();
  });
});
