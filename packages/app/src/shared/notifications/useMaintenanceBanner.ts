import { useEffect } from 'react';
import { fetchPublicSettings } from './fetchPublicSettings.ts';
import type { NotificationStore } from './notificationStore.ts';

export interface UseMaintenanceBannerOptions {
  /** The AdlensClient's `apiOrigin`. */
  apiOrigin: string;
  /** Test seam: the transport for the settings call. */
  fetch?: typeof fetch;
  /** The store the banner is added to. */
  store: NotificationStore;
}

/** Shown when the settings enable maintenance without a message of their own. */
const DEFAULT_MAINTENANCE_MESSAGE = 'Adlens is undergoing scheduled maintenance. Some data may be unavailable.';

/**
 * A maintenance banner is added to the top notification bar at
 * startup when the public settings say so. Mount once, near the root; a failed call shows nothing.
 */
export function useMaintenanceBanner({ apiOrigin, fetch, store }: UseMaintenanceBannerOptions): void {
  useEffect(() => {
    const abort = new AbortController();
    void fetchPublicSettings({ apiOrigin, fetch, signal: abort.signal }).then((settings) => {
      if (abort.signal.aborted || !settings?.maintenance.enabled) return;
      store.getState().notify({
        type: 'maintenance',
        message: settings.maintenance.message || DEFAULT_MAINTENANCE_MESSAGE,
        // shared: a second mount (StrictMode, remount) counts instead of stacking banners.
        options: { theme: 'warning', shared: true },
      });
    });
    return () => abort.abort();
  }, [apiOrigin, fetch, store]);
}
