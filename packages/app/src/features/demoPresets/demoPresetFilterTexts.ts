import {
  type DemoPresetFilters,
  type Dictionary,
  formatDateSpan,
  isPeriodCode,
  parseChannel,
  parseCustomPeriodId,
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
 * its dates as every surface writes them ('1 Feb – 31 Mar 2025', core formatDateSpan).
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
  return formatDateSpan(range);
}
