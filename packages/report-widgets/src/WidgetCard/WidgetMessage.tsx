import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';

export interface WidgetMessageProps {
  /** The main line, e.g. "The widget doesn't have enough data." */
  message: string;
  /** id of the message line, so an action can be described by it. */
  messageId?: string;
  /** A secondary line, e.g. 'Try changing the filter settings.' */
  hint?: string;
  /** An action under the text, e.g. the retry button. */
  action?: ReactNode;
}

/** Centred in the card's body, taking the height its state keeps (WidgetCard `bodyMinHeight`). */
const Box = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  min-height: 160px;
  padding: ${(p) => themeOf(p).spacing.lg};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p).palette.neutral.textMuted};
  font-size: ${(p) => themeOf(p).typography.fontSize.sm};
`;

/** The body of a card in the empty or error state. */
export function WidgetMessage({ message, messageId, hint, action }: WidgetMessageProps) {
  return (
    <Box>
      <Message id={messageId}>{message}</Message>
      {hint && <Hint>{hint}</Hint>}
      {action}
    </Box>
  );
}
