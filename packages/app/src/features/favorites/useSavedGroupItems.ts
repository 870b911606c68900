import { favoriteQueryOptions } from '@adlens/api-client/query';
import type { ReportItem, SavedGroup } from '@adlens/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { savedGroupItems } from './favoriteDetails.ts';

export interface SavedGroupItems {
  /** The URL's items with each bookmark replaced by what it holds (kept as is until it loads). */
  items: readonly ReportItem[];
  /** The bookmarks the URL opens, once loaded. */
  favorites: SavedGroup[];
  /** False while a bookmark is loading. */
  settled: boolean;
}

/**
 * The report items of a URL that opens bookmarks (a saved group id is an
 * item): each is read once (favoriteQueryOptions) and opens as the entities and groups it holds. A
 * bookmark that cannot be read (deleted, another user's) stays an unresolved card.
 */
export function useSavedGroupItems(items: readonly ReportItem[]): SavedGroupItems {
  const { client } = useAdlensRuntime();
  const ids = items.flatMap((item) => (item.kind === 'savedGroup' ? [item.id] : []));
  const queries = useQueries({ queries: ids.map((id) => favoriteQueryOptions(client, id)) });
  const settled = queries.every((query) => !query.isPending);
  const loaded = queries.map((query) => query.data);
  const loadedKey = loaded.map((favorite) => favorite?.updatedAt ?? '').join(',');
  return useMemo(() => {
    if (ids.length === 0) return { items, favorites: [], settled: true };
    const favorites = loaded.filter((favorite): favorite is SavedGroup => favorite !== undefined);
    const expanded = items.flatMap((item) => {
      if (item.kind !== 'savedGroup') return [item];
      const favorite = favorites.find((candidate) => candidate.id === item.id);
      return favorite ? savedGroupItems(favorite, items.length === 1) : [item];
    });
    return { items: expanded, favorites, settled };
    // loadedKey stands for the loaded bookmarks
  }, [items, loadedKey, settled]);
}
