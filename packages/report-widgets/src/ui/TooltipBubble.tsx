import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

/**
 * The text bubble of a tooltip. Its host shows it on hover and on keyboard focus (or when it is the
 * active option) by setting `data-open`, and points `aria-describedby` at its id, so the text is
 * announced without being part of the host's name. `$delayMs` holds it back before it appears (package
 * limit hints wait 300 ms); it always hides at once.
 */
export const TooltipBubble = styled.span<{ $delayMs?: number }>`
  position: absolute;
  z-index: 40;
  left: 0;
  bottom: calc(100% + 4px);
  width: max-content;
  max-width: 240px;
  padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.text};
  color: ${(p) => themeOf(p).palette.neutral.background};
  font-size: ${(p) => themeOf(p).typography.fontSize.xs};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.regular};
  white-space: normal;
  pointer-events: none;
  visibility: hidden;
  transition: visibility 0s;

  *:hover > &,
  *:focus-visible > &,
  &[data-open='true'] {
    visibility: visible;
    transition-delay: ${(p) => p.$delayMs ?? 0}ms;
  }
`;
