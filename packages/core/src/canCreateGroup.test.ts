import { describe, expect, it } from 'vitest';
import { canCreateGroup } from './canCreateGroup.ts';

const none = { instances: [], favoriteIds: [], unsavedGroups: [] };

describe('group creation', () => {
  it('needs more than one instance', () => {
    expect(canCreateGroup(none)).toBe(false);
    expect(canCreateGroup({ ...none, instances: [1] })).toBe(false);
    expect(canCreateGroup({ ...none, instances: [1, 2] })).toBe(true);
  });

  it('accepts a saved group or an unsaved group even beside a single instance', () => {
    expect(canCreateGroup({ ...none, favoriteIds: ['3f2504e0-4f89-11d3-9a0c-0305e82c3301'] })).toBe(true);
    expect(canCreateGroup({ ...none, instances: [1], unsavedGroups: [{ name: 'Group 1', instances: [2, 3] }] })).toBe(
      true,
    );
  });
});
