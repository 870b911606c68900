import { type StoreApi, createStore } from 'zustand/vanilla';

/** Notifications animate in and out over 200 ms. */
export const NOTIFICATION_ANIMATION_MS = 200;

export type NotificationTheme = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A notification's options. */
interface NotificationOptions {
  theme: NotificationTheme;
  spinner: boolean;
  closable: boolean;
  /** Notifications of the same type share one entry and count how many callers raised it. */
  shared: boolean;
}

/** A link after the message, e.g. 'Open dashboard' (the onboarding's dashboard notice). */
export interface NotificationAction {
  label: string;
  /** An app path; following it closes the notice. */
  href: string;
}

/** A notification of the top bar: id, type, message, options, state. */
export interface Notification {
  id: string;
  /** The kind of notice, e.g. 'maintenance'; shared notifications are matched by it. */
  type: string;
  message: string;
  action?: NotificationAction;
  options: NotificationOptions;
  state: {
    /** True while the leave animation runs; the entry is removed when it ends. */
    hidden: boolean;
    sharedCount: number;
  };
}

interface NotifyInput {
  type: string;
  message: string;
  action?: NotificationAction;
  options?: Partial<NotificationOptions>;
}

interface DismissOptions {
  /** Remove a shared notification whatever its count. */
  force?: boolean;
}

export interface NotificationState {
  notifications: readonly Notification[];
  /** Shows a notification and returns its id (the existing one's for a shared type). */
  notify(input: NotifyInput): string;
  dismiss(id: string, options?: DismissOptions): void;
}

export type NotificationStore = StoreApi<NotificationState>;

export interface NotificationStoreOptions {
  /** Length of the leave animation; 0 removes at once. */
  animationMs?: number;
  /** Test seam for the removal timer. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

const DEFAULT_NOTIFICATION_OPTIONS: NotificationOptions = {
  theme: 'default',
  spinner: false,
  closable: true,
  shared: false,
};

/**
 * The top notification bar's queue, framework-free so the
 * runtime, the client's callbacks and components can all raise notices.
 */
export function createNotificationStore({
  animationMs = NOTIFICATION_ANIMATION_MS,
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}: NotificationStoreOptions = {}): NotificationStore {
  let nextId = 1;
  const removals = new Map<string, unknown>();

  return createStore<NotificationState>()((set, get) => {
    const update = (id: string, change: (notification: Notification) => Notification) =>
      set({ notifications: get().notifications.map((item) => (item.id === id ? change(item) : item)) });

    const remove = (id: string) => {
      removals.delete(id);
      set({ notifications: get().notifications.filter((item) => item.id !== id) });
    };

    const startLeaving = (id: string) => {
      if (removals.has(id)) return;
      if (animationMs <= 0) {
        remove(id);
        return;
      }
      update(id, (item) => ({ ...item, state: { ...item.state, hidden: true } }));
      removals.set(
        id,
        schedule(() => remove(id), animationMs),
      );
    };

    return {
      notifications: [],
      notify({ type, message, action, options }) {
        const resolved = { ...DEFAULT_NOTIFICATION_OPTIONS, ...options };
        if (resolved.shared) {
          // A shared notification of the same type only increments the counter.
          const existing = get().notifications.find((item) => item.options.shared && item.type === type);
          if (existing) {
            const leaving = removals.get(existing.id);
            if (leaving !== undefined) {
              // Raised again while it animates out: keep it, as a fresh single notice.
              cancel(leaving);
              removals.delete(existing.id);
              update(existing.id, (item) => ({ ...item, message, state: { hidden: false, sharedCount: 1 } }));
            } else {
              update(existing.id, (item) => ({
                ...item,
                state: { ...item.state, sharedCount: item.state.sharedCount + 1 },
              }));
            }
            return existing.id;
          }
        }
        const id = `notification-${nextId++}`;
        set({
          notifications: [
            ...get().notifications,
            {
              id,
              type,
              message,
              ...(action ? { action } : {}),
              options: resolved,
              state: { hidden: false, sharedCount: 1 },
            },
          ],
        });
        return id;
      },
      dismiss(id, { force = false } = {}) {
        const notification = get().notifications.find((item) => item.id === id);
        if (!notification) return;
        // Removal decrements a shared counter until zero unless forced.
        if (!force && notification.options.shared && notification.state.sharedCount > 1) {
          update(id, (item) => ({ ...item, state: { ...item.state, sharedCount: item.state.sharedCount - 1 } }));
          return;
        }
        startLeaving(id);
      },
    };
  });
}
