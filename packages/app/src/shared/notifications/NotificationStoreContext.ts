import { createContext } from 'react';
import type { NotificationStore } from './notificationStore.ts';

export const NotificationStoreContext = createContext<NotificationStore | null>(null);
