import type { TrendInterval } from './datasets/reportDatasets.ts';
import { type DateRange, type IsoDate, parseIsoDate } from './period.ts';
import { calendarInterval, daysInRange } from './trendBuckets.ts';

/**
 * Dates, written one way on every surface ("Formats from one place": "1 Dec", never "Dec 01"
 * in one widget and "Dec 1" in another), with `Intl` in the reader's locale. The product's English
 * reads day first ('en-GB'); a host may pass its user's locale. Full display dates elsewhere (tables,
 * ad cards, exports' headers, e-mails) use the same format through core formatDisplayDate.
 */
export const CHART_DATE_LOCALE = 'en-GB';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, cached);
  }
  return cached;
}

const dayMonth = { day: 'numeric', month: 'short' } as const;
const dayMonthYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const date = (iso: IsoDate) => parseIsoDate(iso)!;

/** '1 Dec' */
export function formatDayMonth(day: IsoDate, locale = CHART_DATE_LOCALE): string {
  return format(locale, dayMonth).format(date(day));
}

/** '1 Dec 2026' */
export function formatDayMonthYear(day: IsoDate, locale = CHART_DATE_LOCALE): string {
  return format(locale, dayMonthYear).format(date(day));
}

/** 'Dec 2026' */
export function formatMonthYear(day: IsoDate, locale = CHART_DATE_LOCALE): string {
  return format(locale, { month: 'short', year: 'numeric' }).format(date(day));
}

/**
 * The months a span of days touches: 'Mar – Jun 2026', 'Nov 2025 – Feb 2026', 'Mar 2026' (one month).
 * A campaign's flight beside its name.
 */
export function formatMonthSpan({ start, end }: DateRange, locale = CHART_DATE_LOCALE): string {
  const monthYear = format(locale, { month: 'short', year: 'numeric' });
  if (start.slice(0, 7) === end.slice(0, 7)) return monthYear.format(date(start));
  // Plain spaces around the dash, as formatDateSpan.
  return monthYear.formatRange(date(start), date(end)).replace(/[\u2009\u202f]/g, ' ');
}

/** 'Q4 2026' */
export function formatQuarter(day: IsoDate): string {
  const d = date(day);
  return `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;
}

/** '28 Oct – 1 Nov 2026', '1 – 26 Nov 2026', '5 Nov 2026' (one day). */
export function formatDateSpan({ start, end }: DateRange, locale = CHART_DATE_LOCALE): string {
  if (start === end) return formatDayMonthYear(start, locale);
  // ICU puts thin spaces around the dash, and which ones varies by ICU version (Node, Chromium):
  // plain spaces read the same and match the same text everywhere (search, copy, tests).
  return format(locale, dayMonthYear)
    .formatRange(date(start), date(end))
    .replace(/[\u2009\u202f]/g, ' ');
}

/** A trend point's axis label: its day or its week's Monday ('26 Oct'), its month ('Oct 2026'), its quarter. */
export function formatTrendAxisLabel(start: IsoDate, interval: TrendInterval, locale = CHART_DATE_LOCALE): string {
  const calendar = calendarInterval(start, interval);
  switch (interval) {
    case 'DAILY':
    case 'WEEKLY':
      return formatDayMonth(calendar.start, locale);
    case 'MONTHLY':
      return formatMonthYear(calendar.start, locale);
    case 'QUARTERLY':
      return formatQuarter(calendar.start);
  }
}

/** What a trend point covers, for its tooltip and the partial-interval note. */
export interface TrendPointCoverage {
  /** The whole interval: 'Wed 28 Oct 2026', 'Week of 26 Oct 2026', 'October 2026', 'Q4 2026'. */
  interval: string;
  /** The days the point covers ('28 Oct – 1 Nov 2026'), and how many of the interval's. */
  covered: string;
  days: number;
  ofDays: number;
}

export function trendPointCoverage(
  point: DateRange,
  interval: TrendInterval,
  weekOf: (date: string) => string,
  locale = CHART_DATE_LOCALE,
): TrendPointCoverage {
  const calendar = calendarInterval(point.start, interval);
  const title =
    interval === 'DAILY'
      ? format(locale, { weekday: 'short', ...dayMonthYear }).format(date(calendar.start))
      : interval === 'WEEKLY'
        ? weekOf(formatDayMonthYear(calendar.start, locale))
        : interval === 'MONTHLY'
          ? format(locale, { month: 'long', year: 'numeric' }).format(date(calendar.start))
          : formatQuarter(calendar.start);
  return {
    interval: title,
    covered: formatDateSpan(point, locale),
    days: daysInRange(point),
    ofDays: daysInRange(calendar),
  };
}
