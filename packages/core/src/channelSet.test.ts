import { describe, expect, it } from 'vitest';
import { CHANNEL_DEVICES, DATA_CHANNELS, type DataChannel, sessionDataChannels } from './channel.ts';
import { channelSelectionNames, channelSetNames } from './channelSet.ts';
import type { ChannelOption, PackageResponse, UnlistedChannel } from './datasets/reportDatasets.ts';
import { PACKAGE_PLANS, type PackageCode } from './gating/packagePlans.ts';
import { en } from './i18n/en.ts';

/**
 * The package dataset's channels as the API lists them (apps/api filterDatasets channelOptions):
 * 'All channels' first, then the session's channels, those outside the plan flagged restricted; a
 * partner integration lists no connected TV and names it in `unlistedChannels` instead.
 */
function packageOf(code: PackageCode, integration = false): Pick<PackageResponse, 'channels' | 'unlistedChannels'> {
  const listed = sessionDataChannels(integration);
  const plan = PACKAGE_PLANS[code].channels;
  const devices = (channel: DataChannel, restricted: boolean) =>
    CHANNEL_DEVICES[channel].map((device) => ({ code: device, title: en.device[device], disabled: false, restricted }));
  const option = (channel: DataChannel): ChannelOption => {
    const restricted = !plan.includes(channel);
    return {
      id: channel,
      type: channel,
      title: en.channel[channel],
      devices: devices(channel, restricted),
      disabled: false,
      restricted,
      impressions: 0,
      expenses: 0,
    };
  };
  const read = listed.filter((channel) => plan.includes(channel));
  const all: ChannelOption = {
    id: 'ALL',
    type: 'ALL',
    title: en.channel.ALL,
    devices: [...new Set(read.flatMap((channel) => CHANNEL_DEVICES[channel]))].map((device) => ({
      code: device,
      title: en.device[device],
      disabled: false,
      restricted: false,
    })),
    disabled: false,
    restricted: false,
    impressions: 0,
    expenses: 0,
  };
  const unlistedChannels: UnlistedChannel[] = DATA_CHANNELS.filter((channel) => !listed.includes(channel)).map(
    (channel) => ({
      type: channel,
      title: en.channel[channel],
      devices: CHANNEL_DEVICES[channel].map((device) => ({ code: device, title: en.device[device] })),
    }),
  );
  return { channels: { elements: [all, ...listed.map(option)] }, unlistedChannels };
}

describe("channelSetNames: 'All channels' names the set it stands for", () => {
  it("keeps 'All channels' and says nothing when the plan opens every channel (Team, Enterprise)", () => {
    for (const code of ['TEAM', 'ENTERPRISE'] as const) {
      expect(channelSetNames(packageOf(code))).toEqual({
        channels: { label: 'All channels', note: null },
        devices: { label: 'All devices', note: null },
      });
    }
  });

  it("a trial's 'All channels' is its plan's Display and Social; the rest is not in the plan", () => {
    const names = channelSetNames(packageOf('TRIAL'));
    expect(names.channels).toEqual({
      label: 'All channels in your plan: Display, Social',
      note: 'Not in your plan: Video, Connected TV, In-app',
    });
    // Smart TVs show connected TV only: 'All devices' of all channels leaves them out with it.
    expect(names.devices).toEqual({
      label: 'All devices in your plan: Desktop, Mobile',
      note: 'Not in your plan: Smart TV',
    });
  });

  it('Basic and Professional name their channels; a device another open channel shows stays in', () => {
    expect(channelSetNames(packageOf('BASIC')).channels).toEqual({
      label: 'All channels in your plan: Display, Video, Social',
      note: 'Not in your plan: Connected TV, In-app',
    });
    const professional = channelSetNames(packageOf('PROFESSIONAL'));
    expect(professional.channels.label).toBe('All channels in your plan: Display, Video, Social, In-app');
    expect(professional.devices.note).toBe('Not in your plan: Smart TV');
  });

  it('a partner integration names its channels and says connected TV is not available in it', () => {
    for (const code of ['PARTNER', 'PARTNER_PRO', 'ENTERPRISE'] as const) {
      expect(channelSetNames(packageOf(code, true))).toEqual({
        channels: {
          label: 'All channels in this integration: Display, Video, Social, In-app',
          note: 'Not available in this integration: Connected TV',
        },
        devices: {
          label: 'All devices in this integration: Desktop, Mobile',
          note: 'Not available in this integration: Smart TV',
        },
      });
    }
  });

  it('a plan narrower than the integration says both what the plan and what the integration leaves out', () => {
    const names = channelSetNames(packageOf('TRIAL', true));
    expect(names.channels).toEqual({
      label: 'All channels in your plan: Display, Social',
      note: 'Not in your plan: Video, In-app. Not available in this integration: Connected TV',
    });
    expect(names.devices.note).toBe('Not available in this integration: Smart TV');
  });

  it('reads titles from the answer, not from a list of its own', () => {
    const pkg = packageOf('TRIAL');
    const renamed = {
      ...pkg,
      channels: { elements: pkg.channels.elements.map((option) => ({ ...option, title: `${option.title}!` })) },
    };
    expect(channelSetNames(renamed).channels.label).toBe('All channels in your plan: Display!, Social!');
  });

  it('an answer without `unlistedChannels` (an older API) names only what the plan leaves out', () => {
    const { channels } = packageOf('ENTERPRISE', true);
    expect(channelSetNames({ channels }).channels).toEqual({ label: 'All channels', note: null });
  });

  it("without any open channel there is no set to name: 'All channels' stays, the note says what is missing", () => {
    const pkg = packageOf('TRIAL');
    const closed = {
      channels: { elements: pkg.channels.elements.map((option) => ({ ...option, restricted: option.type !== 'ALL' })) },
    };
    expect(channelSetNames(closed).channels).toEqual({
      label: 'All channels',
      note: 'Not in your plan: Display, Video, Social, Connected TV, In-app',
    });
  });
});

describe('channelSelectionNames', () => {
  const names = channelSetNames(packageOf('TRIAL'));
  it("names 'All channels' and, with it, 'All devices'", () => {
    expect(channelSelectionNames(names, { type: 'ALL', device: 'ALL' })).toEqual({
      channel: names.channels,
      device: names.devices,
    });
    expect(channelSelectionNames(names, { type: 'ALL', device: 'MOBILE' })).toEqual({ channel: names.channels });
  });
  it('names nothing for one channel, or without names', () => {
    expect(channelSelectionNames(names, { type: 'DISPLAY', device: 'ALL' })).toEqual({});
    expect(channelSelectionNames(undefined, { type: 'ALL', device: 'ALL' })).toEqual({});
  });
});
