import type { ReportFilterKey } from '../routes/searchParams.ts';

/**
 * The user's last filter choices (spec reports-data §3 "Persisted settings keys": channel, device,
 * period, country, currency). The channel is kept with its device as `TYPE-DEVICE`. Storage access
 * failures are logged and ignored (spec §8).
 */
const PREFIX = 'adlens.filters.';

export function readPersistedFilter(key: ReportFilterKey, storage: Storage | undefined = safeLocalStorage()) {
  try {
    return storage?.getItem(PREFIX + key) ?? null;
  } catch (error) {
    console.warn('Adlens: a saved filter could not be read', error);
    return null;
  }
}

export function writePersistedFilter(
  key: ReportFilterKey,
  value: string,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(PREFIX + key, value);
  } catch (error) {
    console.warn('Adlens: a filter choice could not be saved', error);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
