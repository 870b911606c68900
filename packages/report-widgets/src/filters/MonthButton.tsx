import { type MonthPickerItem, formatDateSpan, formatDayMonth } from '@adlens/core';
import { css, styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { TooltipBubble } from '../ui/TooltipBubble.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { LockIcon } from './LockIcon.tsx';

export interface MonthButtonProps {
  item: MonthPickerItem;
  /** The panel's year, read after the month's name. */
  year: number;
  /** The picker's id, which the month's note and reason ids start with. */
  baseId: string;
  /** Outside the plan: shows a lock. */
  restricted: boolean;
  /** Why it cannot be picked, shown in its tooltip; none when it can. */
  reasons: readonly string[];
  /** The one month in the tab order (the roving tab stop). */
  tabbable: boolean;
  onFocus: () => void;
  onPick: () => void;
}

const Month = styled.button<{ $item: MonthPickerItem; $restricted: boolean }>`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0 2px;
  min-height: 32px;
  border: 1px solid transparent;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  ${(p) =>
    p.$item.selected &&
    css`
      background: ${themeOf(p).palette.neutral.surface};
    `}
  ${(p) =>
    (p.$item.selectionStart || p.$item.selectionEnd) &&
    css`
      background: ${themeOf(p).palette.primary};
      color: ${themeOf(p).palette.onPrimary};
      font-weight: ${themeOf(p).typography.fontWeight.bold};
    `}
  ${(p) => p.$item.selectionStart && `border-radius: ${themeOf(p).radii.round} 0 0 ${themeOf(p).radii.round};`}
  ${(p) => p.$item.selectionEnd && `border-radius: 0 ${themeOf(p).radii.round} ${themeOf(p).radii.round} 0;`}
  ${(p) => p.$item.selectionStart && p.$item.selectionEnd && `border-radius: ${themeOf(p).radii.round};`}
  ${(p) =>
    p.$item.partiallySelected &&
    css`
      border: 1px dashed ${themeOf(p).palette.neutral.textMuted};
    `}
  ${(p) =>
    (p.$item.disabled || p.$restricted) &&
    css`
      color: ${themeOf(p).palette.neutral.textMuted};
      cursor: not-allowed;
      text-decoration: ${p.$item.disabled ? 'line-through' : 'none'};
    `}
`;

/** The days a month with partial data covers, under its name ('1–6 Dec'). */
const Days = styled.span`
  flex-basis: 100%;
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.regular};
  line-height: 1.2;
`;

/**
 * One month of the month-range picker: its name (and the days it has data for), pressed when in the
 * range, described by its place in the range in words and by why it cannot be picked.
 */
export function MonthButton({ item, year, baseId, restricted, reasons, tabbable, onFocus, onPick }: MonthButtonProps) {
  const { t } = useAdlensTranslation();
  // The range state in words, so it never rests on colour and shape alone.
  const notes: string[] = [];
  if (item.selectionStart) notes.push(t('filters.rangeStart'));
  if (item.selectionEnd) notes.push(t('filters.rangeEnd'));
  if (item.selectionMiddle) notes.push(t('filters.inRange'));
  if (item.partiallySelected) notes.push(t('filters.partlyInRange'));
  if (item.partialData && !item.disabled) {
    notes.push(t('filters.monthDataDays', { days: formatDateSpan({ start: item.startDate, end: item.endDate }) }));
  }
  const noteId = `${baseId}-${item.monthYear}-note`;
  const reasonId = `${baseId}-${item.monthYear}-reason`;
  const describedBy = [notes.length > 0 && noteId, reasons.length > 0 && reasonId].filter(Boolean);
  return (
    <Month
      type="button"
      data-month={item.monthYear}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={item.selected}
      aria-disabled={item.disabled || undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
      $item={item}
      $restricted={restricted}
      onFocus={onFocus}
      onClick={onPick}
    >
      {item.monthName}
      <VisuallyHidden> {year}</VisuallyHidden>
      {restricted && <LockIcon />}
      {item.partialData && !item.disabled && (
        <Days aria-hidden="true">
          {item.startDate.slice(8) === '01'
            ? `${t('filters.until')} ${formatDayMonth(item.endDate)}`
            : `${t('filters.from')} ${formatDayMonth(item.startDate)}`}
        </Days>
      )}
      {notes.length > 0 && (
        <VisuallyHidden id={noteId} aria-hidden="true">
          {notes.join(', ')}
        </VisuallyHidden>
      )}
      {reasons.length > 0 && (
        <TooltipBubble id={reasonId} aria-hidden="true">
          {reasons.join(', ')}
        </TooltipBubble>
      )}
    </Month>
  );
}
