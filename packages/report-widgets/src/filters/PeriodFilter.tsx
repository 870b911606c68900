import {
  type DateRange,
  type MonthRangeSelection,
  type MonthYear,
  type PeriodOption,
  calendarPeriodOptions,
  dayRangeProblem,
  formatDateSpan,
  formatDayMonthYear,
  isSelectableOption,
  monthPickerYears,
  monthRangeResult,
  monthlyDataRange,
  periodForRange,
  periodLabel,
  periodUnavailableReason,
  rebuildCustomPeriod,
  selectionFromPeriod,
} from '@adlens/core';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { DayRangeFields } from './DayRangeFields.tsx';
import { FilterActions, PrimaryButton } from './FilterMenu.tsx';
import { FilterPopover } from './FilterPopover.tsx';
import { MonthRangePicker } from './MonthRangePicker.tsx';
import { OptionList } from './OptionList.tsx';
import { periodReasonText } from './periodReasonText.ts';
import { YearQuarterPicker } from './YearQuarterPicker.tsx';

export interface PeriodFilterProps {
  /**
   * The package's periods: PREDEFINED ones are listed with their days, MONTHLY ones make the month
   * calendar and the years and quarters (core calendarPeriodOptions).
   */
  periods: readonly PeriodOption[];
  /** The applied period id: a code or a custom `YYYYMMDD-YYYYMMDD`. */
  value: string;
  onChange: (periodId: string) => void;
  /** A restricted period or month was chosen: the app shows the package-limit message. */
  onRestricted?: (period: PeriodOption) => void;
  /** The plan's longest period in months (PackageResponse.maxPeriodMonths); null when unlimited. */
  maxMonths?: number | null;
  /** The trigger's value text instead of the applied period's name (e.g. 'Per widget' on a dashboard). */
  valueText?: string;
  className?: string;
}

/**
 * As wide as its two columns side by side (the popover would shrink it to the trigger's width),
 * never wider than the screen; on a phone the columns and the year panels stack.
 */
const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  width: max-content;
  max-width: calc(100vw - 48px);
  gap: ${(p) => themeOf(p).spacing.md};
  align-items: flex-start;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing.sm};
  min-width: 0;
`;

const Section = styled.div`
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0 0 ${(p) => themeOf(p).spacing.xs};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  text-transform: uppercase;
`;

const Status = styled.p`
  margin: ${(p) => themeOf(p).spacing.sm} 0 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/** What the popup will apply: a listed period, the month calendar's range, or typed days. */
type Pending = { kind: 'period'; id: string } | { kind: 'months' } | { kind: 'days'; range: DateRange };

/** Every period the picker can name: the package's, then the years and quarters made from its months. */
function namedPeriods(periods: readonly PeriodOption[], maxMonths: number | null | undefined) {
  const calendar = calendarPeriodOptions(periods, maxMonths);
  return { calendar, all: [...periods, ...calendar.years, ...calendar.quarters] };
}

function periodById(id: string, all: readonly PeriodOption[], periods: readonly PeriodOption[]) {
  return all.find((period) => period.id === id) ?? rebuildCustomPeriod(id, periods);
}

/**
 * The period selector (docs/product/periods.md): predefined periods with their days, calendar years and
 * quarters, a month-range calendar and a first/last day pair. The popup starts from the applied
 * period; whatever is picked shows in the others (its months, its days) and is named with its days
 * above Apply. A range of months or days equal to a listed period becomes that period, else a custom
 * `YYYYMMDD-YYYYMMDD` id. The trigger names the applied period with its days.
 */
export function PeriodFilter(props: PeriodFilterProps) {
  const { t } = useAdlensTranslation();
  const { all } = namedPeriods(props.periods, props.maxMonths);
  const current = periodById(props.value, all, props.periods);
  return (
    <FilterPopover
      label={t('filters.period')}
      valueText={props.valueText ?? (current ? periodLabel(current) : props.value)}
      className={props.className}
    >
      {({ close }) => <PeriodPanel {...props} close={close} />}
    </FilterPopover>
  );
}

function PeriodPanel({
  periods,
  value,
  onChange,
  onRestricted,
  maxMonths,
  close,
}: PeriodFilterProps & { close: () => void }) {
  const { t } = useAdlensTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const { calendar, all } = namedPeriods(periods, maxMonths);
  const applied = periodById(value, all, periods);
  const [pending, setPending] = useState<Pending>(applied ? { kind: 'period', id: applied.id } : { kind: 'months' });
  const [selection, setSelection] = useState<MonthRangeSelection>(() =>
    applied ? selectionFromPeriod(applied) : { from: null, to: null, covered: null },
  );

  const predefined = periods.filter((period) => period.type === 'PREDEFINED');
  const months = periods.filter((period) => period.type === 'MONTHLY');
  const monthOf = (period: PeriodOption): MonthYear => period.start.slice(0, 7);
  const restrictedMonths = months.filter((period) => period.restricted && !period.disabled).map(monthOf);
  const data = monthlyDataRange(periods);
  const constraints = {
    minDate: data?.start,
    maxDate: data?.end,
    // Restricted months stay pickable in the model; the picker intercepts them with the lock.
    allowedMonths: months.filter((period) => !period.disabled).map(monthOf),
    maxMonths: maxMonths ?? undefined,
  };

  const problem = pending.kind === 'days' ? dayRangeProblem(pending.range, data) : undefined;
  const monthsResult = monthRangeResult(selection, { minDate: data?.start, maxDate: data?.end });
  const chosen =
    pending.kind === 'period'
      ? periodById(pending.id, all, periods)
      : pending.kind === 'months'
        ? monthsResult && periodForRange(monthsResult.range, periods)
        : problem === undefined
          ? periodForRange(pending.range, periods)
          : undefined;
  const unavailable = chosen && periodUnavailableReason(chosen, maxMonths);
  const dayFields: DateRange =
    pending.kind === 'days'
      ? pending.range
      : chosen
        ? { start: chosen.start, end: chosen.end }
        : { start: '', end: '' };
  const dayError =
    problem === 'missing'
      ? t('filters.daysMissing')
      : problem === 'reversed'
        ? t('filters.daysReversed')
        : problem === 'outside' && data
          ? t('filters.daysOutside', { start: formatDayMonthYear(data.start), end: formatDayMonthYear(data.end) })
          : undefined;

  const pickPeriod = (period: PeriodOption) => {
    setPending({ kind: 'period', id: period.id });
    setSelection(selectionFromPeriod(period));
  };
  const status =
    pending.kind === 'months' && selection.from !== null && selection.to === null
      ? t('filters.pickEndMonth')
      : chosen
        ? [
            t('filters.selectedPeriod', { period: periodLabel(chosen) }),
            unavailable && periodReasonText(t, chosen, maxMonths),
          ]
            .filter(Boolean)
            .join('. ')
        : '';

  return (
    <>
      <Body>
        <Column>
          {predefined.length > 0 && (
            <Section>
              <Heading>{t('filters.predefinedPeriods')}</Heading>
              <OptionList
                label={t('filters.predefinedPeriods')}
                listRef={listRef}
                multiple={false}
                selectedIds={pending.kind === 'period' ? [pending.id] : []}
                options={predefined.map((period) => {
                  const reason = periodReasonText(t, period, maxMonths);
                  return {
                    id: period.id,
                    label: period.title,
                    detail: formatDateSpan(period),
                    disabled: period.disabled,
                    restricted: period.restricted,
                    ...(reason ? { disabledReason: reason, restrictedReason: reason } : {}),
                  };
                })}
                onActivate={(option) => {
                  const period = predefined.find((candidate) => candidate.id === option.id)!;
                  if (period.restricted) onRestricted?.(period);
                  if (!isSelectableOption(period)) return;
                  pickPeriod(period);
                }}
              />
            </Section>
          )}
          {calendar.years.length > 0 && (
            <Section>
              <Heading>{t('filters.yearsAndQuarters')}</Heading>
              <YearQuarterPicker
                years={calendar.years}
                quarters={calendar.quarters}
                selectedId={pending.kind === 'period' ? pending.id : null}
                maxMonths={maxMonths}
                onPick={pickPeriod}
                onRestricted={onRestricted}
              />
            </Section>
          )}
        </Column>
        <Column>
          <Section>
            <Heading>{t('filters.months')}</Heading>
            <MonthRangePicker
              years={monthPickerYears(months.map((period) => Number(period.start.slice(0, 4))))}
              selection={selection}
              onSelectionChange={(next) => {
                setPending({ kind: 'months' });
                setSelection(next);
              }}
              constraints={constraints}
              restrictedMonths={restrictedMonths}
              onRestricted={(month) => {
                const period = months.find((candidate) => monthOf(candidate) === month);
                if (period) onRestricted?.(period);
              }}
            />
          </Section>
          <Section>
            <Heading>{t('filters.days')}</Heading>
            <DayRangeFields
              value={dayFields}
              min={data?.start}
              max={data?.end}
              error={dayError}
              onChange={(range) => {
                setPending({ kind: 'days', range });
                if (dayRangeProblem(range, data) === undefined) setSelection(selectionFromPeriod(range));
              }}
            />
          </Section>
        </Column>
      </Body>
      <Status role="status">{status}</Status>
      <FilterActions>
        <Button type="button" onClick={close}>
          {t('filters.cancel')}
        </Button>
        <PrimaryButton
          type="button"
          // A range applies only once its end is set (docs/product/periods.md).
          disabled={!chosen || chosen.disabled}
          onClick={() => {
            if (!chosen) return;
            // Beyond the plan (a locked month inside, or longer than it allows): its message, no change.
            if (unavailable === 'tooLong' || unavailable === 'notInPlan') {
              onRestricted?.(chosen);
              return;
            }
            if (chosen.id !== value) onChange(chosen.id);
            close();
          }}
        >
          {t('filters.apply')}
        </PrimaryButton>
      </FilterActions>
    </>
  );
}
