import { styled } from 'styled-components';
import { tokens } from './tokens.ts';

/** A bordered button for dialog actions beside or instead of the primary one. */
export const SecondaryButton = styled.button`
  padding: 9px 16px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${tokens.primary};
    color: ${tokens.primary};
  }
`;
