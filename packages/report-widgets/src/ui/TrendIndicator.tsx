import { formatTrend, trendDirection } from '@adlens/core';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

export interface TrendIndicatorProps {
  /** Relative change in percent; null when there is nothing to compare with. */
  value: number | null;
  /** What the change is measured against, e.g. 'vs previous period'. */
  label: string;
}

const Trend = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${(p) => themeOf(p).spacing.xs};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
  color: ${(p) => {
    const { palette } = themeOf(p);
    if (p.$direction === 'up') return palette.positive;
    if (p.$direction === 'down') return palette.negative;
    return palette.neutral.textMuted;
  }};
`;

const Label = styled.span`
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
`;

const ARROWS = { up: '▲', down: '▼' } as const;

/**
 * Change against the previous period: colour, an arrow and the signed value, so the direction never
 * depends on colour alone (WCAG 1.4.1). No value shows N/A, zero hides the arrow.
 */
export function TrendIndicator({ value, label }: TrendIndicatorProps) {
  const direction = trendDirection(value);
  return (
    <Trend $direction={direction} data-trend={direction}>
      {direction !== 'flat' && <span aria-hidden="true">{ARROWS[direction]}</span>}
      <span>{formatTrend(value)}</span>
      <Label>{label}</Label>
    </Trend>
  );
}
