import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeOf } from '../theme/themeOf.ts';
import { Button } from '../ui/Button.tsx';
import { WidgetLockIcon } from './WidgetLockIcon.tsx';
import type { WidgetRestriction } from '../contract/widgetRestriction.ts';

export interface WidgetRestrictedProps {
  restriction: WidgetRestriction;
  /** The widget's skeleton, shown dimmed as a hint of what the upgrade unlocks. */
  skeleton?: ReactNode;
}

const Box = styled.div`
  position: relative;
  min-height: 160px;
`;

const Backdrop = styled.div`
  opacity: 0.35;
  filter: grayscale(1);
  pointer-events: none;
  user-select: none;

  /* The skeleton is still: nothing is loading. */
  & * {
    animation: none !important;
  }
`;

const Prompt = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => themeOf(p).spacing.sm};
  padding: ${(p) => themeOf(p).spacing.lg};
  text-align: center;
  color: ${(p) => themeOf(p).palette.neutral.text};
`;

const Lock = styled.span`
  display: inline-flex;
  padding: ${(p) => themeOf(p).spacing.sm};
  border-radius: ${(p) => themeOf(p).radii.round};
  background: ${(p) => themeOf(p).palette.neutral.background};
  color: ${(p) => themeOf(p).palette.primary};
  box-shadow: 0 0 0 1px ${(p) => themeOf(p).palette.neutral.border};
`;

const Message = styled.p`
  max-width: 36ch;
  margin: 0;
  padding: ${(p) => `${themeOf(p).spacing.xs} ${themeOf(p).spacing.sm}`};
  border-radius: ${(p) => themeOf(p).radii.sm};
  background: ${(p) => themeOf(p).palette.neutral.background};
  font-weight: ${(p) => themeOf(p).typography.fontWeight.medium};
`;

/** The body of a restricted card: the dimmed skeleton behind a lock, the message and the action. */
export function WidgetRestricted({ restriction, skeleton }: WidgetRestrictedProps) {
  const { message, actionLabel, onAction } = restriction;
  return (
    <Box data-testid="widget-restricted">
      {/* inert: nothing behind the prompt can be focused or read. */}
      <Backdrop aria-hidden="true" inert>
        {skeleton}
      </Backdrop>
      <Prompt>
        <Lock>
          <WidgetLockIcon />
        </Lock>
        <Message>{message}</Message>
        {actionLabel && onAction && (
          <Button type="button" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </Prompt>
    </Box>
  );
}
