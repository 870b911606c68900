import { type MonthYear, type PeriodOption, monthPickerYears } from '@adlens/core';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { DayRangeFields } from './DayRangeFields.tsx';
import { FilterActions, PrimaryButton } from './FilterMenu.tsx';
import { MonthRangePicker } from './MonthRangePicker.tsx';
import { PredefinedPeriodList } from './PredefinedPeriodList.tsx';
import { usePeriodChoice } from './usePeriodChoice.ts';
import { YearQuarterPicker } from './YearQuarterPicker.tsx';

export interface PeriodPanelProps {
  /** The package's periods (PeriodFilter's `periods`). */
  periods: readonly PeriodOption[];
  /** The applied period id. */
  value: string;
  onChange: (periodId: string) => void;
  /** A restricted period or month was chosen. */
  onRestricted?: (period: PeriodOption) => void;
  /** The plan's longest period in months; null when unlimited. */
  maxMonths?: number | null;
  /** Closes the popup: Cancel, or a period applied. */
  close: () => void;
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

const monthOf = (period: PeriodOption): MonthYear => period.start.slice(0, 7);

/**
 * The period popup's body: predefined periods, years and quarters in one column, the month calendar
 * and the first and last day in the other, what Apply will apply above Cancel and Apply.
 */
export function PeriodPanel({ periods, value, onChange, onRestricted, maxMonths, close }: PeriodPanelProps) {
  const { t } = useAdlensTranslation();
  const choice = usePeriodChoice(periods, value, maxMonths);
  const { calendar, data, chosen, unavailable } = choice;
  const predefined = periods.filter((period) => period.type === 'PREDEFINED');
  const months = periods.filter((period) => period.type === 'MONTHLY');
  const restrictedMonths = months.filter((period) => period.restricted && !period.disabled).map(monthOf);
  const constraints = {
    minDate: data?.start,
    maxDate: data?.end,
    // Restricted months stay pickable in the model; the picker intercepts them with the lock.
    allowedMonths: months.filter((period) => !period.disabled).map(monthOf),
    maxMonths: maxMonths ?? undefined,
  };

  const apply = () => {
    if (!chosen) return;
    // Beyond the plan (a locked month inside, or longer than it allows): its message, no change.
    if (unavailable === 'tooLong' || unavailable === 'notInPlan') {
      onRestricted?.(chosen);
      return;
    }
    if (chosen.id !== value) onChange(chosen.id);
    close();
  };

  return (
    <>
      <Body>
        <Column>
          {predefined.length > 0 && (
            <Section>
              <Heading>{t('filters.predefinedPeriods')}</Heading>
              <PredefinedPeriodList
                periods={predefined}
                selectedId={choice.selectedId}
                maxMonths={maxMonths}
                onPick={choice.pickPeriod}
                onRestricted={onRestricted}
              />
            </Section>
          )}
          {calendar.years.length > 0 && (
            <Section>
              <Heading>{t('filters.yearsAndQuarters')}</Heading>
              <YearQuarterPicker
                years={calendar.years}
                quarters={calendar.quarters}
                selectedId={choice.selectedId}
                maxMonths={maxMonths}
                onPick={choice.pickPeriod}
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
              selection={choice.selection}
              onSelectionChange={choice.pickMonths}
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
              value={choice.dayFields}
              min={data?.start}
              max={data?.end}
              error={choice.dayError}
              onChange={choice.typeDays}
            />
          </Section>
        </Column>
      </Body>
      <Status role="status">{choice.status}</Status>
      <FilterActions>
        <Button type="button" onClick={close}>
          {t('filters.cancel')}
        </Button>
        <PrimaryButton
          type="button"
          // A range applies only once its end is set (docs/product/periods.md).
          disabled={!chosen || chosen.disabled}
          onClick={apply}
        >
          {t('filters.apply')}
        </PrimaryButton>
      </FilterActions>
    </>
  );
}
