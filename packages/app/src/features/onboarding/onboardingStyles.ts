import { Link } from '@tanstack/react-router';
import { styled, css } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';

/** The onboarding's column: a readable width, like a focused task page. */
export const OnboardingColumn = styled.div`
  max-width: 720px;
`;

export const Lead = styled.p`
  margin: 0 0 20px;
  color: ${tokens.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 24px;
`;

/** Pushes what follows to the end of the actions row (Skip sits apart from Back and Next). */
export const ActionsGap = styled.span`
  flex: 1;
`;

const primary = css`
  display: inline-flex;
  align-items: center;
  padding: 10px 20px;
  border: 0;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${tokens.primaryHover};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const PrimaryAction = styled.button`
  ${primary}
`;

export const PrimaryLink = styled(Link)`
  ${primary}
`;

export const QuietButton = styled.button`
  padding: 10px 12px;
  border: 0;
  background: none;
  color: ${tokens.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    cursor: progress;
  }
`;
