import { styled } from 'styled-components';
import { tokens } from '../../../shared/ui/tokens.ts';

/** One titled block of the settings page. */
export const Section = styled.section`
  max-width: 560px;
  margin-bottom: 24px;
  padding: 20px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};

  h2 {
    margin: 0 0 16px;
    font-size: 1.125rem;
  }
`;

export const Select = styled.select`
  padding: 9px 12px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  font: inherit;
  color: inherit;
`;

/** A short confirmation after a save ('Saved'), announced politely. */
export const Saved = styled.p`
  margin: 8px 0 0;
  color: ${tokens.muted};
  font-size: 0.875rem;
`;
