import { use } from 'react';
import { NotificationStoreContext } from './NotificationStoreContext.ts';
import type { NotificationStore } from './notificationStore.ts';

/** The notification store of the nearest <NotificationProvider>. */
export function useNotificationStore(): NotificationStore {
  const store = use(NotificationStoreContext);
  if (!store) throw new Error('useNotificationStore must be used within <NotificationProvider>');
  return store;
}
