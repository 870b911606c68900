import {
  type IsoDate,
  type MonthRangeSelection,
  type MonthYear,
  type PeriodOption,
  isSelectableOption,
  monthPickerYears,
  monthRangeResult,
  periodForRange,
  rebuildCustomPeriod,
  selectionFromPeriod,
  toIsoDate,
} from '@adlens/core';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { FilterActions, PrimaryButton } from './FilterMenu.tsx';
import { FilterPopover } from './FilterPopover.tsx';
import { MonthRangePicker } from './MonthRangePicker.tsx';
import { OptionList } from './OptionList.tsx';

export interface PeriodFilterProps {
  /** The package's periods: PREDEFINED ones are listed, MONTHLY ones make the calendar. */
  periods: readonly PeriodOption[];
  /** The applied period id: a code or a custom `YYYYMMDD-YYYYMMDD`. */
  value: string;
  onChange: (periodId: string) => void;
  /** A restricted period or month was chosen: the app shows the package-limit message. */
  onRestricted?: (period: PeriodOption) => void;
  /** The plan's longest period in months (PackageResponse.maxPeriodMonths); null when unlimited. */
  maxMonths?: number | null;
  /** Today, whose month is not selectable (its data is incomplete). Default: the clock's date. */
  today?: IsoDate;
  /** The trigger's value text instead of the applied period's title (e.g. 'Per widget' on a dashboard). */
  valueText?: string;
  className?: string;
}

const Body = styled.div`
  display: flex;
  gap: ${(p) => themeOf(p).spacing.md};
  align-items: flex-start;
`;

const Column = styled.div`
  min-width: 160px;
`;

const Heading = styled.h3`
  margin: 0 0 ${(p) => themeOf(p).spacing.xs};
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  text-transform: uppercase;
`;

const Hint = styled.p`
  margin: ${(p) => themeOf(p).spacing.xs} 0 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
`;

function appliedPeriod(value: string, periods: readonly PeriodOption[]): PeriodOption | undefined {
  return periods.find((period) => period.id === value) ?? rebuildCustomPeriod(value, periods);
}

/**
 * The period selector (spec reports-data §4): predefined periods beside a month-range picker. The
 * popup starts from the applied period; a predefined choice shows its months; a month range
 * becomes an existing period with the same start and end, else a composed custom id. Apply is
 * enabled once the range has an end, and emits the id.
 */
export function PeriodFilter(props: PeriodFilterProps) {
  const { t } = useAdlensTranslation();
  const current = appliedPeriod(props.value, props.periods);
  return (
    <FilterPopover
      label={t('filters.period')}
      valueText={props.valueText ?? current?.title ?? props.value}
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
  today,
  close,
}: PeriodFilterProps & { close: () => void }) {
  const { t } = useAdlensTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const applied = appliedPeriod(value, periods);
  const [pendingId, setPendingId] = useState<string | null>(applied?.id ?? null);
  const [selection, setSelection] = useState<MonthRangeSelection>(() =>
    applied ? selectionFromPeriod(applied) : { from: null, to: null, covered: null },
  );

  const predefined = periods.filter((period) => period.type === 'PREDEFINED');
  const months = periods.filter((period) => period.type === 'MONTHLY');
  const monthOf = (period: PeriodOption): MonthYear => period.start.slice(0, 7);
  const restrictedMonths = months.filter((period) => period.restricted && !period.disabled).map(monthOf);
  const minDate = months.reduce<IsoDate | undefined>(
    (min, p) => (min === undefined || p.start < min ? p.start : min),
    undefined,
  );
  const maxDate = months.reduce<IsoDate | undefined>(
    (max, p) => (max === undefined || p.end > max ? p.end : max),
    undefined,
  );
  const constraints = {
    today: today ?? toIsoDate(new Date()),
    minDate,
    maxDate,
    // Restricted months stay pickable in the model; the picker intercepts them with the lock.
    allowedMonths: months.filter((period) => !period.disabled).map(monthOf),
    maxMonths: maxMonths ?? undefined,
  };

  const result = monthRangeResult(selection, { minDate, maxDate });
  const chosen = pendingId
    ? periods.find((period) => period.id === pendingId)
    : result && periodForRange(result.range, periods);

  return (
    <>
      <Body>
        {predefined.length > 0 && (
          <Column>
            <Heading>{t('filters.predefinedPeriods')}</Heading>
            <OptionList
              label={t('filters.predefinedPeriods')}
              listRef={listRef}
              multiple={false}
              selectedIds={pendingId ? [pendingId] : []}
              options={predefined.map((period) => ({
                id: period.id,
                label: period.title,
                disabled: period.disabled,
                restricted: period.restricted,
                disabledReason: t('filters.periodNoData'),
              }))}
              onActivate={(option) => {
                const period = predefined.find((candidate) => candidate.id === option.id)!;
                if (period.restricted) onRestricted?.(period);
                if (!isSelectableOption(period)) return;
                setPendingId(period.id);
                setSelection(selectionFromPeriod(period));
              }}
            />
          </Column>
        )}
        <div>
          <Heading>{t('filters.customRange')}</Heading>
          <MonthRangePicker
            years={monthPickerYears(months.map((period) => Number(period.start.slice(0, 4))))}
            selection={selection}
            onSelectionChange={(next) => {
              setPendingId(null);
              setSelection(next);
            }}
            constraints={constraints}
            restrictedMonths={restrictedMonths}
            onRestricted={(month) => {
              const period = months.find((candidate) => monthOf(candidate) === month);
              if (period) onRestricted?.(period);
            }}
          />
          <Hint role="status">{selection.from !== null && selection.to === null ? t('filters.pickEndMonth') : ''}</Hint>
        </div>
      </Body>
      <FilterActions>
        <Button type="button" onClick={close}>
          {t('filters.cancel')}
        </Button>
        <PrimaryButton
          type="button"
          // spec §4: a date range applies only once its end is set.
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return;
            // A composed range is restricted when a month inside it is (core's rangePeriodOption).
            if (chosen.restricted) {
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
