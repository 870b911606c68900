import { css, styled } from 'styled-components';

/** Rules that take an element off the screen but leave it to assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
