import type { FavoriteDetails, FavoritesResponse, ReportItem, SaveFavoriteRequest, SavedGroup } from '@adlens/core';
import { describe, expect, it } from 'vitest';
import { groupFavoriteDetails } from './groupFavoriteDetails.ts';
import { saveFavorite } from './saveFavorite.ts';

/** The favourites API's save rules in memory: a strict search matches the name whatever its case, per type. */
function favoritesApi(initial: SavedGroup[] = []) {
  const favorites = [...initial];
  let next = 1;
  const stored = (request: SaveFavoriteRequest, id: string): SavedGroup => ({
    id,
    name: request.name,
    details: { ...request.details, entities: [] },
    createdAt: '2026-11-27T00:00:00.000Z',
    updatedAt: '2026-11-27T00:00:00.000Z',
  });
  return {
    favorites,
    client: {
      getFavorites: async (query: { search?: string; strict?: boolean; types?: readonly string[] }) => {
        const elements = favorites.filter(
          (favorite) =>
            favorite.name.toLowerCase() === query.search?.toLowerCase() &&
            (query.types ?? []).includes(favorite.details.type),
        );
        return { elements, count: { total: elements.length } } satisfies FavoritesResponse;
      },
      createFavorite: async (request: SaveFavoriteRequest) => {
        const favorite = stored(request, `00000000-0000-4000-8000-00000000000${next++}`);
        favorites.push(favorite);
        return favorite;
      },
      updateFavorite: async (id: string, change: Partial<SaveFavoriteRequest>) => {
        const index = favorites.findIndex((favorite) => favorite.id === id);
        const favorite = stored({ name: change.name!, details: change.details! }, id);
        favorites[index] = favorite;
        return favorite;
      },
    },
  };
}

const group = (title: string, items: ReportItem[]) => ({ kind: 'group', title, items }) as const;
const single = (id: number): ReportItem => ({ kind: 'single', id });

describe('saving a group as a favourite', () => {
  it('creates it the first time and updates the same one when the name and type match', async () => {
    const api = favoritesApi();
    const first = groupFavoriteDetails('advertiser', group('Rivals', [single(1), single(2)]), [1, 2]);
    const created = await saveFavorite(api.client as never, 'Rivals', first);
    expect(created.updated).toBe(false);

    const second = groupFavoriteDetails('advertiser', group('Rivals', [single(1), single(2), single(3)]), [1, 2, 3]);
    const updated = await saveFavorite(api.client as never, ' rivals ', second);
    expect(updated).toMatchObject({ updated: true, favorite: { id: created.favorite.id, name: 'rivals' } });
    expect(api.favorites).toHaveLength(1);
    expect(api.favorites[0]!.details.instances).toEqual([1, 2, 3]);
  });

  it('creates a new one when only a favourite of another type has the name', async () => {
    const api = favoritesApi();
    const comparison: FavoriteDetails = {
      ...groupFavoriteDetails('advertiser', group('Rivals', [single(1), single(2)]), [1, 2]),
      type: 'COMPARISON',
    };
    await saveFavorite(api.client as never, 'Rivals', comparison);
    const saved = await saveFavorite(
      api.client as never,
      'Rivals',
      groupFavoriteDetails('advertiser', group('Rivals', [single(1), single(2)]), [1, 2]),
    );
    expect(saved.updated).toBe(false);
    expect(api.favorites.map((favorite) => favorite.details.type)).toEqual(['COMPARISON', 'GROUP']);
  });

  it('saves a regular group of its entities, nested groups as named subgroups, without filters or benchmark', () => {
    const details = groupFavoriteDetails(
      'brand',
      group('All', [single(1), group('Shoes', [single(2), single(3)])]),
      [1, 2, 3],
    );
    expect(details).toEqual({
      type: 'GROUP',
      moduleType: 'AD_INTELLIGENCE',
      entityType: 'brand',
      categoryId: null,
      instances: [1],
      unsavedGroups: [{ name: 'Shoes', instances: [2, 3] }],
      params: null,
    });
  });
});
