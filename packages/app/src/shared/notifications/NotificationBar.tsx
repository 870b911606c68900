import { styled, css, keyframes } from 'styled-components';
import { CloseIcon } from '../ui/CloseIcon.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { tokens } from '../ui/tokens.ts';
import { NOTIFICATION_ANIMATION_MS, type Notification, type NotificationTheme } from './notificationStore.ts';
import { NotificationActionLink } from './NotificationActionLink.tsx';
import { useNotifications } from './useNotifications.ts';

export interface NotificationBarProps {
  /** Accessible name of the live region. */
  label?: string;
}

/** The top notification bar is 51 px high. */
const NOTIFICATION_BAR_HEIGHT = 51;

const THEMES: Record<NotificationTheme, { background: string; color: string }> = {
  default: { background: '#e8eefc', color: tokens.text },
  info: { background: '#e0f2fe', color: '#0c4a6e' },
  success: { background: '#dcfce7', color: '#14532d' },
  warning: { background: '#fef3c7', color: '#713f12' },
  error: { background: '#fee2e2', color: '#7f1d1d' },
};

const enter = keyframes`
  from { opacity: 0; transform: translateY(-100%); }
  to { opacity: 1; transform: none; }
`;

const leave = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
`;

const Item = styled.div<{ $theme: NotificationTheme; $leaving: boolean }>`
  display: flex;
  gap: 12px;
  align-items: center;
  min-height: ${NOTIFICATION_BAR_HEIGHT}px;
  padding: 0 16px;
  border-bottom: 1px solid ${tokens.border};
  background: ${({ $theme }) => THEMES[$theme].background};
  color: ${({ $theme }) => THEMES[$theme].color};
  animation: ${({ $leaving }) =>
    $leaving
      ? css`
          ${leave} ${NOTIFICATION_ANIMATION_MS}ms ease-in forwards
        `
      : css`
          ${enter} ${NOTIFICATION_ANIMATION_MS}ms ease-out
        `};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  font-size: 0.875rem;
`;

const Close = styled.button`
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${tokens.radius};
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgb(15 23 42 / 8%);
  }
`;

function NotificationItem({ notification, onClose }: { notification: Notification; onClose(): void }) {
  const { options, state, action } = notification;
  return (
    <Item
      $theme={options.theme}
      $leaving={state.hidden}
      data-theme={options.theme}
      aria-hidden={state.hidden || undefined}
    >
      {options.spinner && <Spinner />}
      <Message>
        {notification.message}
        {action && !state.hidden && <NotificationActionLink action={action} onFollow={onClose} />}
      </Message>
      {options.closable && !state.hidden && (
        <Close type="button" aria-label="Close notification" onClick={onClose}>
          <CloseIcon />
        </Close>
      )}
    </Item>
  );
}

/**
 * The top notification bar: one 51 px row per notification, in
 * and out over 200 ms. The live region is always present so new notices are announced.
 */
export function NotificationBar({ label = 'Notifications' }: NotificationBarProps) {
  const notifications = useNotifications((state) => state.notifications);
  const dismiss = useNotifications((state) => state.dismiss);
  return (
    <Region role="status" aria-live="polite" aria-label={label}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          // Closing by hand removes a shared notice outright, whoever else raised it.
          onClose={() => dismiss(notification.id, { force: true })}
        />
      ))}
    </Region>
  );
}
