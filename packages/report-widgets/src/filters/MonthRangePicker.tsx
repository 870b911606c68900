import {
  type MonthPickerConstraints,
  formatDateSpan,
  formatDayMonth,
  type MonthPickerItem,
  type MonthRangeSelection,
  type MonthYear,
  monthPickerItems,
  selectMonth,
  yearNavigation,
} from '@adlens/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { styled, css } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { LockIcon } from './LockIcon.tsx';
import { TooltipBubble } from '../ui/TooltipBubble.tsx';
import { hostProofRoot } from '../ui/hostProofRoot.ts';

/** The month picker card is 215 px wide. */
export const MONTH_PICKER_CARD_WIDTH = 215;

export interface MonthRangePickerProps {
  /** The years the panels may show, ascending (core's monthPickerYears). */
  years: readonly number[];
  selection: MonthRangeSelection;
  onSelectionChange: (selection: MonthRangeSelection) => void;
  constraints: MonthPickerConstraints;
  /** Months outside the plan: they show a lock and call onRestricted instead of being picked. */
  restrictedMonths?: readonly MonthYear[];
  onRestricted?: (month: MonthYear) => void;
  /** The left panel's year at first; by default the panels end with the selection's or the last year. */
  initialFirstYear?: number;
}

const Root = styled.div`
  ${hostProofRoot}
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing.md};
`;

const Card = styled.div`
  box-sizing: border-box;
  width: ${MONTH_PICKER_CARD_WIDTH}px;
  padding: ${(p) => themeOf(p).spacing.sm};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 32px;
  margin-bottom: ${(p) => themeOf(p).spacing.xs};
`;

const Year = styled.h3`
  flex: 1;
  margin: 0;
  font-size: ${(p) => themeOf(p).typography.fontSize.md};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
  text-align: center;
`;

const Arrow = styled.button`
  width: 32px;
  height: 32px;
  border: none;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:disabled {
    color: ${(p) => themeOf(p).palette.neutral.border};
    cursor: default;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => themeOf(p).spacing.xs} 0;
`;

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

const MONTHS_PER_ROW = 3;

/**
 * The month-range picker: two year panels side by side with year
 * arrows. First click sets the start, the second the end (swapped if reversed), a third starts
 * over — core's selectMonth. Months are one roving tab stop: arrows move (Up/Down by a row),
 * Enter or Space picks.
 */
export function MonthRangePicker({
  years,
  selection,
  onSelectionChange,
  constraints,
  restrictedMonths = [],
  onRestricted,
  initialFirstYear,
}: MonthRangePickerProps) {
  const { t } = useAdlensTranslation();
  const baseId = useId();
  const lastYear = years[years.length - 1] ?? new Date().getUTCFullYear();
  const [firstYear, setFirstYear] = useState(() => {
    const endYear = selection.to ?? selection.from;
    const wanted = initialFirstYear ?? (endYear ? Number(endYear.slice(0, 4)) : lastYear) - 1;
    return Math.max(years[0] ?? wanted, Math.min(wanted, lastYear - 1));
  });
  const panels = [firstYear, firstYear + 1].map((year) => ({
    year,
    items: monthPickerItems(year, selection, constraints),
  }));
  // Why a month is disabled: too far from a lone start or no data at all.
  const withoutStart = [firstYear, firstYear + 1].flatMap((year) =>
    monthPickerItems(year, { from: null, to: null, covered: null }, constraints),
  );
  const all = panels.flatMap((panel) => panel.items);
  const initialFocus = Math.max(
    all.findIndex((item) => item.selectionStart),
    all.findIndex((item) => !item.disabled),
    0,
  );
  const [focusIndex, setFocusIndex] = useState(initialFocus);
  const gridRef = useRef<HTMLDivElement>(null);
  const navigation = yearNavigation(years, firstYear);

  const pick = (item: MonthPickerItem) => {
    if (restrictedMonths.includes(item.monthYear)) {
      onRestricted?.(item.monthYear);
      return;
    }
    if (item.disabled) return;
    onSelectionChange(selectMonth(selection, item.monthYear));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -MONTHS_PER_ROW,
      ArrowDown: MONTHS_PER_ROW,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(focusIndex + delta, 0), all.length - 1);
    setFocusIndex(next);
    gridRef.current?.querySelectorAll<HTMLButtonElement>('[data-month]')[next]?.focus();
  };

  // The range state in words, so it never rests on colour and shape alone.
  const stateNotes = (item: MonthPickerItem): string[] => {
    const notes: string[] = [];
    if (item.selectionStart) notes.push(t('filters.rangeStart'));
    if (item.selectionEnd) notes.push(t('filters.rangeEnd'));
    if (item.selectionMiddle) notes.push(t('filters.inRange'));
    if (item.partiallySelected) notes.push(t('filters.partlyInRange'));
    if (item.partialData && !item.disabled) {
      notes.push(t('filters.monthDataDays', { days: formatDateSpan({ start: item.startDate, end: item.endDate }) }));
    }
    return notes;
  };
  const monthReason = (item: MonthPickerItem, index: number): string[] => {
    if (restrictedMonths.includes(item.monthYear)) return [t('filters.locked')];
    if (!item.disabled) return [];
    if (!withoutStart[index]?.disabled && constraints.maxMonths !== undefined) {
      return [t('filters.periodTooLong', { count: constraints.maxMonths })];
    }
    return [t('filters.periodNoData')];
  };

  return (
    <Root ref={gridRef} onKeyDown={onKeyDown}>
      {panels.map(({ year, items }, panelIndex) => {
        const headingId = `${baseId}-year-${year}`;
        return (
          <Card key={year}>
            <Header>
              {panelIndex === 0 && (
                <Arrow
                  type="button"
                  aria-label={t('filters.previousYear')}
                  disabled={!navigation.canGoBack}
                  onClick={() => setFirstYear(firstYear - 1)}
                >
                  ‹
                </Arrow>
              )}
              <Year id={headingId}>{year}</Year>
              {panelIndex === 1 && (
                <Arrow
                  type="button"
                  aria-label={t('filters.nextYear')}
                  disabled={!navigation.canGoForward}
                  onClick={() => setFirstYear(firstYear + 1)}
                >
                  ›
                </Arrow>
              )}
            </Header>
            <Grid role="group" aria-labelledby={headingId}>
              {items.map((item) => {
                const index = panelIndex * 12 + item.index;
                const notes = stateNotes(item);
                const restricted = restrictedMonths.includes(item.monthYear);
                const reasons = monthReason(item, index);
                const noteId = `${baseId}-${item.monthYear}-note`;
                const reasonId = `${baseId}-${item.monthYear}-reason`;
                const describedBy = [notes.length > 0 && noteId, reasons.length > 0 && reasonId].filter(Boolean);
                return (
                  <Month
                    key={item.monthYear}
                    type="button"
                    data-month={item.monthYear}
                    tabIndex={index === focusIndex ? 0 : -1}
                    aria-pressed={item.selected}
                    aria-disabled={item.disabled || undefined}
                    aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
                    $item={item}
                    $restricted={restricted}
                    onFocus={() => setFocusIndex(index)}
                    onClick={() => pick(item)}
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
              })}
            </Grid>
          </Card>
        );
      })}
    </Root>
  );
}
