/**
 * Periods ("Custom period ids have the form startdigits-enddigits").
 * A period id is either a predefined code or a custom range `YYYYMMDD-YYYYMMDD`. Predefined periods
 * are resolved against the last day the data covers, not the wall clock, so a report shows the same
 * numbers whenever it is opened against the same data.
 */
export const PERIOD_CODES = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_3_MONTHS', 'LAST_12_MONTHS', 'YEAR_TO_DATE'] as const;
export type PeriodCode = (typeof PERIOD_CODES)[number];

/** An ISO calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

const CUSTOM_PERIOD = /^(\d{4})(\d{2})(\d{2})-(\d{4})(\d{2})(\d{2})$/;

export function isPeriodCode(value: string): value is PeriodCode {
  return (PERIOD_CODES as readonly string[]).includes(value);
}

export function toIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function parseIsoDate(value: IsoDate): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || toIsoDate(date) !== value ? undefined : date;
}

function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}

/** First day of the month `months` months before the month of `date` (0 = its own month). */
function monthStart(date: Date, monthsBack: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1));
}

/** `YYYYMMDD-YYYYMMDD` for a custom range. */
export function customPeriodId(range: DateRange): string {
  return `${range.start.replaceAll('-', '')}-${range.end.replaceAll('-', '')}`;
}

export function isValidPeriodId(id: string): boolean {
  return isPeriodCode(id) || parseCustomPeriodId(id) !== undefined;
}

/** The dates of a custom `YYYYMMDD-YYYYMMDD` id; undefined for anything else or a reversed range. */
export function parseCustomPeriodId(id: string): DateRange | undefined {
  const match = CUSTOM_PERIOD.exec(id);
  if (!match) return undefined;
  const [, y1, m1, d1, y2, m2, d2] = match;
  const start = parseIsoDate(`${y1}-${m1}-${d1}`);
  const end = parseIsoDate(`${y2}-${m2}-${d2}`);
  if (!start || !end || start > end) return undefined;
  return { start: toIsoDate(start), end: toIsoDate(end) };
}

/**
 * The dates a period id covers, given the last day with data. Month-based periods cover whole
 * months: LAST_3_MONTHS is the three calendar months ending with the data's last month.
 */
export function resolvePeriod(id: string, dataEnd: IsoDate): DateRange | undefined {
  const end = parseIsoDate(dataEnd);
  if (!end) return undefined;
  if (!isPeriodCode(id)) return parseCustomPeriodId(id);
  switch (id) {
    case 'LAST_7_DAYS':
      return { start: toIsoDate(addDays(end, -6)), end: dataEnd };
    case 'LAST_30_DAYS':
      return { start: toIsoDate(addDays(end, -29)), end: dataEnd };
    case 'LAST_3_MONTHS':
      return { start: toIsoDate(monthStart(end, 2)), end: dataEnd };
    case 'LAST_12_MONTHS':
      return { start: toIsoDate(monthStart(end, 11)), end: dataEnd };
    case 'YEAR_TO_DATE':
      return { start: `${end.getUTCFullYear()}-01-01`, end: dataEnd };
    default:
      return id satisfies never;
  }
}

/** The range of equal length immediately before `range`, for period-over-period change. */
export function previousRange(range: DateRange): DateRange {
  const start = parseIsoDate(range.start)!;
  const end = parseIsoDate(range.end)!;
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  return { start: toIsoDate(addDays(start, -days)), end: toIsoDate(addDays(start, -1)) };
}

/**
 * Period length in months is 1 if 31 days or fewer, else months rounded up.
 * Months are calendar months: 1 Aug–31 Oct is 3, 1 Jan–1 Feb is 2 (it reaches into a second month).
 */
export function periodLengthInMonths(range: DateRange): number {
  const start = parseIsoDate(range.start)!;
  const end = parseIsoDate(range.end)!;
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  if (days <= 31) return 1;
  const after = addDays(end, 1);
  const whole = (after.getUTCFullYear() - start.getUTCFullYear()) * 12 + (after.getUTCMonth() - start.getUTCMonth());
  return after.getUTCDate() > start.getUTCDate() ? whole + 1 : whole;
}
