import { type PeriodOption, periodLabel } from '@adlens/core';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { FilterPopover } from './FilterPopover.tsx';
import { namedPeriods, periodById } from './namedPeriods.ts';
import { PeriodPanel } from './PeriodPanel.tsx';

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
