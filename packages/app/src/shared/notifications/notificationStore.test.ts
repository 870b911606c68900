import { describe, expect, it } from 'vitest';
import { createNotificationStore } from './notificationStore.ts';

/** A store whose removal timers run only when the test says so. */
function setup(animationMs = 200) {
  const timers = new Map<number, () => void>();
  let next = 1;
  const store = createNotificationStore({
    animationMs,
    setTimeout: (callback) => {
      const handle = next++;
      timers.set(handle, callback);
      return handle;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  });
  const flush = () => {
    for (const [handle, callback] of [...timers]) {
      timers.delete(handle);
      callback();
    }
  };
  return { store, state: () => store.getState(), flush, pending: () => timers.size };
}

describe('notification store', () => {
  it('applies the defaults: theme default, no spinner, closable, not shared', () => {
    const { state } = setup();
    state().notify({ type: 'info', message: 'Hello' });
    expect(state().notifications[0]).toMatchObject({
      type: 'info',
      message: 'Hello',
      options: { theme: 'default', spinner: false, closable: true, shared: false },
      state: { hidden: false, sharedCount: 1 },
    });
  });

  it('keeps separate entries for unshared notifications of one type', () => {
    const { state } = setup();
    const a = state().notify({ type: 'error', message: 'A' });
    const b = state().notify({ type: 'error', message: 'B' });
    expect(a).not.toBe(b);
    expect(state().notifications).toHaveLength(2);
  });

  it('a shared notification of the same type only increments the counter', () => {
    const { state } = setup();
    const first = state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    const second = state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    expect(second).toBe(first);
    expect(state().notifications).toHaveLength(1);
    expect(state().notifications[0]?.state.sharedCount).toBe(2);
    state().notify({ type: 'other', message: 'Other', options: { shared: true } });
    expect(state().notifications).toHaveLength(2);
  });

  it('removal decrements a shared counter until zero, then animates out for 200 ms', () => {
    const { state, flush } = setup();
    const id = state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    state().dismiss(id);
    expect(state().notifications[0]?.state).toEqual({ hidden: false, sharedCount: 1 });
    state().dismiss(id);
    expect(state().notifications[0]?.state.hidden).toBe(true);
    flush();
    expect(state().notifications).toHaveLength(0);
  });

  it('a forced removal ignores the shared counter', () => {
    const { state, flush } = setup();
    const id = state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    state().dismiss(id, { force: true });
    expect(state().notifications[0]?.state.hidden).toBe(true);
    flush();
    expect(state().notifications).toHaveLength(0);
  });

  it('a shared notification raised again while leaving stays, with a fresh count', () => {
    const { state, flush, pending } = setup();
    const id = state().notify({ type: 'offline', message: 'Offline', options: { shared: true } });
    state().dismiss(id);
    expect(state().notify({ type: 'offline', message: 'Offline again', options: { shared: true } })).toBe(id);
    expect(pending()).toBe(0);
    flush();
    expect(state().notifications[0]).toMatchObject({
      message: 'Offline again',
      state: { hidden: false, sharedCount: 1 },
    });
  });

  it('removes at once without an animation, and ignores unknown ids', () => {
    const { state } = setup(0);
    const id = state().notify({ type: 'info', message: 'Hi' });
    state().dismiss('missing');
    state().dismiss(id);
    expect(state().notifications).toHaveLength(0);
  });
});
