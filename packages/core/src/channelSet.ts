import type { DataDevice } from './channel.ts';
import type { ChannelOption, PackageResponse } from './datasets/reportDatasets.ts';
import { en } from './i18n/en.ts';

/** What an 'All …' filter value stands for. */
export interface FilterSetName {
  /** 'All channels' when nothing is left out, else the set named: 'All channels in your plan: Display, Social'. */
  label: string;
  /** One line saying what is left out and why ('Not in your plan: Video, Connected TV'); null when nothing is. */
  note: string | null;
}

/** The names of 'All channels' and of 'All devices' (of all channels) for one session. */
export interface ChannelSetNames {
  channels: FilterSetName;
  devices: FilterSetName;
}

/** What the names are read from: the `package` dataset's answer. */
export type ChannelSetSource = Pick<PackageResponse, 'channels' | 'unlistedChannels'>;

const fill = (template: string, list: readonly string[]) => template.replace('{{list}}', list.join(', '));

function setName(
  all: string,
  included: readonly string[],
  notInPlan: readonly string[],
  notInIntegration: readonly string[],
  templates: { inPlan: string; inIntegration: string },
): FilterSetName {
  if (notInPlan.length === 0 && notInIntegration.length === 0) return { label: all, note: null };
  const notes = [
    ...(notInPlan.length > 0 ? [fill(en.channelSet.notInPlan, notInPlan)] : []),
    ...(notInIntegration.length > 0 ? [fill(en.channelSet.notInIntegration, notInIntegration)] : []),
  ];
  // Nothing at all is open (no package): there is no set to name, only what is missing.
  const label =
    included.length === 0 ? all : fill(notInPlan.length > 0 ? templates.inPlan : templates.inIntegration, included);
  return { label, note: notes.join('. ') };
}

/**
 * What 'All channels' and 'All devices' stand for in a session, from the package dataset: the
 * channels the plan opens (those not flagged restricted), less the ones a partner integration
 * cannot read (`unlistedChannels`). When a plan or an integration leaves channels out, the label
 * names the set ('All channels in your plan: Display, Social') and the note says what is left out
 * ('Not in your plan: Video, Connected TV, In-app'); otherwise 'All channels' stays, with no note.
 * 'All devices' is named likewise: the devices of the channels read, the others left out with their
 * channels (connected TV's smart TVs). Every title comes from the answer, in its order.
 */
export function channelSetNames(pkg: ChannelSetSource): ChannelSetNames {
  const listed = pkg.channels.elements.filter((option) => option.type !== 'ALL');
  const unlisted = pkg.unlistedChannels ?? [];
  const open = listed.filter((option) => !option.restricted);
  const closed = listed.filter((option) => option.restricted);
  const channels = setName(
    en.channel.ALL,
    open.map((option) => option.title),
    closed.map((option) => option.title),
    unlisted.map((option) => option.title),
    { inPlan: en.channelSet.channelsInPlan, inIntegration: en.channelSet.channelsInIntegration },
  );

  // Every device a channel is seen on, in the order the channels list them, with its title.
  const titles = new Map<DataDevice, string>();
  const note = (devices: ChannelOption['devices'] | (typeof unlisted)[number]['devices']) => {
    for (const device of devices)
      if (device.code !== 'ALL' && !titles.has(device.code)) titles.set(device.code, device.title);
  };
  for (const option of listed) note(option.devices);
  for (const option of unlisted) note(option.devices);
  const devicesOf = (options: readonly { devices: readonly { code: DataDevice | 'ALL' }[] }[]) =>
    new Set(options.flatMap((option) => option.devices.map((device) => device.code)));
  const read = devicesOf(open);
  const ofUnlisted = devicesOf(unlisted);
  const codes = [...titles.keys()];
  const devices = setName(
    en.device.ALL,
    codes.filter((code) => read.has(code)).map((code) => titles.get(code)!),
    codes.filter((code) => !read.has(code) && !ofUnlisted.has(code)).map((code) => titles.get(code)!),
    codes.filter((code) => !read.has(code) && ofUnlisted.has(code)).map((code) => titles.get(code)!),
    { inPlan: en.channelSet.devicesInPlan, inIntegration: en.channelSet.devicesInIntegration },
  );
  return { channels, devices };
}

/** The name of a channel selection's 'All' value, or undefined when it names one channel or device. */
export function channelSelectionNames(
  names: ChannelSetNames | undefined,
  selection: { type: string; device: string },
): { channel?: FilterSetName; device?: FilterSetName } {
  if (!names || selection.type !== 'ALL') return {};
  return { channel: names.channels, ...(selection.device === 'ALL' ? { device: names.devices } : {}) };
}
