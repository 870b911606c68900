import { css } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

/**
 * A table that scrolls sideways inside its card (a narrow card, a partner's sidebar) keeps its
 * first column in view, so every figure stays next to what it belongs to.
 */
export const stickyFirstColumn = css`
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${(p) => themeOf(p).palette.neutral.background};
  }
`;
