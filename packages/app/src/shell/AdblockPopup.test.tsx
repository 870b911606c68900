import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdblockPopup } from './AdblockPopup.tsx';
import { ADBLOCK_REPEAT_MS, ADBLOCK_STORAGE_KEY } from './adblockSchedule.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function memoryStorage(initial?: number) {
  const values = new Map<string, string>();
  if (initial !== undefined) values.set(ADBLOCK_STORAGE_KEY, String(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const NOW = Date.UTC(2026, 10, 21);
const now = () => NOW;
const title = 'We noticed you are using AdBlock';

describe('AdblockPopup', () => {
  it('checks after 1 s and shows once a blocker is found, recording the time', () => {
    const storage = memoryStorage();
    const detect = vi.fn(() => true);
    render(<AdblockPopup storage={storage} now={now} detect={detect} />);
    act(() => vi.advanceTimersByTime(999));
    expect(detect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(storage.getItem(ADBLOCK_STORAGE_KEY)).toBe(String(NOW));
  });

  it('Close closes it', () => {
    render(<AdblockPopup storage={memoryStorage()} now={now} detect={() => true} />);
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show again within 30 days', () => {
    const detect = vi.fn(() => true);
    render(<AdblockPopup storage={memoryStorage(NOW - ADBLOCK_REPEAT_MS + 60_000)} now={now} detect={detect} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(detect).not.toHaveBeenCalled();
  });

  it('shows again after 30 days', () => {
    render(<AdblockPopup storage={memoryStorage(NOW - ADBLOCK_REPEAT_MS)} now={now} detect={() => true} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
  });

  it('stays hidden without a blocker, and does not use up the 30 days', () => {
    const storage = memoryStorage();
    render(<AdblockPopup storage={storage} now={now} detect={() => false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.getItem(ADBLOCK_STORAGE_KEY)).toBeNull();
  });
});
