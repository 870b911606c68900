import { describe, expect, it } from 'vitest';
import { createExportRunStore } from './exportRunStore.ts';

describe('the exports in progress', () => {
  it('keeps a group busy until the last of its exports ends (a group shares its in-progress state)', () => {
    const store = createExportRunStore();
    const { setBusy } = store.getState();
    setBusy('widget:top-ads', true);
    setBusy('widget:top-ads', true);
    setBusy('report', true);
    setBusy('widget:top-ads', false);
    expect([...store.getState().busyGroups].sort()).toEqual(['report', 'widget:top-ads']);
    setBusy('widget:top-ads', false);
    setBusy('report', false);
    expect(store.getState().busyGroups.size).toBe(0);
  });
});
