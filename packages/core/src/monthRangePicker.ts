import { customPeriodId, type DateRange, type IsoDate } from './period.ts';

/**
 * The month-range picker as a pure model (Month
 * picker Month picker): two year panels side by side; the first click sets the start, the
 * second the end (swapped if before the start), a third begins a new selection.
 */

/** A calendar month, `YYYY-MM`. */
export type MonthYear = string;

export interface MonthRangeSelection {
  from: MonthYear | null;
  to: MonthYear | null;
  /**
   * The dates of the applied period the selection came from, so months it covers only in part
   * (LAST_30_DAYS) show as partial; null once the user picks whole months.
   */
  covered: DateRange | null;
}

export interface MonthPickerConstraints {
  /** The first day with data: earlier months cannot be picked, the month it falls in is partial. */
  minDate?: IsoDate;
  /** The last day with data: later months cannot be picked, the month it falls in is partial. */
  maxDate?: IsoDate;
  /** When given, only these months can be picked. */
  allowedMonths?: readonly MonthYear[];
  /** The longest range allowed, in months. */
  maxMonths?: number;
}

export interface MonthPickerItem {
  /** 0–11 */
  index: number;
  monthName: string;
  monthYear: MonthYear;
  /** The month's first and last day, clipped to the min and max dates. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** The data covers only some of the month's days (startDate–endDate): picking it picks those. */
  partialData: boolean;
  selected: boolean;
  partiallySelected: boolean;
  selectionStart: boolean;
  selectionMiddle: boolean;
  selectionEnd: boolean;
  disabled: boolean;
}

export const EMPTY_MONTH_SELECTION: MonthRangeSelection = { from: null, to: null, covered: null };

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function monthNumber(month: MonthYear): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthBounds(month: MonthYear): DateRange {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${pad(lastDay)}` };
}

/** The selection that shows an applied period: its first and last month, partly covered ones marked. */
export function selectionFromPeriod(range: DateRange): MonthRangeSelection {
  return { from: range.start.slice(0, 7), to: range.end.slice(0, 7), covered: range };
}

/** Month picker: start, then end (swapped if reversed), then a new start. */
export function selectMonth(selection: MonthRangeSelection, month: MonthYear): MonthRangeSelection {
  if (selection.from === null || selection.to !== null) return { from: month, to: null, covered: null };
  return monthNumber(month) < monthNumber(selection.from)
    ? { from: month, to: selection.from, covered: null }
    : { from: selection.from, to: month, covered: null };
}

function isUnselectable(month: MonthYear, selection: MonthRangeSelection, constraints: MonthPickerConstraints) {
  const { start, end } = monthBounds(month);
  // Months without a day of data, and months not allowed, are unselectable. A month with some data
  // (the latest one, still filling) can be picked for the days it has.
  if (constraints.minDate !== undefined && end < constraints.minDate) return true;
  if (constraints.maxDate !== undefined && start > constraints.maxDate) return true;
  if (constraints.allowedMonths && !constraints.allowedMonths.includes(month)) return true;
  // While only the start is chosen, months farther than the maximum count are disabled.
  if (constraints.maxMonths !== undefined && selection.from !== null && selection.to === null) {
    return Math.abs(monthNumber(month) - monthNumber(selection.from)) + 1 > constraints.maxMonths;
  }
  return false;
}

/** The twelve months of one year panel. */
export function monthPickerItems(
  year: number,
  selection: MonthRangeSelection,
  constraints: MonthPickerConstraints,
): MonthPickerItem[] {
  const from = selection.from === null ? null : monthNumber(selection.from);
  const to = selection.to === null ? from : monthNumber(selection.to);
  return MONTH_NAMES.map((monthName, index) => {
    const monthYear = `${year}-${pad(index + 1)}`;
    const bounds = monthBounds(monthYear);
    const startDate = constraints.minDate && constraints.minDate > bounds.start ? constraints.minDate : bounds.start;
    const endDate = constraints.maxDate && constraints.maxDate < bounds.end ? constraints.maxDate : bounds.end;
    const n = monthNumber(monthYear);
    const selected = from !== null && to !== null && n >= from && n <= to;
    const covered = selection.covered;
    return {
      index,
      monthName,
      monthYear,
      startDate,
      endDate,
      partialData: startDate !== bounds.start || endDate !== bounds.end,
      selected,
      partiallySelected: selected && covered !== null && (covered.start > bounds.start || covered.end < bounds.end),
      selectionStart: selected && n === from,
      selectionMiddle: selected && n !== from && n !== to,
      selectionEnd: selected && n === to,
      disabled: isUnselectable(monthYear, selection, constraints),
    };
  });
}

/**
 * The years the panels can show, ascending and without repeats. : a single listed year gets
 * a neighbouring year — the one before, since data grows forward and the current year is the
 * latest — so both panels have a year.
 */
export function monthPickerYears(listedYears: readonly number[]): number[] {
  const years = [...new Set(listedYears)].sort((a, b) => a - b);
  return years.length === 1 ? [years[0]! - 1, years[0]!] : years;
}

/** Year navigation is bounded by the listed years; the panels show `firstYear` and the next. */
export function yearNavigation(
  years: readonly number[],
  firstYear: number,
): { canGoBack: boolean; canGoForward: boolean } {
  return {
    canGoBack: years.length > 0 && firstYear > years[0]!,
    canGoForward: years.length > 0 && firstYear + 1 < years[years.length - 1]!,
  };
}

export interface MonthRangeResult {
  fromMonthYear: MonthYear;
  toMonthYear: MonthYear;
  /** The first day of the first month to the last of the last, clipped to the min and max dates. */
  range: DateRange;
  /** The composed custom period id. */
  periodId: string;
}

/** The picker's output once both ends are chosen; undefined while the selection is incomplete. */
export function monthRangeResult(
  selection: MonthRangeSelection,
  constraints: Pick<MonthPickerConstraints, 'minDate' | 'maxDate'> = {},
): MonthRangeResult | undefined {
  if (selection.from === null || selection.to === null) return undefined;
  const first = monthBounds(selection.from).start;
  const last = monthBounds(selection.to).end;
  const range = {
    start: constraints.minDate && constraints.minDate > first ? constraints.minDate : first,
    end: constraints.maxDate && constraints.maxDate < last ? constraints.maxDate : last,
  };
  return { fromMonthYear: selection.from, toMonthYear: selection.to, range, periodId: customPeriodId(range) };
}
