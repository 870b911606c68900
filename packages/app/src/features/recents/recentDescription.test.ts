import { type RecentDatapoint, en } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { recentDescription } from './recentDescription.ts';

const NOW = new Date('2026-11-26T15:00:00Z');

function details(partial: Partial<RecentDatapoint['details']>): RecentDatapoint['details'] {
  return {
    id: 'v',
    type: 'regular',
    entityType: 'brand',
    moduleType: 'AD_INTELLIGENCE',
    instances: [],
    favoriteIds: [],
    unsavedGroups: [],
    categoryId: null,
    params: {},
    entities: [],
    ...partial,
  } as RecentDatapoint['details'];
}

describe('recentDescription: a recent report in words', () => {
  it('reads a group report as a group, with its saved and unsaved groups by name', () => {
    const described = recentDescription(
      {
        time: '2026-11-26T13:00:00Z',
        favorites: [{ id: 'f1', name: 'Sports brands', details: { params: null } }],
        details: details({ favoriteIds: ['f1'], unsavedGroups: [{ name: 'Group 2', instances: [3, 4] }] }),
      },
      en,
      { now: NOW },
    );
    expect(described.kind).toBe('Group · Brands');
    expect(described.parts.map((part) => [part.title, part.group])).toEqual([
      ['Sports brands', true],
      ['Group 2', true],
    ]);
    expect(described.versus).toBe(false);
    expect(described.when).toEqual({
      relative: '2 hours ago',
      absolute: '26 Nov 2026 13:00:00',
      iso: '2026-11-26T13:00:00.000Z',
    });
  });

  it('names a custom period by its dates, the channel with its device, and yesterday as such', () => {
    const described = recentDescription(
      {
        time: '2026-11-25T20:00:00Z',
        favorites: [],
        details: details({
          type: 'comparison',
          entityType: 'publisher',
          instances: [1, 2],
          params: { period: '20260101-20260331', channel: 'VIDEO-MOBILE' },
        }),
      },
      en,
      { now: NOW },
    );
    expect(described.kind).toBe('Comparison · Publishers');
    expect(described.parts.map((part) => part.title)).toEqual(['#1', '#2']);
    expect(described.filters).toEqual(['1 Jan – 31 Mar 2026', 'Video, Mobile']);
    expect(described.when?.relative).toBe('yesterday');
  });
});
