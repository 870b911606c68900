import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ComboboxKeysOptions, useComboboxKeys } from './useComboboxKeys.ts';

const key = (name: string) =>
  ({ key: name, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLInputElement> & {
    preventDefault: ReturnType<typeof vi.fn>;
  };

function setup(overrides: Partial<ComboboxKeysOptions<string>> = {}) {
  const callbacks = { onOpen: vi.fn(), onPick: vi.fn(), onClose: vi.fn(), onClear: vi.fn() };
  const hook = renderHook((props: Partial<ComboboxKeysOptions<string>>) =>
    useComboboxKeys({ options: ['a', 'b', 'c'], term: 'x', open: true, ...callbacks, ...overrides, ...props }),
  );
  return { ...callbacks, hook };
}

describe('useComboboxKeys', () => {
  it('moves with the arrows, wrapping around, and starts from the first or the last', () => {
    const { hook, onOpen } = setup();
    act(() => hook.result.current.onKeyDown(key('ArrowUp')));
    expect(hook.result.current.activeOption).toBe('c');
    act(() => hook.result.current.onKeyDown(key('ArrowDown')));
    expect(hook.result.current.activeOption).toBe('a');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('picks the active option on Enter, or the first one when none is active', () => {
    const { hook, onPick } = setup();
    const enter = key('Enter');
    act(() => hook.result.current.onKeyDown(enter));
    expect(onPick).toHaveBeenLastCalledWith('a', enter);
    expect(enter.preventDefault).toHaveBeenCalled();
    act(() => hook.result.current.setActiveIndex(1));
    act(() => hook.result.current.onKeyDown(key('Enter')));
    expect(onPick).toHaveBeenLastCalledWith('b', expect.anything());
  });

  it('leaves Enter alone when nothing is active and the list is an offer, or the popup is closed', () => {
    const offer = setup({ firstOnEnter: false });
    const enter = key('Enter');
    act(() => offer.hook.result.current.onKeyDown(enter));
    expect(offer.onPick).not.toHaveBeenCalled();
    expect(enter.preventDefault).not.toHaveBeenCalled();
    const closed = setup({ open: false });
    act(() => closed.hook.result.current.onKeyDown(key('Enter')));
    expect(closed.onPick).not.toHaveBeenCalled();
  });

  it('picks on Enter while the popup is closed when asked to', () => {
    const { hook, onPick } = setup({ open: false, pickWhileClosed: true });
    act(() => hook.result.current.onKeyDown(key('Enter')));
    expect(onPick).toHaveBeenLastCalledWith('a', expect.anything());
  });

  it('forgets the active option when the term changes', () => {
    const { hook } = setup();
    act(() => hook.result.current.setActiveIndex(2));
    hook.rerender({ term: 'xy' });
    expect(hook.result.current.activeIndex).toBe(-1);
  });

  it('keeps an option active by its key while the list around it changes', () => {
    const { hook } = setup({ optionKey: (option) => option });
    act(() => hook.result.current.setActiveIndex(1));
    hook.rerender({ options: ['z', 'a', 'b'] });
    expect(hook.result.current.activeOption).toBe('b');
  });

  it('closes on Escape, and clears once closed', () => {
    const open = setup();
    const escape = key('Escape');
    act(() => open.hook.result.current.onKeyDown(escape));
    expect(open.onClose).toHaveBeenCalledWith(escape);
    const closed = setup({ open: false });
    act(() => closed.hook.result.current.onKeyDown(key('Escape')));
    expect(closed.onClear).toHaveBeenCalledWith(expect.anything());
  });
});
