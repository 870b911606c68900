import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

const Note = styled.p`
  margin: 0 0 ${(p) => themeOf(p).spacing.md};
  padding: ${(p) => themeOf(p).spacing.xs} ${(p) => themeOf(p).spacing.md};
  border-left: 3px solid ${(p) => themeOf(p).palette.neutral.border};
  background: ${(p) => themeOf(p).palette.neutral.surface};
  color: ${(p) => themeOf(p).palette.neutral.text};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

export interface BenchmarkNoteProps {
  children: ReactNode;
}

/**
 * The one line a card shows when it cannot draw the report's industry benchmark, saying why, so the
 * '(Avg)' item is never dropped without a word.
 */
export function BenchmarkNote({ children }: BenchmarkNoteProps) {
  return <Note data-benchmark-note="">{children}</Note>;
}
