import type { ReportViewRequest, SavedGroup } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { favoriteDetailsOf, favoriteKind, savedGroupItems } from './favoriteDetails.ts';

const group = (
  type: 'GROUP' | 'COMPARISON',
  instances: number[],
  groups: { name: string; instances: number[] }[] = [],
) =>
  ({
    id: 'f1',
    name: 'Shoes',
    details: {
      type,
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      categoryId: null,
      instances,
      unsavedGroups: groups,
      params: null,
      entities: [],
    },
    createdAt: '',
    updatedAt: '',
  }) satisfies SavedGroup;

describe('bookmark contents', () => {
  it('opens alone as the entities and groups it holds; beside other items a group stays one group', () => {
    const shoes = group('GROUP', [1, 2], [{ name: 'Rest', instances: [3] }]);
    expect(savedGroupItems(shoes, true)).toEqual([
      { kind: 'single', id: 1 },
      { kind: 'single', id: 2 },
      { kind: 'group', title: 'Rest', items: [{ kind: 'single', id: 3 }] },
    ]);
    expect(savedGroupItems(shoes, false)).toEqual([
      { kind: 'group', title: 'Shoes', items: savedGroupItems(shoes, true) },
    ]);
    expect(savedGroupItems(group('COMPARISON', [1, 2]), false)).toHaveLength(2);
    expect(favoriteKind(group('GROUP', [7]))).toBe('SINGLE');
    expect(favoriteKind(group('COMPARISON', [1, 2]))).toBe('COMPARISON');
  });

  it('bookmarks a report that opened a bookmark with that bookmark’s contents, so it stands alone', () => {
    const view: ReportViewRequest = {
      type: 'COMPARISON',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      instances: [9],
      favoriteIds: ['f1'],
      unsavedGroups: [],
      params: { period: 'LAST_3_MONTHS' },
      categoryId: 5,
    };
    expect(favoriteDetailsOf(view, [group('GROUP', [1, 9], [{ name: 'Rest', instances: [3] }])])).toEqual({
      type: 'COMPARISON',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'advertiser',
      categoryId: 5,
      instances: [9, 1],
      unsavedGroups: [{ name: 'Rest', instances: [3] }],
      params: { period: 'LAST_3_MONTHS' },
    });
  });
});
