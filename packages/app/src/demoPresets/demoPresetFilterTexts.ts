import {
  type DemoPresetFilters,
  type Dictionary,
  formatDisplayDate,
  isPeriodCode,
  parseChannel,
  parseCustomPeriodId,
  parseIsoDate,
} from '@adlens/core';

/** A preset's filters in words, as the report's filter bar names them. */
export interface DemoPresetFilterTexts {
  country: string;
  channel: string;
  period: string;
}

/**
 * The words of a preset's filters: the country's title from the package's country list (its code
 * until that has loaded), the channel with its device unless all devices, and the period's title or
 * its dates as spec reports-data §5 writes them ('Feb 01, 2025 – Mar 31, 2025').
 */
export function demoPresetFilterTexts(
  filters: DemoPresetFilters,
  dictionary: Pick<Dictionary, 'channel' | 'device' | 'period'>,
  countryTitle: (code: string) => string | undefined = () => undefined,
): DemoPresetFilterTexts {
  const channel = parseChannel(filters.channel);
  const channelText = !channel
    ? filters.channel
    : channel.device === 'ALL'
      ? dictionary.channel[channel.type]
      : `${dictionary.channel[channel.type]}, ${dictionary.device[channel.device]}`;
  return {
    country: countryTitle(filters.country) ?? filters.country,
    channel: channelText,
    period: periodText(filters.period, dictionary),
  };
}

function periodText(period: string, dictionary: Pick<Dictionary, 'period'>): string {
  if (isPeriodCode(period)) return dictionary.period[period];
  const range = parseCustomPeriodId(period);
  if (!range) return period;
  return `${formatDisplayDate(parseIsoDate(range.start)!)} – ${formatDisplayDate(parseIsoDate(range.end)!)}`;
}
