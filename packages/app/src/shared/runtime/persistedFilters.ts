import { REPORT_FILTER_KEYS, type ReportFilterKey } from '../../model/location/searchParams.ts';

/**
 * This browser's copy of the user's last filter choices (channel, device, period, country, currency,
 * brand period and country), which the server
 * holds too (features/settings/applySavedFilters.ts). The channel is kept with its device as `TYPE-DEVICE`.
 * Storage access failures are logged and ignored.
 */
const PREFIX = 'adlens.filters.';

/** The brand reports' own period and country (docs/decisions/settings-and-notifications.md#keep-everything). */
const BRAND_FILTER_KEYS = { period: 'brandPeriod', country: 'brandCountry' } as const;
export type PersistedFilterKey = ReportFilterKey | (typeof BRAND_FILTER_KEYS)[keyof typeof BRAND_FILTER_KEYS];
export const PERSISTED_FILTER_KEYS: readonly PersistedFilterKey[] = [
  ...REPORT_FILTER_KEYS,
  ...Object.values(BRAND_FILTER_KEYS),
];

/** Where a report's filter is kept: a brand report keeps its period and country apart. */
export function persistedKeyOf(key: ReportFilterKey, brand: boolean): PersistedFilterKey {
  return brand && (key === 'period' || key === 'country') ? BRAND_FILTER_KEYS[key] : key;
}

/** A report's saved filter: a brand report's own, else the one every report shares. */
export function readReportFilter(key: ReportFilterKey, brand: boolean, storage?: Storage): string | null {
  const own = brand ? readPersistedFilter(persistedKeyOf(key, true), storage) : null;
  return own ?? readPersistedFilter(key, storage);
}

export function readPersistedFilter(key: PersistedFilterKey, storage: Storage | undefined = safeLocalStorage()) {
  try {
    return storage?.getItem(PREFIX + key) ?? null;
  } catch (error) {
    console.warn('Adlens: a saved filter could not be read', error);
    return null;
  }
}

export function writePersistedFilter(
  key: PersistedFilterKey,
  value: string,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(PREFIX + key, value);
  } catch (error) {
    console.warn('Adlens: a filter choice could not be saved', error);
  }
}

/**
 * Forgets this browser's copy of the filter choices: on logout and when the session expires, so the
 * next person to sign in here does not open reports on the last one's markets and periods. The
 * user's own choices stay on the server and come back at their next sign-in (applySavedFilters.ts).
 */
export function clearPersistedFilters(storage: Storage | undefined = safeLocalStorage()): void {
  for (const key of PERSISTED_FILTER_KEYS) {
    try {
      storage?.removeItem(PREFIX + key);
    } catch (error) {
      console.warn('Adlens: a saved filter could not be forgotten', error);
    }
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
