import { useStore } from 'zustand';
import type { NotificationState } from './notificationStore.ts';
import { useNotificationStore } from './useNotificationStore.ts';

/** A slice of the notification state, e.g. `useNotifications((s) => s.notify)`. */
export function useNotifications<T>(selector: (state: NotificationState) => T): T {
  return useStore(useNotificationStore(), selector);
}
