import { styled } from 'styled-components';
import { visuallyHidden } from './VisuallyHidden.ts';

/** The widest screen (px) the header treats as a phone: its controls show their icons alone. */
export const NARROW_HEADER_MAX_WIDTH = 600;

/**
 * A header control's words beside its icon: shown on wide screens; on a phone (≤ 600 px) left to
 * assistive technology, so the control keeps its name while the header fits the brand, the search,
 * bookmarks and the account on one line.
 */
export const WideOnlyText = styled.span`
  @media (max-width: ${NARROW_HEADER_MAX_WIDTH}px) {
    ${visuallyHidden}
  }
`;
