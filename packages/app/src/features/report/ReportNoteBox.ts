import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';

/**
 * A one-line note above a report's widgets (no data for the chosen country, a publisher's slice):
 * its text and the links out of it on one wrapping line, marked on the left in `$accent`.
 */
export const ReportNoteBox = styled.p<{ $accent: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  margin: 12px 0 0;
  padding: 8px 12px;
  border-left: 3px solid ${(p) => p.$accent};
  background: ${tokens.page};
  font-size: 0.875rem;
`;
