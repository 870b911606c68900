import type { DataChannel, DeviceCode, ChannelType } from '../channel.ts';
import type { ActivitySegment, Weekday } from '../datasets/audienceDatasets.ts';
import type { AdPlacement, BuyingMethod, CreativeType, MobilePlatform } from '../datasets/reportDatasets.ts';
import type { EntityType } from '../entityType.ts';
import { en } from '../i18n/en.ts';
import { formatDisplayDate } from '../formatDate.ts';
import { formatDateSpan, formatMonthYear } from '../formatTrendDates.ts';
import { type DateRange, isPeriodCode, parseCustomPeriodId, parseIsoDate } from '../period.ts';

/**
 * English names of the data's codes for files ("human values, not enum codes"), from the
 * one dictionary the widgets draw with. An unknown code is written as it came rather than dropped.
 */
const nameIn = <T extends Record<string, string>>(names: T, code: string): string =>
  (names as Record<string, string>)[code] ?? code;

export const channelName = (code: ChannelType | DataChannel | string): string => nameIn(en.channel, code);
export const deviceName = (code: DeviceCode | string): string => nameIn(en.device, code);
export const adTypeName = (code: CreativeType | string): string => nameIn(en.widgets.adTypes, code);
export const adPlacementName = (code: AdPlacement | string): string => nameIn(en.widgets.adPlacements, code);
export const buyingMethodName = (code: BuyingMethod | string): string => nameIn(en.widgets.transactionMethods, code);
export const mobilePlatformName = (code: MobilePlatform | string): string => nameIn(en.widgets.mobilePlatforms, code);
export const activitySegmentName = (code: ActivitySegment | string): string =>
  nameIn(en.widgets.activitySegments, code);
export const entityTypeName = (type: EntityType, plural = false): string =>
  nameIn(en.entityType, plural ? `${type}_plural` : type);

const INTERVAL_NAMES: Readonly<Record<string, string>> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
};
/** A trend's interval. */
export const intervalName = (code: string): string => INTERVAL_NAMES[code] ?? code;

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** ISO weekday 1 (Monday) … 7 (Sunday). */
export const weekdayName = (weekday: Weekday | number): string => WEEKDAY_NAMES[weekday - 1] ?? String(weekday);

/** '09:00' for hour 9 of the day. */
export const hourName = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A day as every surface writes it, '1 Jun 2025' (core formatDisplayDate); anything else as it came. */
export function displayDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDisplayDate(date) : iso;
}

/** A span of days as every surface writes it, '24 – 26 Nov 2026' (core formatDateSpan); as it came otherwise. */
export function displayDateSpan(start: string, end: string): string {
  return parseIsoDate(start) && parseIsoDate(end) ? formatDateSpan({ start, end }) : `${start} – ${end}`;
}

/**
 * A period as a reader names it, with its dates when known: 'Last 30 days (1 – 30 Jun 2025)'; a
 * custom range is its dates.
 */
export function periodName(id: string, dates?: DateRange): string {
  const range = dates ?? parseCustomPeriodId(id);
  const span = range && parseIsoDate(range.start) && parseIsoDate(range.end) ? formatDateSpan(range) : undefined;
  if (isPeriodCode(id)) return span ? `${en.period[id]} (${span})` : en.period[id];
  return span ?? id;
}

/** A month as the charts label it: 'Jun 2025' for '2025-06'; anything else as it came. */
export function monthName(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? formatMonthYear(`${month}-01`) : month;
}
