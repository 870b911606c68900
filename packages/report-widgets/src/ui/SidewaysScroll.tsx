import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { sidewaysScroll } from './sidewaysScroll.ts';

const Region = styled.div`
  ${sidewaysScroll}

  &:focus-visible {
    outline: 2px solid ${(p) => themeOf(p).palette.primary};
    outline-offset: 2px;
  }
`;

export interface SidewaysScrollProps {
  /** What the table inside shows (its caption): a screen reader announces the region by it. */
  label: string;
  children: ReactNode;
}

/**
 * A table's sideways-scrolling box that a keyboard can reach: a named region in the tab order, so
 * arrow keys scroll a table wider than its card even when no cell holds a link (WCAG 2.1.1; axe
 * `scrollable-region-focusable`).
 */
export function SidewaysScroll({ label, children }: SidewaysScrollProps) {
  return (
    <Region role="region" aria-label={label} tabIndex={0}>
      {children}
    </Region>
  );
}
