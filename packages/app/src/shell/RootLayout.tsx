import { Outlet, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { NotificationProvider } from '../shared/notifications/NotificationProvider.tsx';
import { type NotificationStore, createNotificationStore } from '../shared/notifications/notificationStore.ts';
import { useMaintenanceBanner } from '../shared/notifications/useMaintenanceBanner.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { ReconnectingNotice } from './ReconnectingNotice.tsx';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import { SplashOverlay } from './SplashOverlay.tsx';

export interface RootLayoutProps {
  /** The app's notification store; one per mounted app when omitted. */
  notifications?: NotificationStore;
}

/**
 * The root of every route: the page, the session-expired dialog above it, 'Reconnecting…' while the
 * API cannot be reached, the notification store
 * (with the maintenance banner fetched once at startup) and the start-up splash, which
 * fades out when the first navigation ends.
 */
export function RootLayout({ notifications }: RootLayoutProps) {
  const { config } = useAdlensRuntime();
  const [own] = useState(() => notifications ?? createNotificationStore());
  const store = notifications ?? own;
  const ready = useRouterState({ select: (state) => state.status === 'idle' && state.resolvedLocation !== undefined });
  useMaintenanceBanner({ apiOrigin: config.apiOrigin, store });

  return (
    <NotificationProvider store={store}>
      <Outlet />
      <SessionExpiredDialog />
      <ReconnectingNotice />
      <SplashOverlay ready={ready} />
    </NotificationProvider>
  );
}
