import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { focusRing } from '../ui/focusRing.ts';
import { hostProofRoot } from '../ui/hostProofRoot.ts';

/** The card frame shared by entity and group cards. */
export const CardFrame = styled.div`
  ${hostProofRoot}
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  max-width: 100%;
  min-height: 40px;
  padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
  border: 1px solid ${(p) => themeOf(p).palette.neutral.border};
  border-radius: ${(p) => themeOf(p).radii.md};
  background: ${(p) => themeOf(p).palette.neutral.background};
`;

export const CardTitle = styled.span`
  min-width: 0;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
  white-space: nowrap;
`;

export const CardButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: none;
  border-radius: ${(p) => themeOf(p).radii.round};
  background: transparent;
  color: ${(p) => themeOf(p).palette.neutral.text};
  font: inherit;
  font-size: ${(p) => themeOf(p).typography.fontSize.lg};
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${(p) => themeOf(p).palette.neutral.surface};
  }
`;
