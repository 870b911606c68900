import { Link } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { tokens } from './tokens.ts';

/** An in-app link styled as text (underlined, AA contrast). */
export const TextLink = styled(Link)`
  color: ${tokens.primary};
  text-decoration: underline;

  &:hover {
    color: ${tokens.primaryHover};
  }
`;
