import { CHANNEL_TYPES, type ChannelSelection, PERIOD_CODES, type PeriodCode, serializeChannel } from '@adlens/core';
import { useId } from 'react';
import styled from 'styled-components';
import { useDictionary } from '../runtime/useDictionary.ts';
import { tokens } from '../ui/tokens.ts';

export interface ReportFilterBarProps {
  channel: ChannelSelection;
  period: PeriodCode;
  onChannelChange: (channel: string) => void;
  onPeriodChange: (period: PeriodCode) => void;
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
    min-width: 180px;
    padding: 8px 10px;
    border: 1px solid ${tokens.controlBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.surface};
    font: inherit;
    color: inherit;
  }
`;

/**
 * A minimal filter bar (spec reports-data §3 Filter state): channel and period, bound to the URL by
 * the page. Country and the full filter menus come later.
 */
export function ReportFilterBar({ channel, period, onChannelChange, onPeriodChange }: ReportFilterBarProps) {
  const dictionary = useDictionary();
  const id = useId();
  const current = serializeChannel(channel);
  const options = CHANNEL_TYPES.map((type) => ({ value: `${type}-ALL`, label: dictionary.channel[type] }));
  if (!options.some((option) => option.value === current)) {
    // A device-specific channel from a shared URL stays selectable.
    options.push({
      value: current,
      label: `${dictionary.channel[channel.type]} · ${dictionary.device[channel.device]}`,
    });
  }
  return (
    <Bar role="group" aria-label="Report filters">
      <Control>
        <label htmlFor={`${id}-channel`}>Channel</label>
        <select id={`${id}-channel`} value={current} onChange={(event) => onChannelChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        <label htmlFor={`${id}-period`}>Period</label>
        <select
          id={`${id}-period`}
          value={period}
          onChange={(event) => onPeriodChange(event.target.value as PeriodCode)}
        >
          {PERIOD_CODES.map((code) => (
            <option key={code} value={code}>
              {dictionary.period[code]}
            </option>
          ))}
        </select>
      </Control>
    </Bar>
  );
}
