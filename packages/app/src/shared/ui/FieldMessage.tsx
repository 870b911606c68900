import { styled } from 'styled-components';
import { WarningIcon } from './WarningIcon.tsx';
import { tokens } from './tokens.ts';

export interface FieldMessageProps {
  id: string;
  message: string | undefined;
  /** Server failures are announced (`role="alert"`) and carry the warning icon. */
  alert?: boolean;
}

const Message = styled.p`
  display: flex;
  gap: 6px;
  align-items: center;
  margin: 4px 0 0;
  color: ${tokens.danger};
  font-size: 0.875rem;
`;

/** The message under a form field; renders nothing without one. */
export function FieldMessage({ id, message, alert = false }: FieldMessageProps) {
  if (!message) return null;
  return (
    <Message id={id} role={alert ? 'alert' : undefined}>
      {alert && <WarningIcon />}
      {message}
    </Message>
  );
}
