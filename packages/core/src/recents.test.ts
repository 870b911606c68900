import { describe, expect, it } from 'vitest';
import type { RecentDatapoint } from './datasets/reportViews.ts';
import { isBookmarkedRecent, recentEntities, recentType, visibleRecents } from './recents.ts';

const GROUP_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

function recent(details: Partial<RecentDatapoint['details']>, favorites: RecentDatapoint['favorites'] = []) {
  return {
    id: 'r1',
    time: '2026-10-31T10:00:00Z',
    favorites,
    details: {
      id: 'r1',
      type: 'regular',
      entityType: 'advertiser',
      moduleType: 'AD_INTELLIGENCE',
      instances: [],
      favoriteIds: [],
      unsavedGroups: [],
      categoryId: null,
      params: {},
      entities: [],
      ...details,
    },
  } satisfies RecentDatapoint;
}

describe('recent types', () => {
  it('tells single reports, groups and comparisons apart', () => {
    expect(recentType(recent({ instances: [1] }))).toBe('SINGLE');
    expect(recentType(recent({ favoriteIds: [GROUP_ID] }))).toBe('GROUP');
    expect(recentType(recent({ unsavedGroups: [{ name: 'Group 1', instances: [1, 2] }] }))).toBe('GROUP');
    expect(recentType(recent({ type: 'comparison', instances: [1, 2] }))).toBe('COMPARISON');
  });
});

describe('bookmarked recents', () => {
  const favourite = { id: GROUP_ID, name: 'Shoes', details: { params: { period: 'LAST_30_DAYS' } } };

  it('needs exactly one favourite with params and no instances', () => {
    expect(isBookmarkedRecent(recent({ favoriteIds: [GROUP_ID] }, [favourite]))).toBe(true);
    expect(isBookmarkedRecent(recent({ instances: [1] }, [favourite]))).toBe(false);
    expect(isBookmarkedRecent(recent({}, [favourite, { ...favourite, id: 'other' }]))).toBe(false);
    expect(isBookmarkedRecent(recent({}, [{ ...favourite, details: { params: null } }]))).toBe(false);
    expect(isBookmarkedRecent(recent({}))).toBe(false);
  });
});

describe('recents drop rules', () => {
  const enabled = { categoryReportEnabled: true };

  it('drops comparisons with fewer than 2 entities and no group', () => {
    const kept = [
      recent({ type: 'comparison', instances: [1, 2] }),
      recent({ type: 'comparison', instances: [1], favoriteIds: [GROUP_ID] }),
      recent({ type: 'comparison', instances: [], unsavedGroups: [{ name: 'G', instances: [1, 2] }] }),
      recent({ instances: [1] }),
    ];
    const dropped = [recent({ type: 'comparison', instances: [1] }), recent({ type: 'comparison', instances: [] })];
    expect(visibleRecents([...dropped, ...kept], enabled)).toEqual(kept);
  });

  it('drops category items when the category report is disabled', () => {
    const category = recent({ entityType: 'category', instances: [5] });
    const advertiser = recent({ instances: [1] });
    expect(visibleRecents([category, advertiser], { categoryReportEnabled: false })).toEqual([advertiser]);
    expect(visibleRecents([category, advertiser], enabled)).toEqual([category, advertiser]);
  });
});

describe('recently viewed entities (the entity search when empty)', () => {
  const nike = { id: 7, title: 'nike.com', icon: '/icons/7.svg' };
  const adidas = { id: 9, title: 'adidas.com', icon: null };
  const recents = [
    recent({ instances: [7], entities: [nike] }),
    recent({ type: 'comparison', instances: [7, 9], entities: [nike, adidas] }),
    recent({ entityType: 'publisher', instances: [3], entities: [{ id: 3, title: 'cnn.com', icon: null }] }),
    recent({ unsavedGroups: [{ name: 'Group 1', instances: [7, 9] }] }),
    recent({ instances: [9], entities: [adidas] }),
    recent({ instances: [7], entities: [nike] }),
    recent({ instances: [11] }),
  ];

  it('lists the entities of single reports, newest first and each once', () => {
    expect(recentEntities(recents)).toEqual([
      { id: 7, entityType: 'advertiser', title: 'nike.com', icon: '/icons/7.svg' },
      { id: 3, entityType: 'publisher', title: 'cnn.com', icon: null },
      { id: 9, entityType: 'advertiser', title: 'adidas.com', icon: null },
      { id: 11, entityType: 'advertiser', title: '#11', icon: null },
    ]);
  });

  it('keeps to one entity type and a limit', () => {
    expect(recentEntities(recents, { entityType: 'advertiser', limit: 2 }).map((entity) => entity.id)).toEqual([7, 9]);
    expect(recentEntities(recents, { entityType: 'keyword' })).toEqual([]);
  });
});
