import { formatDayMonthYear } from './formatTrendDates.ts';

/**
 * Date formatting rules. Every function takes the time zone to show
 * (default UTC, the zone the data's days are counted in) so results do not depend on the machine.
 */
interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One formatter per time zone: creating an Intl formatter costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string): DateParts {
  // The data's own zone needs no formatter: the first Intl formatter of a page costs tens of ms.
  if (timeZone === 'UTC') {
    // As Intl does: an invalid date has no parts.
    if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Dates are exchanged as YYYY-MM-DD. */
export function formatIsoDate(date: Date, timeZone = 'UTC'): string {
  const { year, month, day } = partsOf(date, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A day as every surface writes it, day first: '5 Mar 2026' ("Formats from one place": one
 * date format from `Intl`, the one the charts and card sub-headers use, core formatTrendDates; it
 * replaces 'MMM dd, yyyy', which put 'Mar 05, 2026' beside '1 – 26 Nov 2026' on one card).
 */
export function formatDisplayDate(date: Date, timeZone = 'UTC'): string {
  const { year, month, day } = partsOf(date, timeZone);
  return formatDayMonthYear(`${year}-${pad(month)}-${pad(day)}`);
}

/** Date-time adds hh:mm:ss; 24-hour, since no AM/PM marker follows. */
export function formatDisplayDateTime(date: Date, timeZone = 'UTC'): string {
  const { hour, minute, second } = partsOf(date, timeZone);
  return `${formatDisplayDate(date, timeZone)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** Event times are 12-hour with AM/PM, e.g. '9:05 PM'. */
export function formatEventTime(date: Date, timeZone = 'UTC'): string {
  const { hour, minute } = partsOf(date, timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Relative date: under 60 s in seconds, then minutes, then hours while it is still the
 * same day, 'yesterday' for the calendar day before, then the display date. Future times (clock
 * skew) count as 0 seconds ago.
 */
export function formatRelativeDate(date: Date, now: Date, timeZone = 'UTC'): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.floor(seconds / 60), 'minute');
  const day = formatIsoDate(date, timeZone);
  if (day === formatIsoDate(now, timeZone)) return plural(Math.floor(seconds / 3600), 'hour');
  const yesterday = new Date(`${formatIsoDate(now, timeZone)}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  if (day === yesterday.toISOString().slice(0, 10)) return 'yesterday';
  return formatDisplayDate(date, timeZone);
}
