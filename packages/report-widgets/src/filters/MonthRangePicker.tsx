import {
  type MonthPickerConstraints,
  type MonthPickerItem,
  type MonthRangeSelection,
  type MonthYear,
  monthPickerItems,
  selectMonth,
  yearNavigation,
} from '@adlens/core';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';
import { MonthButton } from './MonthButton.tsx';
import { useRovingMonthFocus } from './useRovingMonthFocus.ts';

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
  const { focusIndex, setFocusIndex, gridRef, onKeyDown } = useRovingMonthFocus(all.length, initialFocus);
  const navigation = yearNavigation(years, firstYear);

  const pick = (item: MonthPickerItem) => {
    if (restrictedMonths.includes(item.monthYear)) {
      onRestricted?.(item.monthYear);
      return;
    }
    if (item.disabled) return;
    onSelectionChange(selectMonth(selection, item.monthYear));
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
                return (
                  <MonthButton
                    key={item.monthYear}
                    item={item}
                    year={year}
                    baseId={baseId}
                    restricted={restrictedMonths.includes(item.monthYear)}
                    reasons={monthReason(item, index)}
                    tabbable={index === focusIndex}
                    onFocus={() => setFocusIndex(index)}
                    onPick={() => pick(item)}
                  />
                );
              })}
            </Grid>
          </Card>
        );
      })}
    </Root>
  );
}
