/** The adblock popup shows at most once per 30 days… */
export const ADBLOCK_REPEAT_MS = 30 * 24 * 60 * 60 * 1000;
/** …and the check runs 1 s after start, once blockers have hidden their targets. */
export const ADBLOCK_CHECK_DELAY_MS = 1000;
export const ADBLOCK_STORAGE_KEY = 'adlens.adblockPopupShownAt';

/** Whether the popup may show now, given when it last showed (epoch ms, or null for never). */
export function adblockPopupDue(lastShownAt: number | null, now: number): boolean {
  return lastShownAt === null || now - lastShownAt >= ADBLOCK_REPEAT_MS || now < lastShownAt;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Local storage failures are logged and ignored. */
export function readAdblockShownAt(storage: KeyValueStorage | null): number | null {
  try {
    const raw = storage?.getItem(ADBLOCK_STORAGE_KEY);
    const value = raw ? Number(raw) : Number.NaN;
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    console.warn('Adlens: could not read local storage', error);
    return null;
  }
}

export function recordAdblockShown(storage: KeyValueStorage | null, now: number): void {
  try {
    storage?.setItem(ADBLOCK_STORAGE_KEY, String(now));
  } catch (error) {
    console.warn('Adlens: could not write local storage', error);
  }
}
