import type { AdlensClient } from '@adlens/api-client';
import type { FavoriteDetails, SavedGroup } from '@adlens/core';

/**
 * spec reports-data §4 Saving a group: look for an existing group of the same name and type; update
 * it if found, else create one. The caller then signals favourites updated (invalidates
 * adlensKeys.favorites()).
 */
export async function saveFavorite(client: AdlensClient, name: string, details: FavoriteDetails): Promise<SavedGroup> {
  const trimmed = name.trim();
  const existing = await client.getFavorites({ search: trimmed, strict: true, types: [details.type], size: 1 });
  const found = existing.elements[0];
  return found
    ? client.updateFavorite(found.id, { name: trimmed, details })
    : client.createFavorite({ name: trimmed, details });
}
