import { styled } from 'styled-components';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { themeOf } from '../../theme/themeOf.ts';
import type { WidgetBodyHeight } from '../../contract/widgetBodyHeight.ts';

/**
 * The trend card's rows (px), the same in its every view and state so switching chart type or
 * interval, or data arriving, never changes the card's height: the totals and interval menu, the
 * chart — one height for line, area and columns — and two lines of notes under it, kept free when
 * there is no note.
 */
export const TREND_LAYOUT = {
  toolbar: 48,
  /** The toolbar's height on a narrow card, where the interval menu goes under the totals. */
  narrowToolbar: 88,
  /** Below this card width (px) the toolbar takes two rows. */
  narrowBelow: 460,
  chart: CHART_SIZES.line.height,
  notes: 40,
  /** On a narrow card the notes wrap: five lines are kept. */
  narrowNotes: 100,
  gap: 12,
} as const;

/** The body's least height in every state: toolbar, chart and notes with their gaps. */
export const TREND_BODY_MIN_HEIGHT: WidgetBodyHeight = {
  height: TREND_LAYOUT.toolbar + TREND_LAYOUT.gap + TREND_LAYOUT.chart + TREND_LAYOUT.gap + TREND_LAYOUT.notes,
  narrow: {
    below: TREND_LAYOUT.narrowBelow,
    height:
      TREND_LAYOUT.narrowToolbar + TREND_LAYOUT.gap + TREND_LAYOUT.chart + TREND_LAYOUT.gap + TREND_LAYOUT.narrowNotes,
  },
};

/** The totals and the interval menu: one row, or two on a narrow card, of a fixed least height. */
export const TrendToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p).spacing.md};
  min-height: ${TREND_LAYOUT.toolbar}px;
  margin-bottom: ${TREND_LAYOUT.gap}px;

  @container widget (max-width: ${TREND_LAYOUT.narrowBelow}px) {
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    min-height: ${TREND_LAYOUT.narrowToolbar}px;
  }
`;

/** Under the chart, two lines kept for its notes whether it has any or not. */
export const TrendNotes = styled.div`
  display: grid;
  align-content: start;
  gap: ${(p) => themeOf(p).spacing.xs};
  min-height: ${TREND_LAYOUT.notes}px;
  margin-top: ${TREND_LAYOUT.gap}px;

  @container widget (max-width: ${TREND_LAYOUT.narrowBelow}px) {
    min-height: ${TREND_LAYOUT.narrowNotes}px;
  }
`;
