import { styled } from 'styled-components';
import { tokens } from '../shared/ui/tokens.ts';

/** The report heading's tool buttons (Industry benchmark, Group items): compact, bordered. */
export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${tokens.primary};
    color: ${tokens.primary};
  }

  &:disabled {
    color: ${tokens.muted};
    cursor: default;
  }

  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    border-color: ${tokens.primary};
    color: ${tokens.primary};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }
`;

/** A primary tool button (Group selected). */
export const PrimaryToolButton = styled(ToolButton)`
  border-color: ${tokens.primary};
  background: ${tokens.primary};
  color: ${tokens.onPrimary};

  &:hover:not(:disabled) {
    background: ${tokens.primaryHover};
    color: ${tokens.onPrimary};
  }

  &:disabled {
    border-color: ${tokens.controlBorder};
    background: ${tokens.surface};
  }
`;

/** The small text actions under a group card (Rename, Save, Ungroup). */
export const CardAction = styled.button`
  padding: 2px 4px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${tokens.primary};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  text-decoration: underline;

  &:hover {
    color: ${tokens.primaryHover};
  }

  &:disabled {
    color: ${tokens.muted};
    text-decoration: none;
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 1px;
  }
`;
