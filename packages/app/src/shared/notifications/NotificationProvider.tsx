import { type ReactNode, useState } from 'react';
import { NotificationStoreContext } from './NotificationStoreContext.ts';
import { type NotificationStore, createNotificationStore } from './notificationStore.ts';

export interface NotificationProviderProps {
  /** The app's store; a fresh one when omitted (tests, stories). */
  store?: NotificationStore;
  children: ReactNode;
}

/** Makes a notification store available to `useNotifications` and the notification bar. */
export function NotificationProvider({ store, children }: NotificationProviderProps) {
  const [own] = useState(() => store ?? createNotificationStore());
  return <NotificationStoreContext value={store ?? own}>{children}</NotificationStoreContext>;
}
