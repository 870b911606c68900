import { describe, expect, it, vi } from 'vitest';
import { resolveDeviceId } from './deviceId.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('resolveDeviceId', () => {
  it('creates the id once and keeps it under adlens.deviceId', () => {
    const storage = memoryStorage();
    const first = resolveDeviceId(storage, () => 'id-1');
    expect(first).toBe('id-1');
    expect(storage.getItem('adlens.deviceId')).toBe('id-1');
    expect(resolveDeviceId(storage, () => 'id-2')).toBe('id-1');
  });

  it('is memory-only without storage (embeds) and survives a storage that throws', () => {
    expect(resolveDeviceId(undefined, () => 'mem')).toBe('mem');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('blocked');
    };
    broken.setItem = () => {
      throw new Error('blocked');
    };
    expect(resolveDeviceId(broken, () => 'fallback')).toBe('fallback');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
