import { styled } from 'styled-components';
import { tokens } from './tokens.ts';

/** A button (or, `as="a"`, an outside link) that reads as a link inside a sentence. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${tokens.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: ${tokens.primaryHover};
  }
`;
