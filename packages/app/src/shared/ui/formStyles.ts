import { styled } from 'styled-components';
import { tokens } from './tokens.ts';

/** Shared form parts of the access pages (login, recovery). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: 16px;
`;

export const Label = styled.label`
  margin-bottom: 6px;
  font-size: 0.875rem;
  font-weight: 600;
`;

export const TextInput = styled.input`
  padding: 10px 12px;
  border: 1px solid ${tokens.controlBorder};
  border-radius: ${tokens.radius};
  font: inherit;
  color: inherit;

  &[aria-invalid='true'] {
    border-color: ${tokens.danger};
  }
`;

export const CheckboxLabel = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 20px;
  font-size: 0.875rem;
`;

export const PrimaryButton = styled.button`
  width: 100%;
  padding: 11px 16px;
  border: 0;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${tokens.primaryHover};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;
