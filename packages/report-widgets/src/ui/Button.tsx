import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from './focusRing.ts';

/** The secondary button of the widgets (retry and similar). */
export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.xs};
  min-height: 32px;
  padding: 0 ${(p) => themeOf(p).spacing.lg};
  border: 1px solid ${(p) => themeOf(p).palette.primary};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.primary};
  font: inherit;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${(p) => themeOf(p).palette.primary};
    color: ${(p) => themeOf(p).palette.onPrimary};
  }
`;
