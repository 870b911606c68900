import { describe, expect, it, vi } from 'vitest';
import {
  ADBLOCK_REPEAT_MS,
  ADBLOCK_STORAGE_KEY,
  adblockPopupDue,
  readAdblockShownAt,
  recordAdblockShown,
} from './adblockSchedule.ts';

const DAY = 24 * 60 * 60 * 1000;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('adblock popup schedule (at most once per 30 days)', () => {
  const now = Date.UTC(2026, 10, 21);

  it('is due when it never showed', () => {
    expect(adblockPopupDue(null, now)).toBe(true);
  });

  it('is not due within 30 days of the last showing', () => {
    expect(adblockPopupDue(now - DAY, now)).toBe(false);
    expect(adblockPopupDue(now - ADBLOCK_REPEAT_MS + 1, now)).toBe(false);
  });

  it('is due again after 30 days', () => {
    expect(adblockPopupDue(now - ADBLOCK_REPEAT_MS, now)).toBe(true);
    expect(adblockPopupDue(now - 31 * DAY, now)).toBe(true);
  });

  it('is due when the stored time is in the future (clock changed)', () => {
    expect(adblockPopupDue(now + DAY, now)).toBe(true);
  });

  it('stores and reads the timestamp; garbage reads as never', () => {
    const storage = memoryStorage();
    expect(readAdblockShownAt(storage)).toBeNull();
    recordAdblockShown(storage, now);
    expect(readAdblockShownAt(storage)).toBe(now);
    storage.setItem(ADBLOCK_STORAGE_KEY, 'soon');
    expect(readAdblockShownAt(storage)).toBeNull();
  });

  it('logs and ignores storage failures', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readAdblockShownAt(broken)).toBeNull();
    expect(() => recordAdblockShown(broken, now)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
