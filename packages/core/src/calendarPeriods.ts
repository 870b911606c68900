import type { PeriodOption } from './datasets/reportDatasets.ts';
import { formatQuarter } from './formatTrendDates.ts';
import { customPeriodId, type DateRange, periodLengthInMonths } from './period.ts';
import { monthlyDataRange } from './rangePeriod.ts';
import { trendIntervals } from './trendIntervals.ts';

export interface CalendarPeriods {
  /** One per year the data touches, oldest first ('2025', '2026'). */
  years: PeriodOption[];
  /** The four quarters of each of those years, oldest first ('Q1 2025' … 'Q4 2026'). */
  quarters: PeriodOption[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function calendarOption(
  type: 'QUARTERLY' | 'ANNUAL',
  title: string,
  whole: DateRange,
  data: DateRange,
  periods: readonly PeriodOption[],
  maxMonths: number | null | undefined,
): PeriodOption {
  // Cut to the days with data, so a year or quarter still filling covers what is there.
  const range = {
    start: whole.start < data.start ? data.start : whole.start,
    end: whole.end > data.end ? data.end : whole.end,
  };
  const empty = range.start > range.end;
  const touched = periods.filter(
    (period) => period.type === 'MONTHLY' && period.start <= whole.end && period.end >= whole.start,
  );
  const shown = empty ? whole : range;
  const id = customPeriodId(shown);
  return {
    id,
    code: id,
    type,
    title,
    ...shown,
    ...trendIntervals(shown),
    disabled: empty || touched.every((period) => period.disabled),
    restricted:
      touched.some((period) => period.restricted) || (maxMonths != null && periodLengthInMonths(shown) > maxMonths),
  };
}

/**
 * The calendar years and quarters a report can be read for (docs/product/periods.md: "annual" and
 * "quarterly" period kinds), built from the package's MONTHLY periods, so they share the months'
 * data and plan flags: each is cut to the days with data (Q4 2026 with data to 6 Dec is 1 Oct –
 * 6 Dec), disabled when none of its months has data, restricted when a month of it is or when it
 * is longer than the plan's `maxMonths`. Ids are custom `YYYYMMDD-YYYYMMDD` ranges: the API reads
 * them as it reads any range.
 */
export function calendarPeriodOptions(periods: readonly PeriodOption[], maxMonths?: number | null): CalendarPeriods {
  const data = monthlyDataRange(periods);
  if (!data) return { years: [], quarters: [] };
  const firstYear = Number(data.start.slice(0, 4));
  const lastYear = Number(data.end.slice(0, 4));
  const years: PeriodOption[] = [];
  const quarters: PeriodOption[] = [];
  for (let year = firstYear; year <= lastYear; year += 1) {
    years.push(
      calendarOption(
        'ANNUAL',
        String(year),
        { start: `${year}-01-01`, end: `${year}-12-31` },
        data,
        periods,
        maxMonths,
      ),
    );
    for (let quarter = 0; quarter < 4; quarter += 1) {
      const first = quarter * 3 + 1;
      const whole = {
        start: `${year}-${pad(first)}-01`,
        end: `${year}-${pad(first + 2)}-${pad(lastDayOf(year, first + 2))}`,
      };
      quarters.push(calendarOption('QUARTERLY', formatQuarter(whole.start), whole, data, periods, maxMonths));
    }
  }
  return { years, quarters };
}
