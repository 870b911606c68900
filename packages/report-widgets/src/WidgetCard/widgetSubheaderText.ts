import {
  ALL_CHANNELS,
  type ChannelSelection,
  type ChannelSetNames,
  channelSelectionNames,
  type DateRange,
  type EntityType,
  formatDateSpan,
  isPeriodCode,
} from '@adlens/core';
import type { Translate } from '../i18n/translationKey.ts';
import { countryName, periodTitle } from '../imageExport/imageExportFilterTexts.ts';

export interface WidgetSubheader {
  entityType: EntityType;
  /** Defaults to all channels on all devices; null when the data has no channel (audience panels). */
  channel?: ChannelSelection | null;
  /** The period asked for: a code (LAST_30_DAYS) or a custom `YYYYMMDD-YYYYMMDD` range. */
  period?: string;
  /** The days the API counted for that period (the response's `period`), once it has answered. */
  dates?: DateRange;
  /** Two-letter country code; omitted, the figures are every country's. */
  country?: string;
  /** The currency the money figures are in, when the widget shows money. */
  currency?: string;
  /** A campaign read on one publisher: that publisher's name. */
  publisher?: string;
}

/**
 * The sub-header is the entity type name plus channel and device, e.g.
 * "Advertiser · All channels · All devices" ("Domain · …" in en-winmo). Every widget's subtitle states
 * the filters that produced it: the period with its dates, the country and the
 * currency follow, so a figure copied or screenshotted from a card still says what it counts:
 * "Advertiser · Last 30 days: 28 Oct – 26 Nov 2026 · United States · All channels · All devices · USD".
 * Where the plan or a partner integration leaves channels out, 'All channels' names its set
 * (`channelSet`, core channelSetNames): "… · All channels in your plan: Display, Social · …".
 */
export function widgetSubheaderText(
  t: Translate,
  { entityType, channel = ALL_CHANNELS, period, dates, country, currency, publisher }: WidgetSubheader,
  channelSet?: ChannelSetNames,
): string {
  const parts = [t(`entityType.${entityType}`)];
  if (publisher) parts.push(t('widget.onPublisher', { publisher }));
  const span = dates && formatDateSpan(dates);
  if (period && isPeriodCode(period)) parts.push(span ? `${periodTitle(t, period)}: ${span}` : periodTitle(t, period));
  else if (span) parts.push(span);
  else if (period) parts.push(periodTitle(t, period));
  if (period || dates) parts.push(country ? countryName(country) : t('widget.allCountries'));
  if (channel !== null) {
    const named = channelSelectionNames(channelSet, channel);
    parts.push(
      named.channel?.label ?? t(`channel.${channel.type}`),
      named.device?.label ?? t(`device.${channel.device}`),
    );
  }
  if (currency) parts.push(currency);
  return parts.join(t('widget.subheaderSeparator'));
}
