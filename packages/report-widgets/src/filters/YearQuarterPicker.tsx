import { type PeriodOption, formatDateSpan, periodUnavailableReason } from '@adlens/core';
import { useId } from 'react';
import { styled, css } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { LockIcon } from './LockIcon.tsx';
import { periodReasonText } from './periodReasonText.ts';
import { TooltipBubble } from '../ui/TooltipBubble.tsx';

export interface YearQuarterPickerProps {
  /** Calendar years, oldest first (core calendarPeriodOptions). */
  years: readonly PeriodOption[];
  /** The four quarters of each of those years, oldest first. */
  quarters: readonly PeriodOption[];
  /** The id of the pending choice, pressed when it is one of these. */
  selectedId: string | null;
  /** The plan's longest period in months, for the reason a year or quarter is locked. */
  maxMonths?: number | null;
  /** A year or quarter that can be chosen was picked. */
  onPick: (period: PeriodOption) => void;
  /** A restricted one was picked: the owner shows the plan's message. */
  onRestricted?: (period: PeriodOption) => void;
}

const Rows = styled.div`
  display: grid;
  grid-template-columns: auto repeat(4, 1fr);
  gap: ${(p) => themeOf(p).spacing.xs};
`;

const Choice = styled.button<{ $pressed: boolean; $unavailable: boolean; $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 44px;
  min-height: 32px;
  padding: 0 ${(p) => themeOf(p).spacing.xs};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  ${(p) =>
    p.$pressed &&
    css`
      border-color: ${themeOf(p).palette.primary};
      background: ${themeOf(p).palette.primary};
      color: ${themeOf(p).palette.onPrimary};
      font-weight: ${themeOf(p).typography.fontWeight.bold};
    `}
  ${(p) =>
    p.$unavailable &&
    css`
      color: ${themeOf(p).palette.neutral.textMuted};
      cursor: not-allowed;
      text-decoration: ${p.$disabled ? 'line-through' : 'none'};
    `}
`;

/**
 * Calendar years and their quarters (docs/product/periods.md: annual and quarterly periods), one
 * row per year: the year, then Q1–Q4. Each button's description gives the days it covers (a year
 * or quarter still filling ends on the last day of data) or, when it cannot be chosen, the true
 * reason. Plain buttons in tab order; Enter or Space picks.
 */
export function YearQuarterPicker({
  years,
  quarters,
  selectedId,
  maxMonths,
  onPick,
  onRestricted,
}: YearQuarterPickerProps) {
  const { t } = useAdlensTranslation();
  const baseId = useId();
  const button = (period: PeriodOption, text: string, hidden: string) => {
    const kind = periodUnavailableReason(period, maxMonths);
    const reason = periodReasonText(t, period, maxMonths);
    const descriptionId = `${baseId}-${period.id}-${period.type}`;
    const pressed = period.id === selectedId && !reason;
    return (
      <Choice
        key={`${period.type}-${period.title}`}
        type="button"
        aria-pressed={pressed}
        aria-disabled={kind === 'noData' || undefined}
        aria-describedby={descriptionId}
        $pressed={pressed}
        $unavailable={reason !== undefined}
        $disabled={kind === 'noData'}
        onClick={() => {
          if (kind === 'tooLong' || kind === 'notInPlan') onRestricted?.(period);
          else if (kind === undefined) onPick(period);
        }}
      >
        {text}
        {hidden && <VisuallyHidden>{hidden}</VisuallyHidden>}
        {(kind === 'tooLong' || kind === 'notInPlan') && <LockIcon />}
        {reason === undefined ? (
          <VisuallyHidden id={descriptionId} aria-hidden="true">
            {formatDateSpan(period)}
          </VisuallyHidden>
        ) : (
          <TooltipBubble id={descriptionId} aria-hidden="true">
            {reason}
          </TooltipBubble>
        )}
      </Choice>
    );
  };
  return (
    <Rows role="group" aria-label={t('filters.yearsAndQuarters')}>
      {years.map((year) => (
        <Row key={year.title}>
          {button(year, year.title, '')}
          {quarters
            .filter((quarter) => quarter.title.endsWith(` ${year.title}`))
            .map((quarter) => button(quarter, quarter.title.slice(0, 2), ` ${year.title}`))}
        </Row>
      ))}
    </Rows>
  );
}

/** One year's buttons, laid into the parent grid. */
const Row = styled.div`
  display: contents;
`;
