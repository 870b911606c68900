import { useRouter } from '@tanstack/react-router';
import { styled } from 'styled-components';
import type { NotificationAction } from './notificationStore.ts';
import { isPlainLeftClick } from '../ui/isPlainLeftClick.ts';

export interface NotificationActionLinkProps {
  action: NotificationAction;
  /** Called when the link is followed in this tab (the notice closes). */
  onFollow(): void;
}

const Link = styled.a`
  margin-left: 8px;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
`;

/** A notice's link: a real address (open in a new tab works), followed in the app without a reload. */
export function NotificationActionLink({ action, onFollow }: NotificationActionLinkProps) {
  const router = useRouter();
  return (
    <Link
      href={action.href}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onFollow();
        void router.navigate({ href: action.href });
      }}
    >
      {action.label}
    </Link>
  );
}
