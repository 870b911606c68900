import type { AdlensClient } from '@adlens/api-client';
import type { FavoriteDetails, SavedGroup } from '@adlens/core';

/** A saved favourite, and whether an existing one of the same name and type was updated. */
export interface SavedFavorite {
  favorite: SavedGroup;
  updated: boolean;
}

/**
 * Saving a group: look for an existing group of the same name and type; update
 * it if found, else create one. The name matches whatever its case (one name per user and
 * type). The caller then signals favourites updated (invalidates adlensKeys.favorites()).
 */
export async function saveFavorite(
  client: Pick<AdlensClient, 'getFavorites' | 'createFavorite' | 'updateFavorite'>,
  name: string,
  details: FavoriteDetails,
): Promise<SavedFavorite> {
  const trimmed = name.trim();
  const existing = await client.getFavorites({ search: trimmed, strict: true, types: [details.type], size: 1 });
  const found = existing.elements[0];
  return found
    ? { favorite: await client.updateFavorite(found.id, { name: trimmed, details }), updated: true }
    : { favorite: await client.createFavorite({ name: trimmed, details }), updated: false };
}
