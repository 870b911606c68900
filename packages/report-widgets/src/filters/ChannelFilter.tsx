import {
  type ChannelOption,
  type ChannelSetNames,
  type DeviceOption,
  isChannelSelectorDisabled,
  parseChannel,
  serializeChannel,
} from '@adlens/core';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useChannelSetNames } from '../provider/ChannelSetContext.ts';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { channelDeviceOptions, deviceForChannel } from './channelDeviceOptions.ts';
import { FilterMenu } from './FilterMenu.tsx';
import { hostProofRoot } from '../ui/hostProofRoot.ts';

export interface ChannelFilterProps {
  channels: readonly ChannelOption[];
  /** The applied channel and device, serialized `TYPE-DEVICE` (`ALL-ALL` for everything). */
  value: string;
  onChange: (value: string) => void;
  /** A restricted channel or device was chosen: the app shows the package-limit message. */
  onRestricted?: (option: ChannelOption | DeviceOption) => void;
  /** Both menus' value text instead of the applied channel and device (e.g. 'Per widget' on a dashboard). */
  valueText?: string;
  /**
   * What 'All channels' and 'All devices' stand for (core channelSetNames); the ChannelSetContext's
   * by default. Their entries then name the set, and a note under the menus says what is left out.
   */
  channelSet?: ChannelSetNames;
  className?: string;
}

const Root = styled.div`
  ${hostProofRoot}
  display: inline-flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing.xs};
  min-width: 0;
  max-width: 100%;
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.sm};
  min-width: 0;
  max-width: 100%;
`;

/** One line under the menus: what 'All channels' leaves out (wraps on a phone rather than clip). */
const Note = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

/** The tooltip of a named set: its name, then what it leaves out. */
const fullName = (set: { label: string; note: string | null }) => (set.note ? `${set.label}. ${set.note}` : set.label);

/**
 * Channel and device: two single-select menus. The channel selector is
 * disabled with fewer than two channels, the device selector with fewer than two devices; changing
 * the channel keeps the device when the new channel has it. Where a plan or a partner integration
 * leaves channels out, 'All channels' and 'All devices' name their set ('All channels in your plan:
 * Display, Social'), truncated on the trigger with the whole of it in its tooltip, and a note under
 * the menus says what is left out ('Not in your plan: Video, Connected TV, In-app').
 */
export function ChannelFilter({
  channels,
  value,
  onChange,
  onRestricted,
  valueText,
  channelSet: givenSet,
  className,
}: ChannelFilterProps) {
  const { t } = useAdlensTranslation();
  const contextSet = useChannelSetNames();
  const channelSet = givenSet ?? contextSet;
  const noteId = useId();
  const applied = parseChannel(value);
  const channel = channels.find((option) => option.type === applied?.type) ?? channels[0];
  const allChannels = channel?.type === 'ALL' ? channelSet : undefined;
  const titleOf = (option: ChannelOption) =>
    option.type === 'ALL' && channelSet ? channelSet.channels.label : option.title;
  const devices = channel ? channelDeviceOptions(channel, allChannels?.devices.label ?? t('device.ALL')) : [];
  const device = devices.find((option) => option.code === applied?.device) ?? devices[0];
  // A value set per widget (valueText) is not the set: nothing to name or note then.
  const channelNamed = valueText === undefined && allChannels?.channels.note ? allChannels.channels : undefined;
  const deviceNamed =
    valueText === undefined && device?.code === 'ALL' && allChannels?.devices.note ? allChannels.devices : undefined;

  const emit = (type: ChannelOption['type'], deviceCode: DeviceOption['code']) =>
    onChange(serializeChannel({ type, device: deviceCode }));

  return (
    // The group is the whole filter, its note included, and the host-proof root.
    <Root className={className} role="group" aria-label={t('filters.channelAndDevice')}>
      <Group>
        <FilterMenu
          label={t('filters.channel')}
          options={channels.map((option) => ({ ...option, id: option.type, label: titleOf(option) }))}
          value={channel ? [channel.type] : []}
          valueText={valueText}
          valueTitle={channelNamed && fullName(channelNamed)}
          describedBy={channelNamed && noteId}
          disabled={isChannelSelectorDisabled(channels)}
          onRestricted={(option) => onRestricted?.(channels.find((candidate) => candidate.type === option.id)!)}
          onChange={([type]) => {
            const next = channels.find((option) => option.type === type);
            if (!next) return;
            const nextDevice = deviceForChannel(channelDeviceOptions(next, t('device.ALL')), device?.code ?? 'ALL');
            emit(next.type, nextDevice?.code ?? 'ALL');
          }}
        />
        <FilterMenu
          label={t('filters.device')}
          options={devices.map((option) => ({ ...option, id: option.code, label: option.title }))}
          value={device ? [device.code] : []}
          valueText={valueText}
          valueTitle={deviceNamed && fullName(deviceNamed)}
          disabled={devices.length < 2}
          onRestricted={(option) => onRestricted?.(devices.find((candidate) => candidate.code === option.id)!)}
          onChange={([code]) => channel && code && emit(channel.type, code as DeviceOption['code'])}
        />
      </Group>
      {channelNamed && <Note id={noteId}>{channelNamed.note}</Note>}
    </Root>
  );
}
