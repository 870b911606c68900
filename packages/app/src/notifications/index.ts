export { NotificationBar, NOTIFICATION_BAR_HEIGHT } from './NotificationBar.tsx';
export type { NotificationBarProps } from './NotificationBar.tsx';
export { NotificationProvider } from './NotificationProvider.tsx';
export type { NotificationProviderProps } from './NotificationProvider.tsx';
export { fetchPublicSettings } from './fetchPublicSettings.ts';
export type { FetchPublicSettingsOptions, PublicSettings } from './fetchPublicSettings.ts';
export {
  DEFAULT_NOTIFICATION_OPTIONS,
  NOTIFICATION_ANIMATION_MS,
  createNotificationStore,
} from './notificationStore.ts';
export type {
  DismissOptions,
  Notification,
  NotificationAction,
  NotificationOptions,
  NotificationState,
  NotificationStore,
  NotificationStoreOptions,
  NotificationTheme,
  NotifyInput,
} from './notificationStore.ts';
export { DEFAULT_MAINTENANCE_MESSAGE, useMaintenanceBanner } from './useMaintenanceBanner.ts';
export type { UseMaintenanceBannerOptions } from './useMaintenanceBanner.ts';
export { useNotificationStore } from './useNotificationStore.ts';
export { useNotifications } from './useNotifications.ts';
