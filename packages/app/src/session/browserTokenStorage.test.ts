import { describe, expect, it, vi } from 'vitest';
import { createBrowserTokenStorage } from './browserTokenStorage.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('createBrowserTokenStorage (spec access-shell-plans §2.2 Remember this device)', () => {
  it('keeps the token for the tab only when remember is not ticked', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const storage = createBrowserTokenStorage({ local, session });
    storage.set('auth-1');
    expect(session.length).toBe(1);
    expect(local.length).toBe(0);
    expect(storage.get()).toBe('auth-1');
  });

  it('persists in localStorage when remember is ticked, and moves the token out of the other store', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const storage = createBrowserTokenStorage({ local, session });
    storage.set('auth-tab');
    storage.setRemember(true);
    storage.set('auth-device');
    expect(session.length).toBe(0);
    expect(createBrowserTokenStorage({ local, session: memoryStorage() }).get()).toBe('auth-device');
  });

  it('signing out clears both stores', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const storage = createBrowserTokenStorage({ local, session });
    storage.setRemember(true);
    storage.set('auth-1');
    storage.setRemember(false);
    storage.set(null);
    expect(local.length + session.length).toBe(0);
    expect(storage.get()).toBeNull();
  });

  it('logs and ignores storage failures (spec §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const storage = createBrowserTokenStorage({ local: broken, session: broken });
    expect(() => storage.set('auth-1')).not.toThrow();
    expect(storage.get()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
