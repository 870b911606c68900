import {
  CHANNEL_TYPES,
  PERIOD_CODES,
  type ChannelOption,
  type PeriodOption,
  isSelectableOption,
  rebuildCustomPeriod,
} from '@adlens/core';
import { useId } from 'react';
import styled from 'styled-components';
import type { ReportFilterKey } from '../routes/searchParams.ts';
import { useDictionary } from '../runtime/useDictionary.ts';
import { useWording } from '../runtime/useWording.ts';
import { tokens } from '../ui/tokens.ts';
import type { ReportFilterOptions, ReportFilterValues } from './chooseReportFilters.ts';

export interface ReportFilterBarProps {
  values: ReportFilterValues;
  /** The package's options; null when the package could not be read (the bar offers the basics). */
  options: ReportFilterOptions | null;
  onChange: (key: ReportFilterKey, value: string) => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 24px;
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 0.875rem;

  label {
    font-weight: 600;
  }

  select {
    min-width: 160px;
    padding: 8px 10px;
    border: 1px solid ${tokens.controlBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.surface};
    font: inherit;
    color: inherit;
  }
`;

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const LOCKED = ' (locked)';

function channelSelectOptions(channels: readonly ChannelOption[], label: (type: string, device: string) => string) {
  return channels.flatMap((channel) =>
    channel.devices.map((device) => ({
      value: `${channel.type}-${device.code}`,
      label:
        label(channel.title, device.code === 'ALL' ? '' : device.title) +
        (device.restricted || channel.restricted ? LOCKED : ''),
      disabled: !isSelectableOption(channel) || !isSelectableOption(device),
    })),
  );
}

function periodSelectOptions(periods: readonly PeriodOption[], current: string | undefined): SelectOption[] {
  const listed = periods.filter((period) => period.type !== 'MONTHLY');
  const options: SelectOption[] = listed.map((period) => ({
    value: period.id,
    label: period.title + (period.restricted ? LOCKED : ''),
    disabled: !isSelectableOption(period),
  }));
  const custom =
    current && !listed.some((period) => period.id === current) ? rebuildCustomPeriod(current, periods) : undefined;
  if (custom) options.push({ value: custom.id, label: custom.title });
  return options;
}

/** Keeps the applied value listed even when the options do not hold it (a hand-edited URL). */
function withCurrent(options: SelectOption[], current: string | undefined): SelectOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

/**
 * The report's filters (spec reports-data §3 Filters, §4 Filter menu): channel and device, country,
 * period and currency, fed by the package. Restricted entries are listed locked and cannot be
 * chosen; the channel selector is disabled with fewer than two channels.
 */
export function ReportFilterBar({ values, options, onChange }: ReportFilterBarProps) {
  const dictionary = useDictionary();
  const wording = useWording();
  const id = useId();
  const join = (channel: string, device: string) => (device ? `${channel} · ${device}` : channel);
  const channels: SelectOption[] = options
    ? channelSelectOptions(options.channels, join)
    : CHANNEL_TYPES.map((type) => ({ value: `${type}-ALL`, label: dictionary.channel[type] }));
  const periods: SelectOption[] = options
    ? periodSelectOptions(options.periods, values.period)
    : PERIOD_CODES.map((code) => ({ value: code, label: dictionary.period[code] }));
  const countries: SelectOption[] = (options?.countries ?? []).map((country) => ({
    value: country.code,
    label: country.title + (country.restricted ? LOCKED : ''),
    disabled: !isSelectableOption(country),
  }));
  const currencies: SelectOption[] = (options?.currencies ?? []).map((currency) => ({
    value: currency.code,
    label: `${currency.code} (${currency.symbol})`,
  }));

  const control = (key: ReportFilterKey, label: string, list: SelectOption[], disabled = false) => (
    <Control key={key}>
      <label htmlFor={`${id}-${key}`}>{wording(label)}</label>
      <select
        id={`${id}-${key}`}
        value={values[key] ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(key, event.target.value)}
      >
        {withCurrent(list, values[key]).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Control>
  );

  return (
    <Bar role="group" aria-label="Report filters">
      {control('channel', 'Channel', channels, options !== null && options.channels.length < 2 && channels.length < 2)}
      {countries.length > 0 && control('country', 'Country', countries)}
      {control('period', 'Period', periods)}
      {currencies.length > 0 && control('currency', 'Currency', currencies)}
    </Bar>
  );
}
