import type { RefObject } from 'react';
import { styled } from 'styled-components';
import { tokens } from './tokens.ts';

/** The control must be given the input it reveals. */
export const MISSING_CONTROL_MESSAGE = 'Form control should be passed with "control" reference variable';

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius};
  background: none;
  color: ${tokens.muted};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
  }
`;

export interface PasswordVisibilityToggleProps {
  /** The password input this button reveals; required. */
  control: RefObject<HTMLInputElement | null> | undefined;
  visible: boolean;
  onToggle: () => void;
}

/** The eye button of a password field: shows or hides the typed password, keeping focus in the input. */
export function PasswordVisibilityToggle({ control, visible, onToggle }: PasswordVisibilityToggleProps) {
  if (!control) throw new Error(MISSING_CONTROL_MESSAGE);
  return (
    <Toggle
      type="button"
      aria-pressed={visible}
      aria-label={visible ? 'Hide password' : 'Show password'}
      onClick={() => {
        onToggle();
        control.current?.focus();
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
        />
        {visible && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
      </svg>
    </Toggle>
  );
}
