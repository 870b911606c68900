import { adlensKeys } from '@adlens/api-client/query';
import { type EntityType, nameError } from '@adlens/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { groupFavoriteDetails } from './groupFavoriteDetails.ts';
import { saveFavorite } from './saveFavorite.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import type { ReportCard } from './reportCards.ts';

export interface SaveGroupState {
  /** Saves a group card as a favourite; resolves to the sentence that says what happened. */
  save: (card: ReportCard) => Promise<string>;
  /** The key of the card being saved. */
  saving: string | null;
}

/**
 * Saving a group of the report as a favourite: under its
 * title, updating the user's group of the same name and type, else creating it; then favourites
 * (and recents) are signalled updated. The sentence says which one happened.
 */
export function useSaveGroup(entityType: EntityType): SaveGroupState {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);
  const save = useCallback(
    async (card: ReportCard) => {
      if (card.item?.kind !== 'group') return 'Only a group can be saved.';
      const problem = nameError(card.title);
      if (problem) return `Rename the group to save it: ${problem}`;
      setSaving(card.key);
      try {
        const details = groupFavoriteDetails(
          entityType,
          card.item,
          card.members.map((member) => member.id),
        );
        const { favorite, updated } = await saveFavorite(client, card.title, details);
        void queryClient.invalidateQueries({ queryKey: adlensKeys.favorites() });
        void queryClient.invalidateQueries({ queryKey: adlensKeys.recents() });
        return updated ? `Updated the saved group ${favorite.name}` : `Saved ${favorite.name} to your bookmarks`;
      } catch (error) {
        console.warn('Adlens: the group could not be saved', error);
        return 'The group could not be saved. Please try again.';
      } finally {
        setSaving(null);
      }
    },
    [client, entityType, queryClient],
  );
  return { save, saving };
}
