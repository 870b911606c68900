import { type PeriodOption, formatDateSpan, isSelectableOption } from '@adlens/core';
import { useRef } from 'react';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { OptionList } from './OptionList.tsx';
import { periodReasonText } from './periodReasonText.ts';

export interface PredefinedPeriodListProps {
  /** The package's PREDEFINED periods. */
  periods: readonly PeriodOption[];
  /** The id of the pending choice, selected when it is one of these. */
  selectedId: string | null;
  /** The plan's longest period in months, for the reason a period is locked. */
  maxMonths?: number | null;
  /** A period that can be chosen was picked. */
  onPick: (period: PeriodOption) => void;
  /** A restricted one was picked: the owner shows the plan's message. */
  onRestricted?: (period: PeriodOption) => void;
}

/** The predefined periods, each with its days (or why it cannot be chosen), one option list. */
export function PredefinedPeriodList({
  periods,
  selectedId,
  maxMonths,
  onPick,
  onRestricted,
}: PredefinedPeriodListProps) {
  const { t } = useAdlensTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <OptionList
      label={t('filters.predefinedPeriods')}
      listRef={listRef}
      multiple={false}
      selectedIds={selectedId === null ? [] : [selectedId]}
      options={periods.map((period) => {
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
        const period = periods.find((candidate) => candidate.id === option.id)!;
        if (period.restricted) onRestricted?.(period);
        if (!isSelectableOption(period)) return;
        onPick(period);
      }}
    />
  );
}
