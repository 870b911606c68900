import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useAdlensTranslation } from '../provider/useAdlensTranslation.ts';
import { Button } from '../ui/Button.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { WidgetMessage } from './WidgetMessage.tsx';
import type { WidgetStatus } from './widgetStatus.ts';

export interface WidgetCardStateProps {
  status: Exclude<WidgetStatus, 'success'>;
  title: string;
  /** The card title's id: the error message's id starts with it. */
  titleId: string;
  skeleton?: ReactNode;
  emptyReason?: ReactNode;
  emptyText?: string;
  emptyHint?: string;
  errorText?: string;
  onRetry?: () => void;
}

/** The loading skeleton, stretched like the body's other states. */
const SkeletonBox = styled.div`
  flex: 1 0 auto;
`;

/** An empty or failed card's reason and message, together at the body's least height. */
const StateBox = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
`;

/**
 * The card's body while it shows no data: the skeleton (and a status for assistive technology) while
 * loading, the reason and message when empty, the message with 'Try again' on an error.
 */
export function WidgetCardState({
  status,
  title,
  titleId,
  skeleton,
  emptyReason,
  emptyText,
  emptyHint,
  errorText,
  onRetry,
}: WidgetCardStateProps) {
  const { t } = useAdlensTranslation();
  const errorId = `${titleId}-error`;
  if (status === 'loading')
    return (
      <>
        <VisuallyHidden role="status">{t('widget.loading', { title })}</VisuallyHidden>
        <SkeletonBox aria-hidden="true" data-body-state="">
          {skeleton}
        </SkeletonBox>
      </>
    );
  if (status === 'empty')
    return (
      <StateBox data-body-state="">
        {emptyReason}
        <WidgetMessage message={emptyText ?? t('widget.empty')} hint={emptyHint ?? t('widget.emptyHint')} />
      </StateBox>
    );
  return (
    <StateBox data-body-state="">
      <WidgetMessage
        message={errorText ?? t('widget.error', { title })}
        messageId={errorId}
        action={
          onRetry && (
            // Described by the message, so several failed cards' buttons are told apart.
            <Button type="button" onClick={onRetry} aria-describedby={errorId}>
              {t('widget.retry')}
            </Button>
          )
        }
      />
    </StateBox>
  );
}
