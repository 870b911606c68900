import { css } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

/** A visible keyboard focus indicator (WCAG 2.4.7) shared by every interactive element. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => themeOf(p).palette.focus};
    outline-offset: 2px;
  }
`;
