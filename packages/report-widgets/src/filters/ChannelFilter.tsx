import {
  type ChannelOption,
  type DeviceOption,
  isChannelSelectorDisabled,
  parseChannel,
  serializeChannel,
} from '@adlens/core';
import { styled } from 'styled-components';
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
  className?: string;
}

const Group = styled.div`
  ${hostProofRoot}
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.sm};
`;

/**
 * Channel and device (spec reports-data §3, §4): two single-select menus. The channel selector is
 * disabled with fewer than two channels, the device selector with fewer than two devices; changing
 * the channel keeps the device when the new channel has it.
 */
export function ChannelFilter({ channels, value, onChange, onRestricted, valueText, className }: ChannelFilterProps) {
  const { t } = useAdlensTranslation();
  const applied = parseChannel(value);
  const channel = channels.find((option) => option.type === applied?.type) ?? channels[0];
  const devices = channel ? channelDeviceOptions(channel, t('device.ALL')) : [];
  const device = devices.find((option) => option.code === applied?.device) ?? devices[0];

  const emit = (type: ChannelOption['type'], deviceCode: DeviceOption['code']) =>
    onChange(serializeChannel({ type, device: deviceCode }));

  return (
    <Group role="group" aria-label={t('filters.channelAndDevice')} className={className}>
      <FilterMenu
        label={t('filters.channel')}
        options={channels.map((option) => ({ ...option, id: option.type, label: option.title }))}
        value={channel ? [channel.type] : []}
        valueText={valueText}
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
        disabled={devices.length < 2}
        onRestricted={(option) => onRestricted?.(devices.find((candidate) => candidate.code === option.id)!)}
        onChange={([code]) => channel && code && emit(channel.type, code as DeviceOption['code'])}
      />
    </Group>
  );
}
