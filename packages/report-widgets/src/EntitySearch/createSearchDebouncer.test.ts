import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, createSearchDebouncer } from './createSearchDebouncer.ts';

describe('createSearchDebouncer (debounced 500 ms, distinct values only)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms after the last keystroke and emits the normalised term once', () => {
    const onTerm = vi.fn();
    const debouncer = createSearchDebouncer({ onTerm });
    debouncer.push('N');
    vi.advanceTimersByTime(300);
    debouncer.push('Ni');
    vi.advanceTimersByTime(300);
    debouncer.push(' Nike ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(onTerm).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTerm).toHaveBeenCalledTimes(1);
    expect(onTerm).toHaveBeenCalledWith('nike');
  });

  it('does not emit a term equal to the previous one', () => {
    const onTerm = vi.fn();
    const debouncer = createSearchDebouncer({ onTerm, initialTerm: '' });
    debouncer.push('nike');
    vi.runAllTimers();
    debouncer.push('"NIKE" ');
    vi.runAllTimers();
    debouncer.push('   ');
    vi.runAllTimers();
    debouncer.push('');
    vi.runAllTimers();
    expect(onTerm.mock.calls).toEqual([['nike'], ['']]);
  });

  it('emits nothing for the initial term and nothing after cancel', () => {
    const onTerm = vi.fn();
    const debouncer = createSearchDebouncer({ onTerm, initialTerm: '' });
    debouncer.push('  ');
    vi.runAllTimers();
    debouncer.push('adidas');
    debouncer.cancel();
    vi.runAllTimers();
    expect(onTerm).not.toHaveBeenCalled();
  });
});
