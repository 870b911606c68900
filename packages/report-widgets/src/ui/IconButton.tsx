import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from './focusRing.ts';

/** A square, borderless button holding an icon; give it an `aria-label`. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: transparent;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${(p) => themeOf(p).palette.neutral.border};
    color: ${(p) => themeOf(p).palette.neutral.text};
  }
`;
