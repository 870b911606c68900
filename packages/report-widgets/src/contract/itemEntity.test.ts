import { describe, expect, it } from 'vitest';
import { itemEntity } from './itemEntity.ts';

describe('the entity a report item opens', () => {
  it('is the single entity, or the category of a benchmark', () => {
    expect(itemEntity({ entities: [{ entityType: 'advertiser', ids: [12] }] })).toEqual({
      entityType: 'advertiser',
      id: 12,
    });
    expect(itemEntity({ entities: [{ entityType: 'category', ids: [3] }] })).toEqual({ entityType: 'category', id: 3 });
  });

  it('is none for a group of several', () => {
    expect(itemEntity({ entities: [{ entityType: 'advertiser', ids: [12, 40] }] })).toBeUndefined();
    expect(
      itemEntity({
        entities: [
          { entityType: 'advertiser', ids: [12] },
          { entityType: 'advertiser', ids: [40] },
        ],
      }),
    ).toBeUndefined();
    expect(itemEntity({ entities: [] })).toBeUndefined();
  });
});
