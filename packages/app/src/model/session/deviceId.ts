const KEY = 'adlens.deviceId';

/**
 * The stable per-browser device id sent as `requestId` on logins (
 * the request id identifies the device for the device limit). The standalone app keeps it in
 * localStorage (`adlens.deviceId`); embeds pass no storage and get a memory-only id, since partner
 * frames must not persist anything. Storage failures are logged and
 * ignored: the id then lives as long as the page.
 */
export function resolveDeviceId(storage: Storage | undefined, newId: () => string = randomId): string {
  try {
    const stored = storage?.getItem(KEY);
    if (stored) return stored;
  } catch (error) {
    console.warn('Adlens: could not read the device id', error);
  }
  const id = newId();
  try {
    storage?.setItem(KEY, id);
  } catch (error) {
    console.warn('Adlens: could not store the device id', error);
  }
  return id;
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/** localStorage, or undefined where reading it throws (blocked storage) or there is no window. */
export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
