import {
  ALL_CHANNELS,
  type AgeGroup,
  type ChannelSelection,
  type ChannelSetNames,
  channelSelectionNames,
  type Gender,
  formatDateSpan,
  isPeriodCode,
  parseCustomPeriodId,
  parseIsoDate,
} from '@adlens/core';
import type { Translate } from '../i18n/translationKey.ts';

/** The filters an exported image names. */
export interface ImageExportFilters {
  /** Channel and device; all channels on all devices when omitted; null when the data has none. */
  channel?: ChannelSelection | null;
  /** Two-letter country code. */
  country?: string;
  /** A period code or a custom `YYYYMMDD-YYYYMMDD` range. */
  period?: string;
  gender?: Gender;
  age?: AgeGroup;
  /** A campaign read on one publisher: that publisher ('On Yahoo only', as the sub-header says). */
  publisher?: { title: string };
}

/** One line of the header's filter list. */
export interface ImageExportFilterText {
  label: string;
  value: string;
  /** Country only: the flag (regional-indicator emoji) shown before the code. */
  flag?: string;
  /** Country only: the country's name, what screen readers hear instead of the code. */
  name?: string;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The flag of a two-letter country code as regional-indicator symbols ('DE' → 🇩🇪), drawn by the
 * system's emoji font without any download. Machines without one show two letter boxes, so the
 * header always writes the code beside it.
 */
export function countryFlagEmoji(code: string): string {
  const letters = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

/** The country's English name ('DE' → 'Germany'), from the browser's own data; the code if unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A period code's title, or a custom range as '1 Mar – 31 May 2026' (core formatDateSpan). */
export function periodTitle(t: Translate, period: string): string {
  if (isPeriodCode(period)) return t(`period.${period}`);
  const range = parseCustomPeriodId(period);
  const start = range && parseIsoDate(range.start);
  const end = range && parseIsoDate(range.end);
  return range && start && end ? formatDateSpan(range) : period;
}

/** 'AGE_18_24' → '18–24', 'AGE_65_PLUS' → '65+': the groups' own numbers, the same in every language. */
export function ageGroupTitle(age: AgeGroup): string {
  return age
    .replace(/^AGE_/, '')
    .replace(/_PLUS$/, '+')
    .replace('_', '–');
}

/** The audience widgets' gender names, which load with them; the code in words until they have. */
function genderTitle(t: Translate, gender: Gender): string {
  const key = `widgets.genderAge.${gender}` as const;
  const text = t(key);
  return text === key ? gender.charAt(0) + gender.slice(1).toLowerCase() : text;
}

/**
 * The header's filter lines in the design's order: gender, age, channel, device, period, country, after
 * the one publisher a campaign's figures are read on, if any. The demographic ones only when chosen; channel and device unless the data has no channel. 'All
 * channels' names its set where the plan or an integration leaves channels out (`channelSet`).
 */
export function imageExportFilterTexts(
  t: Translate,
  filters: ImageExportFilters,
  channelSet?: ChannelSetNames,
): ImageExportFilterText[] {
  const lines: ImageExportFilterText[] = [];
  if (filters.publisher)
    lines.push({
      label: t('entityType.publisher'),
      value: t('widget.onPublisher', { publisher: filters.publisher.title }),
    });
  if (filters.gender) lines.push({ label: t('filters.gender'), value: genderTitle(t, filters.gender) });
  if (filters.age) lines.push({ label: t('filters.age'), value: ageGroupTitle(filters.age) });
  if (filters.channel !== null) {
    const channel = filters.channel ?? ALL_CHANNELS;
    const named = channelSelectionNames(channelSet, channel);
    lines.push({ label: t('filters.channel'), value: named.channel?.label ?? t(`channel.${channel.type}`) });
    lines.push({ label: t('filters.device'), value: named.device?.label ?? t(`device.${channel.device}`) });
  }
  if (filters.period) lines.push({ label: t('filters.period'), value: periodTitle(t, filters.period) });
  if (filters.country) {
    const code = filters.country.toUpperCase();
    lines.push({ label: t('filters.country'), value: code, flag: countryFlagEmoji(code), name: countryName(code) });
  }
  return lines;
}
