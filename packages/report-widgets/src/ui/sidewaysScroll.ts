import { css } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

/**
 * A box that scrolls sideways when its table is wider than the card (a phone, a partner's sidebar),
 * and shows it: a soft shadow on each edge that has more to scroll to, so a column cut at the edge
 * reads as "more this way", not as a figure missing its digits.
 * CSS only: the `local` covers travel with the content and hide a shadow once its edge is reached.
 */
export const sidewaysScroll = css`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${(p) => themeOf(p).palette.neutral.background} 30%, transparent) left / 32px 100%
      no-repeat local,
    linear-gradient(to left, ${(p) => themeOf(p).palette.neutral.background} 30%, transparent) right / 32px 100%
      no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.18), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.18), transparent) right / 12px 100% no-repeat scroll;
`;
