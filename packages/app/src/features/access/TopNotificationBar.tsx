import { use } from 'react';
import { NotificationBar } from '../../shared/notifications/NotificationBar.tsx';
import { NotificationStoreContext } from '../../shared/notifications/NotificationStoreContext.ts';
import { ShellBarContext } from '../../shared/notifications/ShellBarContext.ts';

/**
 * The top notification bar of the pages outside the shell: login, password recovery, error and
 * limit pages show the maintenance banner too. Nothing
 * when no <NotificationProvider> is above — the root route's error page replaces RootLayout itself —
 * or inside the shell, which has its own.
 */
export function TopNotificationBar() {
  const store = use(NotificationStoreContext);
  const inShell = use(ShellBarContext);
  return store && !inShell ? <NotificationBar /> : null;
}
