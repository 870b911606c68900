import { describe, expect, it } from 'vitest';
import { groupSubscriptionEntry, singleSubscriptionEntry, subscriptionEntryTitle } from './subscriptions.ts';

describe('subscription entries', () => {
  it('a single entry holds the one entity id; a group its favourite id, name and members', () => {
    expect(singleSubscriptionEntry('advertiser', 12, 'US')).toEqual({
      type: 'single',
      dataPoint: 'advertiser',
      countryId: 'US',
      instances: [12],
    });
    expect(groupSubscriptionEntry('publisher', { id: 'f1', name: 'News', instances: [3, 4] }, 'GB')).toEqual({
      type: 'group',
      dataPoint: 'publisher',
      countryId: 'GB',
      instances: [3, 4],
      favoriteId: 'f1',
      name: 'News',
    });
  });

  it("reads as the group's name, else its entities' titles, ids for entities no longer known", () => {
    const entities = [{ id: 1, title: 'nike.com', icon: null }];
    expect(subscriptionEntryTitle({ name: 'Rivals', instances: [1], entities })).toBe('Rivals');
    expect(subscriptionEntryTitle({ name: null, instances: [1, 2], entities })).toBe('nike.com, #2');
  });
});
